// Uploads that must be refused store nothing, and no key reaches outside the media folder.
// routes/affiliate.test.ts and routes/inventory/inventory.test.ts check each refusal's status;
// this suite adds what they do not: after every refusal no file appeared under DATA_DIR/media
// and no row changed (a used ticket keeps its first image byte for byte), and path traversal
// sent over a real socket (where `../` is not tidied up by a client) to the upload PUT and to
// /media.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_AFFILIATE_IMAGE_BYTES } from '@kirana/domain/uploads';
import { signUpload } from '../auth/signed-links.js';
import { TEST_SECRET, useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore, makeImage } from '../testing/fixtures.js';
import { figure, filesUnder, snapshot } from './support.js';
import { formRequest, type Request } from './world.js';

const SENTINEL = `sentinel-${randomUUID()}`;

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends one request exactly as written (no URL tidying) and reads the answer. */
function raw(
  port: number,
  method: string,
  path: string,
  body = Buffer.alloc(0),
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
        `Content-Type: image/jpeg\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.end(body);
  });
}

describe.skipIf(!DATABASE_AVAILABLE)(`uploads store nothing when refused (${TEST_DB})`, () => {
  const t = useTestApp();
  let port = 0;
  let refusals = 0;
  let traversals = 0;
  const media = () => join(t.config.dataDir, 'media');

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    // Secrets beside and inside the media folder that no key may reach.
    writeFileSync(join(t.config.dataDir, 'secret.txt'), SENTINEL);
    mkdirSync(join(media(), 'products'), { recursive: true });
    writeFileSync(join(media(), 'products', 'notes.txt'), SENTINEL);
  });

  /** An issued ticket's signed URL (path and query) and key. */
  async function ticket(): Promise<{ url: string; key: string }> {
    const admin = await t.admin();
    const res = await t.call('GET', '/api/affiliate/upload-url', admin.headers);
    const { uploadUrl, key } = expectContract<{ data: { uploadUrl: string; key: string } }>(
      'getAffiliateUploadUrl',
      res,
      200,
    ).data;
    return { url: uploadUrl.replace(t.config.publicUrl, ''), key };
  }

  const put = (url: string, body: Buffer, contentType = 'image/jpeg'): Request => ({
    method: 'PUT',
    url,
    payload: body,
    headers: { 'content-type': contentType },
  });

  /** Sends a refused request: its status, and nothing stored. */
  async function refused(operationId: string, request: Request, status: number) {
    const rows = await snapshot(t.db);
    const files = filesUnder(media());
    expectError(operationId, await t.app.inject(request), status);
    expect(filesUnder(media()), `${request.url} stored a file`).toEqual(files);
    expect(await snapshot(t.db), `${request.url} changed rows`).toEqual(rows);
    refusals += 1;
  }

  test('the signed JPEG upload: wrong bytes, too big, expired, tampered, not JPEG', async () => {
    const jpeg = await makeImage('jpeg');
    const { url, key } = await ticket();

    // Not an image at all, under the .jpg key and the JPEG content type.
    await refused('uploadAffiliateImage', put(url, Buffer.from('GIF89a not really')), 415);
    await refused('uploadAffiliateImage', put(url, Buffer.from('<script>alert(1)</script>')), 415);
    // Real images that are not JPEGs.
    await refused('uploadAffiliateImage', put(url, await makeImage('png')), 415);
    await refused('uploadAffiliateImage', put(url, await makeImage('webp')), 415);
    await refused('uploadAffiliateImage', put(url, await makeImage('gif')), 415);
    // 5 MiB and one byte.
    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_AFFILIATE_IMAGE_BYTES + 1 - jpeg.length)]);
    await refused('uploadAffiliateImage', put(url, big), 413);
    // The issued key with an expiry in the past, correctly signed.
    const past = Math.floor(Date.now() / 1000) - 1;
    await refused(
      'uploadAffiliateImage',
      put(
        `/api/uploads/${key}?expires=${past}&signature=${signUpload(TEST_SECRET, key, past)}`,
        jpeg,
      ),
      403,
    );
    // A signature of the right shape that is not the one issued.
    const signature = new URL(url, 'http://x').searchParams.get('signature') ?? '';
    const tampered = url.replace(signature, [...signature].reverse().join(''));
    await refused('uploadAffiliateImage', put(tampered, jpeg), 403);

    // After all that, the ticket still takes its one JPEG.
    expectContract('uploadAffiliateImage', await t.app.inject(put(url, jpeg)), 200);
  });

  test('an issued ticket whose time ran out stores nothing, even with a signature still valid', async () => {
    const { key } = await ticket();
    await t.db.query("update uploads set expires_at = now() - interval '1 second' where key = $1", [
      key,
    ]);
    const expires = Math.floor(Date.now() / 1000) + 60;
    await refused(
      'uploadAffiliateImage',
      put(
        `/api/uploads/${key}?expires=${expires}&signature=${signUpload(TEST_SECRET, key, expires)}`,
        await makeImage('jpeg'),
      ),
      403,
    );
  });

  test('a second PUT to a used ticket is refused and the first image stays byte for byte', async () => {
    const { url, key } = await ticket();
    expectContract(
      'uploadAffiliateImage',
      await t.app.inject(put(url, await makeImage('jpeg', 40, 30))),
      200,
    );
    const first = readFileSync(join(media(), key));
    await refused('uploadAffiliateImage', put(url, await makeImage('jpeg', 90, 60)), 409);
    expect(readFileSync(join(media(), key)).equals(first)).toBe(true);
  });

  test('multipart images: wrong magic bytes under an image name, and 5 MiB plus one byte', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved' });
    const png = await makeImage('png');
    const category = (file: Buffer, filename: string, contentType: string) => {
      const request = formRequest(
        `/api/branch/${branch.id}/categories`,
        { name: 'Sweets' },
        'categoryImage',
        file,
        filename,
        contentType,
      );
      return { ...request, headers: { ...(request.headers as object), ...admin.headers } };
    };
    await refused(
      'createCustomCategory',
      category(Buffer.from('MZ\x90\x00 exe'), 'photo.jpg', 'image/jpeg'),
      415,
    );
    await refused(
      'createCustomCategory',
      category(Buffer.from('%PDF-1.7'), 'photo.png', 'image/png'),
      415,
    );
    const big = Buffer.concat([png, Buffer.alloc(MAX_AFFILIATE_IMAGE_BYTES + 1 - png.length)]);
    await refused('createCustomCategory', category(big, 'big.png', 'image/png'), 413);
  });

  // Over a real socket: the paths reach the server exactly as written.
  const mediaPaths = [
    '/media/../secret.txt',
    '/media/../../secret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/%2e%2e%2fsecret.txt',
    '/media/products/..%2f..%2fsecret.txt',
    '/media/products/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/media/%252e%252e%252fsecret.txt',
    '/media/products/..%5c..%5csecret.txt',
    '/media/products/..\\..\\secret.txt',
    '/media//etc/passwd',
    '/media/%2fetc%2fpasswd',
    '/media/products/notes.txt',
    '/media/products/notes.txt%00.png',
    '/media/%zz',
  ];

  test.each(mediaPaths)('GET and HEAD %s: refused, no file is read', async (path) => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await raw(port, method, path);
      expect([400, 404], `${method} ${path}: ${answer.body}`).toContain(answer.status);
      expect(answer.body).not.toContain(SENTINEL);
      expect(answer.body).not.toContain('root:');
      if (method === 'GET') expect(JSON.parse(answer.body)).toMatchObject({ status: 'error' });
    }
    traversals += 2;
  });

  const uploadKeys = [
    '../secret.txt',
    '../../secret.txt',
    'affiliate/../../secret.txt',
    'affiliate/%2e%2e%2f%2e%2e%2fsecret.txt',
    '%2e%2e%2fsecret.txt',
    'affiliate/..%2fsecret.jpg',
    '/tmp/evil.jpg',
    '%2ftmp%2fevil.jpg',
    'affiliate\\..\\..\\secret.jpg',
  ];

  test.each(uploadKeys)('PUT /api/uploads/%s: refused, nothing written', async (key) => {
    const before = filesUnder(t.config.dataDir);
    const rows = await snapshot(t.db);
    // Signed with the real secret: the key itself is what must be refused.
    const expires = Math.floor(Date.now() / 1000) + 60;
    const decoded = decodeURIComponent(key);
    const answer = await raw(
      port,
      'PUT',
      `/api/uploads/${key}?expires=${expires}&signature=${signUpload(TEST_SECRET, decoded, expires)}`,
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('JFIF')]),
    );
    expect([400, 403, 404], `${key}: ${answer.body}`).toContain(answer.status);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'error' });
    expect(filesUnder(t.config.dataDir)).toEqual(before);
    expect(readFileSync(join(t.config.dataDir, 'secret.txt'), 'utf8')).toBe(SENTINEL);
    expect(await snapshot(t.db)).toEqual(rows);
    traversals += 1;
  });

  afterAll(() => {
    figure(
      `uploads (${TEST_DB})`,
      `${refusals} refused uploads stored no file and changed no row; ${traversals} traversal requests over a socket (${mediaPaths.length} /media paths x GET and HEAD, ${uploadKeys.length} upload keys) read and wrote nothing outside the media keys`,
    );
  });
});
