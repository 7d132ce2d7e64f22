// A store's document through the API is stored encrypted (what the disk holds shows nothing of
// it) and opens to the bytes uploaded; one whose key is not configured, or whose stored bytes
// were changed, is refused with a clear answer and an error line naming the key, never served.
import { PassThrough } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { DOCUMENT_UNREADABLE } from '@kirana/domain/stores';
import { documentKey, documentKeyring, seal } from '../storage/encrypted.js';
import { useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { uploadStoreDocument } from '../testing/documents.js';
import { insertStore, makeImage } from '../testing/fixtures.js';
import { showsPlain } from '../testing/sealed.js';

describe.skipIf(!DATABASE_AVAILABLE)(`documents at rest (${TEST_DB})`, () => {
  const lines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
  const t = useTestApp({ logStream });

  async function uploaded(admin: TestAdmin, data: Buffer) {
    const store = await insertStore(t.repos, { status: 'pending' });
    const res = await uploadStoreDocument(t, admin, store.id, 'government_id', {
      filename: 'aadhaar.jpg',
      contentType: 'image/jpeg',
      data,
    });
    const { document } = expectContract<{ data: { document: { _id: string } } }>(
      'uploadBranchDocument',
      res,
      200,
    ).data;
    const [row] = await t.db.query<{ key: string }>(
      'select storage_key as key from branch_documents where id = $1',
      [document._id],
    );
    return { id: document._id, key: row?.key ?? '' };
  }

  const open = (admin: TestAdmin, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/documents/${id}`, headers: admin.headers });

  test('the stored bytes show no JPEG and open to the uploaded photo', async () => {
    const admin = await t.admin();
    const photo = await makeImage('jpeg', 640, 400);
    const { id, key } = await uploaded(admin, photo);
    const res = await open(admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    // The photo as kept (re-encoded, without its metadata) is a JPEG of the same size...
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
    // ...and what the disk holds shows nothing of it.
    const stored = await t.rawDocuments.get(key);
    expect(stored).not.toBeNull();
    expect(showsPlain(stored?.body ?? Buffer.alloc(0), res.rawPayload)).toBe(false);
  });

  test('a document wrapped by a key that is not configured is a 503 naming the key in the log', async () => {
    const admin = await t.admin();
    const photo = await makeImage('jpeg');
    const { id, key } = await uploaded(admin, photo);
    const kept = (await open(admin, id)).rawPayload;
    const retired = documentKey('2025-retired', 'r'.repeat(40));
    await t.rawDocuments.put(key, seal(documentKeyring([retired]), key, kept), 'image/jpeg');
    const res = await open(admin, id);
    expectError('openDocument', res, 503, DOCUMENT_UNREADABLE);
    expect(res.rawPayload.includes(kept.subarray(0, 64))).toBe(false);
    const line = lines.find((text) => text.includes('"keyId":"2025-retired"'));
    expect(line).toContain('not configured');
    expect(line).toContain(key);
  });

  test('a stored document changed on disk is a 503, never a garbled file', async () => {
    const admin = await t.admin();
    const { id, key } = await uploaded(admin, await makeImage('jpeg'));
    const stored = (await t.rawDocuments.get(key))?.body ?? Buffer.alloc(0);
    const changed = Buffer.from(stored);
    changed[changed.length - 10] = (changed[changed.length - 10] ?? 0) ^ 0xff;
    await t.rawDocuments.put(key, changed, 'image/jpeg');
    expectError('openDocument', await open(admin, id), 503, DOCUMENT_UNREADABLE);
    expect(lines.some((text) => text.includes(key) && text.includes('changed or moved'))).toBe(
      true,
    );
  });
});
