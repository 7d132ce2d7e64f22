// The affiliate upload and the media routes with S3 storage (s3rver), as with S3_* settings.
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../testing/app.js';
import { expectContract } from '../testing/contract.js';
import { makeImage, multipart } from '../testing/fixtures.js';
import { uploadStoreDocument } from '../testing/documents.js';
import { startS3 } from '../testing/s3.js';
import { textPdf } from '../seed/documents.js';
import { insertStore } from '../testing/fixtures.js';
import { showsPlain } from '../testing/sealed.js';
import { s3Storage } from './s3.js';
import { DOCUMENTS_AREA } from './storage.js';

const s3 = await startS3();
afterAll(() => s3.close());

describe('with S3 storage', () => {
  const t = useTestApp({
    storage: (config) => s3Storage(s3.config, config.publicUrl),
    documents: (config) => s3Storage(s3.config, config.publicUrl, DOCUMENTS_AREA),
  });

  test('a store document goes to the bucket encrypted and opens to what was kept', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'pending' });
    const put = await uploadStoreDocument(t, admin, branch.id, 'fssai_certificate', {
      filename: 'fssai.pdf',
      contentType: 'application/pdf',
      data: textPdf(['FSSAI licence 10020042007865']),
    });
    const { document } = expectContract<{ data: { document: { _id: string } } }>(
      'uploadBranchDocument',
      put,
      200,
    ).data;
    const opened = await t.call('GET', `/api/admin/documents/${document._id}`, admin.headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const keys = (await t.rawDocuments.list()).filter((key) => key.endsWith('.pdf'));
    expect(keys).toHaveLength(1);
    const inBucket = await t.rawDocuments.get(keys[0] ?? '');
    expect(showsPlain(inBucket?.body ?? Buffer.alloc(0), opened.rawPayload)).toBe(false);
  });

  test('an affiliate image is uploaded to the bucket and served at /media with cache headers', async () => {
    const admin = await t.admin();
    const ticket = expectContract<{ data: { uploadUrl: string; imageUrl: string; key: string } }>(
      'getAffiliateUploadUrl',
      await t.call('GET', '/api/affiliate/upload-url', admin.headers),
      200,
    ).data;
    const put = await t.app.inject({
      method: 'PUT',
      url: ticket.uploadUrl.replace(TEST_PUBLIC_URL, ''),
      payload: await makeImage('jpeg', 300, 200),
      headers: { 'content-type': 'image/jpeg' },
    });
    expectContract('uploadAffiliateImage', put, 200);
    expect(await t.storage.head(ticket.key)).toMatchObject({ contentType: 'image/jpeg' });

    const media = await t.app.inject({
      method: 'GET',
      url: ticket.imageUrl.replace(TEST_PUBLIC_URL, ''),
    });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/jpeg');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(media.rawPayload).metadata()).width).toBe(300);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/products',
      headers: admin.headers,
      payload: {
        name: 'Steel Tiffin',
        imageUrl: ticket.imageUrl,
        affiliateLink: 'https://shop.example/tiffin',
      },
    });
    expectContract('createAffiliateProduct', created, 201);
  });

  test('a custom category image goes to the bucket', async () => {
    const admin = await t.admin();
    const branch = await t.repos.stores.insert({
      name: 'Balaji',
      ownerName: 'Anil',
      phone: '+91 99890 22222',
      status: 'approved',
      street: 'Road 1',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500016',
      country: 'India',
    });
    const form = multipart({ name: 'Fresh' }, [
      {
        name: 'categoryImage',
        filename: 'f.gif',
        contentType: 'image/gif',
        data: await makeImage('gif'),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/branch/${branch.id}/categories`,
      payload: form.payload,
      headers: { ...form.headers, ...admin.headers },
    });
    const { imageUrl } = expectContract<{ data: { category: { imageUrl: string } } }>(
      'createCustomCategory',
      res,
      201,
    ).data.category;
    expect(await t.storage.head(imageUrl.replace(`${TEST_PUBLIC_URL}/media/`, ''))).toMatchObject({
      contentType: 'image/webp',
    });
  });
});
