import sharp from 'sharp';
import { invalidFieldMessage } from '@kirana/domain/common';
import { describe, expect, test } from 'vitest';
import {
  MAX_AFFILIATE_IMAGE_BYTES,
  API_PAYLOAD_TOO_LARGE,
  API_UNSUPPORTED_MEDIA_TYPE,
  IMAGE_ALREADY_USED,
  IMAGE_NOT_UPLOADED,
  IMAGE_URL_NOT_ISSUED,
  UPLOAD_ALREADY_DONE,
  UPLOAD_LINK_EXPIRED,
  UPLOAD_LINK_INVALID,
} from '@kirana/domain/uploads';
import { AFFILIATE_PRODUCT_NOT_FOUND } from '@kirana/domain/affiliates';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import { UPLOAD_LIMIT } from '../auth/rate-limit.js';
import { UPLOAD_URL_TTL_SECONDS, signUpload } from '../auth/signed-links.js';
import { TEST_PUBLIC_URL, TEST_SECRET, useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { makeImage, makeRotatedJpeg } from '../testing/fixtures.js';
import { MEDIA_CACHE_CONTROL } from './media.js';

interface Ticket {
  uploadUrl: string;
  key: string;
  imageUrl: string;
  tempId: string;
}
interface ProductBody {
  message?: string;
  data: {
    affiliateProduct: {
      _id: string;
      name: string;
      imageUrl: string;
      affiliateLink: string;
      isActive: boolean;
      createdBy: string;
      createdAt: string;
      updatedAt: string;
    };
  };
}

describe.skipIf(!DATABASE_AVAILABLE)(`affiliate products and uploads (${TEST_DB})`, () => {
  const t = useTestApp();

  async function ticket(admin: TestAdmin): Promise<Ticket> {
    const res = await t.call('GET', '/api/affiliate/upload-url', admin.headers);
    return expectContract<{ data: Ticket }>('getAffiliateUploadUrl', res, 200).data;
  }

  /** The upload URL's path and query, as app.inject wants it. */
  const local = (url: string) => url.replace(TEST_PUBLIC_URL, '');

  const put = (url: string, body: Buffer, contentType = 'image/jpeg') =>
    t.app.inject({
      method: 'PUT',
      url: local(url),
      payload: body,
      headers: { 'content-type': contentType },
    });

  async function uploaded(admin: TestAdmin): Promise<Ticket> {
    const ticketed = await ticket(admin);
    expectContract(
      'uploadAffiliateImage',
      await put(ticketed.uploadUrl, await makeImage('jpeg')),
      200,
    );
    return ticketed;
  }

  /** A product with every field valid but its image. */
  const productWith = (imageUrl: string) => ({
    name: 'X',
    imageUrl,
    affiliateLink: 'https://shop.example/x',
  });

  async function create(admin: TestAdmin, payload: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/affiliate/products',
      headers: admin.headers,
      payload,
    });
  }

  describe('GET /api/affiliate/upload-url', () => {
    test('answers a signed upload URL on this API, the key, the final image address and a temp id', async () => {
      const admin = await t.admin();
      const before = Math.floor(Date.now() / 1000);
      const data = await ticket(admin);
      expect(data.key).toMatch(/^affiliate\/[0-9a-f-]{36}\.jpg$/);
      expect(data.imageUrl).toBe(`${TEST_PUBLIC_URL}/media/${data.key}`);
      const url = new URL(data.uploadUrl);
      expect(`${url.origin}${url.pathname}`).toBe(`${TEST_PUBLIC_URL}/api/uploads/${data.key}`);
      const expires = Number(url.searchParams.get('expires'));
      expect(expires - before).toBeGreaterThanOrEqual(UPLOAD_URL_TTL_SECONDS - 1);
      expect(expires - before).toBeLessThanOrEqual(UPLOAD_URL_TTL_SECONDS + 1);
      expect(url.searchParams.get('signature')).toBe(signUpload(TEST_SECRET, data.key, expires));
    });

    test('needs a token', async () => {
      expectError('getAffiliateUploadUrl', await t.call('GET', '/api/affiliate/upload-url'), 401);
    });
  });

  describe('PUT /api/uploads/{key}', () => {
    test('stores the JPEG re-encoded: upright, without metadata; then GET and HEAD serve it with cache headers', async () => {
      const admin = await t.admin();
      const data = await ticket(admin);
      const original = await makeRotatedJpeg(80, 40);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await put(data.uploadUrl, original);
      expect(
        expectContract<{ data: { key: string; imageUrl: string } }>(
          'uploadAffiliateImage',
          res,
          200,
        ).data,
      ).toEqual({
        key: data.key,
        imageUrl: data.imageUrl,
      });

      const get = await t.app.inject({ method: 'GET', url: local(data.imageUrl) });
      expect(get.statusCode).toBe(200);
      expect(get.headers['content-type']).toBe('image/jpeg');
      expect(get.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(get.headers['etag']).toBeTruthy();
      expect(Number(get.headers['content-length'])).toBe(get.rawPayload.length);
      expect(get.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const stored = await sharp(get.rawPayload).metadata();
      expect(stored.format).toBe('jpeg');
      expect(stored.exif).toBeUndefined();
      expect(stored.orientation).toBeUndefined();
      // EXIF orientation 6 turned the 80x40 picture upright: 40x80.
      expect([stored.width, stored.height]).toEqual([40, 80]);

      const head = await t.app.inject({ method: 'HEAD', url: local(data.imageUrl) });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
      expect(head.headers['etag']).toBe(get.headers['etag']);
      expect(head.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(head.body).toBe('');

      const notModified = await t.call('GET', local(data.imageUrl), {
        'if-none-match': String(get.headers['etag']),
      });
      expect(notModified.statusCode).toBe(304);
    });

    test('a large image is scaled down to fit 1200x1200', async () => {
      const admin = await t.admin();
      const data = await ticket(admin);
      expectContract(
        'uploadAffiliateImage',
        await put(data.uploadUrl, await makeImage('jpeg', 2400, 1600)),
        200,
      );
      const get = await t.app.inject({ method: 'GET', url: local(data.imageUrl) });
      const meta = await sharp(get.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 800]);
    });

    test('a second PUT with the same ticket is a 409', async () => {
      const admin = await t.admin();
      const data = await uploaded(admin);
      expectError(
        'uploadAffiliateImage',
        await put(data.uploadUrl, await makeImage('jpeg')),
        409,
        UPLOAD_ALREADY_DONE,
      );
    });

    test('a tampered signature, key or expiry is a 403', async () => {
      const admin = await t.admin();
      const data = await ticket(admin);
      const image = await makeImage('jpeg');
      const url = new URL(data.uploadUrl);
      const signature = url.searchParams.get('signature') ?? '';
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
      expectError(
        'uploadAffiliateImage',
        await put(data.uploadUrl.replace(signature, flipped), image),
        403,
        UPLOAD_LINK_INVALID,
      );
      const expires = url.searchParams.get('expires') ?? '';
      expectError(
        'uploadAffiliateImage',
        await put(
          data.uploadUrl.replace(`expires=${expires}`, `expires=${Number(expires) + 3600}`),
          image,
        ),
        403,
        UPLOAD_LINK_INVALID,
      );
      const other = await ticket(admin);
      expectError(
        'uploadAffiliateImage',
        await put(data.uploadUrl.replace(data.key, other.key), image),
        403,
        UPLOAD_LINK_INVALID,
      );
    });

    test.each([
      ['an expired link', -5, UPLOAD_LINK_EXPIRED],
      ['a validly signed key that was never issued', 60, UPLOAD_LINK_INVALID],
    ])('%s is a 403', async (_, secondsLeft, message) => {
      const key = 'affiliate/3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg';
      const expires = Math.floor(Date.now() / 1000) + secondsLeft;
      const url = `/api/uploads/${key}?expires=${expires}&signature=${signUpload(TEST_SECRET, key, expires)}`;
      expectError('uploadAffiliateImage', await put(url, await makeImage('jpeg')), 403, message);
    });

    test('only image/jpeg is accepted, by content type and by bytes (415)', async () => {
      const admin = await t.admin();
      const data = await ticket(admin);
      expectError(
        'uploadAffiliateImage',
        await put(data.uploadUrl, await makeImage('png'), 'image/png'),
        415,
        API_UNSUPPORTED_MEDIA_TYPE,
      );
      expectError(
        'uploadAffiliateImage',
        await put(data.uploadUrl, await makeImage('png')),
        415,
        API_UNSUPPORTED_MEDIA_TYPE,
      );
      expectError(
        'uploadAffiliateImage',
        await put(data.uploadUrl, Buffer.from('<svg></svg>')),
        415,
      );
      // JPEG magic bytes on a file that is not a readable JPEG.
      expectError(
        'uploadAffiliateImage',
        await put(data.uploadUrl, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])),
        415,
      );
      // The ticket is still usable after refused attempts.
      expectContract(
        'uploadAffiliateImage',
        await put(data.uploadUrl, await makeImage('jpeg')),
        200,
      );
    });

    test(`uploads are rate limited per address: the ${UPLOAD_LIMIT.max + 1}th is a 429`, async () => {
      const url = `/api/uploads/affiliate/3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg?expires=1&signature=${'0'.repeat(64)}`;
      const image = await makeImage('jpeg');
      for (let i = 0; i < UPLOAD_LIMIT.max; i += 1)
        expectError('uploadAffiliateImage', await put(url, image), 403);
      const blocked = await put(url, image);
      expectError('uploadAffiliateImage', blocked, 429, API_RATE_LIMITED);
      expect(blocked.headers['retry-after']).toBeDefined();
    });

    test('an empty body is a 400', async () => {
      const admin = await t.admin();
      const data = await ticket(admin);
      expectError('uploadAffiliateImage', await put(data.uploadUrl, Buffer.alloc(0)), 400);
    });

    test('more than 5 MiB is a 413; exactly 5 MiB is not refused for its size', async () => {
      const admin = await t.admin();
      const data = await ticket(admin);
      const jpeg = await makeImage('jpeg');
      const big = Buffer.concat([jpeg, Buffer.alloc(MAX_AFFILIATE_IMAGE_BYTES + 1 - jpeg.length)]);
      expectError(
        'uploadAffiliateImage',
        await put(data.uploadUrl, big),
        413,
        API_PAYLOAD_TOO_LARGE,
      );
      const exact = Buffer.concat([jpeg, Buffer.alloc(MAX_AFFILIATE_IMAGE_BYTES - jpeg.length)]);
      // Trailing bytes after the JPEG's end marker are ignored by decoders.
      expectContract('uploadAffiliateImage', await put(data.uploadUrl, exact), 200);
    });

    test('a malformed key or a link without its signature is a 400', async () => {
      const image = await makeImage('jpeg');
      expectError(
        'uploadAffiliateImage',
        await put(
          `/api/uploads/affiliate/..%2F..%2Fauth-secret?expires=1&signature=${'a'.repeat(64)}`,
          image,
        ),
        400,
      );
      expectError(
        'uploadAffiliateImage',
        await put('/api/uploads/affiliate/3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg', image),
        400,
        'expires: is required.',
      );
    });

    test('a signature or expiry of any other shape is a 403 like a tampered one', async () => {
      const admin = await t.admin();
      const data = await ticket(admin);
      const image = await makeImage('jpeg');
      const url = new URL(data.uploadUrl);
      const signature = url.searchParams.get('signature') ?? '';
      const expires = url.searchParams.get('expires') ?? '';
      for (const bad of ['x', signature.toUpperCase(), `${signature}00`, 'z'.repeat(64)]) {
        expectError(
          'uploadAffiliateImage',
          await put(data.uploadUrl.replace(signature, bad), image),
          403,
          UPLOAD_LINK_INVALID,
        );
      }
      for (const bad of ['soon', '-1', '1e9']) {
        expectError(
          'uploadAffiliateImage',
          await put(data.uploadUrl.replace(`expires=${expires}`, `expires=${bad}`), image),
          403,
          UPLOAD_LINK_INVALID,
        );
      }
      // The ticket still works with its own link.
      expectContract('uploadAffiliateImage', await put(data.uploadUrl, image), 200);
    });

    test('a body of another type is a 415, plain text included', async () => {
      const admin = await t.admin();
      const data = await ticket(admin);
      expectError(
        'uploadAffiliateImage',
        await put(data.uploadUrl, Buffer.from('hello\u0000'), 'text/plain'),
        415,
        API_UNSUPPORTED_MEDIA_TYPE,
      );
      expectError(
        'uploadAffiliateImage',
        await put(data.uploadUrl, Buffer.from('{}'), 'application/json'),
        415,
        API_UNSUPPORTED_MEDIA_TYPE,
      );
    });
  });

  describe('GET and HEAD /media/{key}', () => {
    test('an unknown image is a 404; a malformed key a 400', async () => {
      const missing = await t.app.inject({
        method: 'GET',
        url: '/media/products/3f2504e0-4f89-41d3-9a0c-0305e82c3301.webp',
      });
      expectError('getMedia', missing, 404);
      expectError(
        'getMedia',
        await t.app.inject({ method: 'GET', url: '/media/../auth-secret' }),
        404,
      );
      expectError(
        'getMedia',
        await t.app.inject({ method: 'GET', url: '/media/products/..%2F..%2Fauth-secret' }),
        400,
      );
      expectError(
        'getMedia',
        await t.app.inject({
          method: 'GET',
          url: '/media/secrets/3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg',
        }),
        400,
      );
      const head = await t.app.inject({
        method: 'HEAD',
        url: '/media/products/3f2504e0-4f89-41d3-9a0c-0305e82c3301.webp',
      });
      expect(head.statusCode).toBe(404);
      const badHead = await t.app.inject({ method: 'HEAD', url: '/media/nope.jpg' });
      expect(badHead.statusCode).toBe(400);
    });
  });

  describe('affiliate products', () => {
    test('create: answers 201 with the product; list shows it; the audit log has it', async () => {
      const admin = await t.admin();
      const data = await uploaded(admin);
      const res = await create(admin, {
        name: '  Prestige Pressure Cooker ',
        imageUrl: data.imageUrl,
        affiliateLink: 'https://www.amazon.in/dp/B00ABC?tag=kirana-21',
      });
      const product = expectContract<ProductBody>('createAffiliateProduct', res, 201).data
        .affiliateProduct;
      expect(product).toMatchObject({
        name: 'Prestige Pressure Cooker',
        imageUrl: data.imageUrl,
        affiliateLink: 'https://www.amazon.in/dp/B00ABC?tag=kirana-21',
        isActive: true,
        createdBy: admin.id,
      });
      const list = await t.call('GET', '/api/affiliate/products', admin.headers);
      const listed = expectContract<{ data: { affiliateProducts: { _id: string }[] } }>(
        'listAffiliateProducts',
        list,
        200,
      );
      expect(listed.data.affiliateProducts.map((p) => p._id)).toEqual([product._id]);
      expect(await t.repos.audit.list({ entity: 'affiliate-product' })).toEqual([
        expect.objectContaining({ adminId: admin.id, action: 'create', entityId: product._id }),
      ]);
    });

    test('create with isActive false makes an inactive product', async () => {
      const admin = await t.admin();
      const data = await uploaded(admin);
      const res = await create(admin, {
        name: 'Tawa',
        imageUrl: data.imageUrl,
        affiliateLink: 'http://shop.example/tawa',
        isActive: false,
      });
      expect(
        expectContract<ProductBody>('createAffiliateProduct', res, 201).data.affiliateProduct
          .isActive,
      ).toBe(false);
    });

    test('create refuses an image address this server did not issue (400)', async () => {
      const admin = await t.admin();
      const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
      const refused: [string, Parameters<typeof expectError>[3]][] = [
        [`https://evil.example/media/affiliate/${id}.jpg`, IMAGE_URL_NOT_ISSUED],
        [`${TEST_PUBLIC_URL}/media/products/${id}.webp`, IMAGE_URL_NOT_ISSUED],
        [
          `${TEST_PUBLIC_URL}/media/affiliate/${id}.jpg`,
          invalidFieldMessage('imageUrl', IMAGE_NOT_UPLOADED),
        ],
      ];
      for (const [imageUrl, message] of refused) {
        const res = await create(admin, productWith(imageUrl));
        expectError('createAffiliateProduct', res, 400, message);
      }
    });

    test('create refuses an issued image that was not uploaded, or one already used (400)', async () => {
      const admin = await t.admin();
      const issued = await ticket(admin);
      expectError(
        'createAffiliateProduct',
        await create(admin, productWith(issued.imageUrl)),
        400,
        invalidFieldMessage('imageUrl', IMAGE_NOT_UPLOADED),
      );
      const done = await uploaded(admin);
      expectContract(
        'createAffiliateProduct',
        await create(admin, productWith(done.imageUrl)),
        201,
      );
      expectError(
        'createAffiliateProduct',
        await create(admin, productWith(done.imageUrl)),
        400,
        IMAGE_ALREADY_USED,
      );
    });

    test.each([
      [{ affiliateLink: 'javascript:alert(1)' }, /^affiliateLink: /],
      [{ affiliateLink: 'ftp://files.example/x' }, /^affiliateLink: /],
      [{ affiliateLink: 'not a url' }, /^affiliateLink: /],
      [{ name: '   ' }, /^name: /],
      [{ name: 'x'.repeat(121) }, /^name: /],
      [{ isActive: 'yes' }, /^isActive: /],
      [{ imageUrl: 'nope' }, /^imageUrl: /],
    ])('create refuses %j with a 400 naming the field', async (override, message) => {
      const admin = await t.admin();
      const data = await uploaded(admin);
      const res = await create(admin, {
        name: 'Cooker',
        imageUrl: data.imageUrl,
        affiliateLink: 'https://shop.example/c',
        ...override,
      });
      expectError('createAffiliateProduct', res, 400, message);
    });

    test('a failed create leaves the upload usable', async () => {
      const admin = await t.admin();
      const data = await uploaded(admin);
      expectError(
        'createAffiliateProduct',
        await create(admin, {
          name: ' ',
          imageUrl: data.imageUrl,
          affiliateLink: 'https://shop.example/c',
        }),
        400,
      );
      expectContract(
        'createAffiliateProduct',
        await create(admin, {
          name: 'Ok',
          imageUrl: data.imageUrl,
          affiliateLink: 'https://shop.example/c',
        }),
        201,
      );
    });

    test('edit changes name and link, and isActive when sent; deactivate sets isActive false', async () => {
      const admin = await t.admin();
      const data = await uploaded(admin);
      const created = expectContract<ProductBody>(
        'createAffiliateProduct',
        await create(admin, {
          name: 'Old',
          imageUrl: data.imageUrl,
          affiliateLink: 'https://shop.example/old',
        }),
        201,
      ).data.affiliateProduct;
      const patch = (payload: object) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/affiliate/products/${created._id}`,
          headers: admin.headers,
          payload,
        });

      const edited = expectContract<ProductBody>(
        'updateAffiliateProduct',
        await patch({ name: 'New', affiliateLink: 'https://shop.example/new' }),
        200,
      );
      expect(edited.data.affiliateProduct).toMatchObject({
        name: 'New',
        affiliateLink: 'https://shop.example/new',
        isActive: true,
        imageUrl: data.imageUrl,
      });

      const del = await t.call('DELETE', `/api/affiliate/products/${created._id}`, admin.headers);
      expect(
        expectContract<ProductBody>('deactivateAffiliateProduct', del, 200).data.affiliateProduct
          .isActive,
      ).toBe(false);
      // Deactivating again answers the product unchanged.
      const again = await t.call('DELETE', `/api/affiliate/products/${created._id}`, admin.headers);
      expect(
        expectContract<ProductBody>('deactivateAffiliateProduct', again, 200).data.affiliateProduct
          .isActive,
      ).toBe(false);

      const reactivated = expectContract<ProductBody>(
        'updateAffiliateProduct',
        await patch({ name: 'New', affiliateLink: 'https://shop.example/new', isActive: true }),
        200,
      );
      expect(reactivated.data.affiliateProduct.isActive).toBe(true);
      expect(
        (await t.repos.audit.list({ entity: 'affiliate-product', entityId: created._id })).map(
          (e) => e.action,
        ),
      ).toEqual(['create', 'edit', 'deactivate', 'deactivate', 'edit']);
    });

    test('edit and deactivate: unknown id 404, malformed id 400, bad body 400, no token 401', async () => {
      const admin = await t.admin();
      const unknown = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
      const body = { name: 'N', affiliateLink: 'https://shop.example/n' };
      const patch = (
        id: string,
        payload: object,
        headers: Record<string, string> = admin.headers,
      ) =>
        t.app.inject({ method: 'PATCH', url: `/api/affiliate/products/${id}`, headers, payload });
      expectError(
        'updateAffiliateProduct',
        await patch(unknown, body),
        404,
        AFFILIATE_PRODUCT_NOT_FOUND,
      );
      expectError('updateAffiliateProduct', await patch('abc', body), 400);
      expectError(
        'updateAffiliateProduct',
        await patch(unknown, { name: 'N' }),
        400,
        /^affiliateLink: /,
      );
      expectError('updateAffiliateProduct', await patch(unknown, body, {}), 401);
      const del = (id: string, headers: Record<string, string> = admin.headers) =>
        t.app.inject({ method: 'DELETE', url: `/api/affiliate/products/${id}`, headers });
      expectError(
        'deactivateAffiliateProduct',
        await del(unknown),
        404,
        AFFILIATE_PRODUCT_NOT_FOUND,
      );
      expectError('deactivateAffiliateProduct', await del('abc'), 400);
      expectError('deactivateAffiliateProduct', await del(unknown, {}), 401);
    });

    test('list and create need a token', async () => {
      expectError('listAffiliateProducts', await t.call('GET', '/api/affiliate/products'), 401);
      expectError(
        'createAffiliateProduct',
        await t.app.inject({ method: 'POST', url: '/api/affiliate/products', payload: {} }),
        401,
      );
    });
  });
});
