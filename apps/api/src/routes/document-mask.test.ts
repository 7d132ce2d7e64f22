// A reviewer covers an Aadhaar number on a stored document (issue 40, section 1): the boxes are
// one colour in the stored image, the original's bytes are found nowhere afterwards, the mark
// stays and the activity log says who masked what. Bad boxes, a PDF, an erased document and a
// role without the permission are each a clear answer that changes nothing.
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { DOCUMENT_ERASED, MASK_BOX_INVALID, MASK_NOT_AN_IMAGE } from '@kirana/domain/stores';
import { invalidFieldMessage } from '@kirana/domain/common';
import { textPdf } from '../seed/documents.js';
import { newDocumentKey } from '../storage/storage.js';
import { useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore } from '../testing/fixtures.js';

/** An ID card's photo: white, with a dark grey strip where the number is. */
function cardPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 800, height: 500, channels: 3, background: '#ffffff' },
  })
    .composite([
      {
        input: { create: { width: 400, height: 60, channels: 3, background: '#555555' } },
        left: 100,
        top: 220,
      },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Every pixel of the region (in pixels) as [min, max] over all channels. */
async function range(
  image: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const { data } = await sharp(image).extract(region).raw().toBuffer({ resolveWithObject: true });
  return [Math.min(...data), Math.max(...data)];
}

describe.skipIf(!DATABASE_AVAILABLE)(`masking a document (${TEST_DB})`, () => {
  const t = useTestApp();

  async function storedId(contentType: 'image/jpeg' | 'application/pdf' = 'image/jpeg') {
    const store = await insertStore(t.repos, { status: 'pending' });
    const key = newDocumentKey(contentType === 'image/jpeg' ? 'jpg' : 'pdf');
    const body = contentType === 'image/jpeg' ? await cardPhoto() : textPdf(['1234 5678 9012']);
    await t.documents.put(key, body, contentType);
    const { document } = await t.repos.documents.put({
      parentId: store.id,
      kind: 'government_id',
      storageKey: key,
      contentType,
      size: body.length,
    });
    return { store, document, key };
  }

  const mask = (admin: TestAdmin, id: string, boxes: unknown) =>
    t.call('POST', `/api/admin/documents/${id}/mask`, admin.headers, { boxes });
  const open = async (admin: TestAdmin, id: string) =>
    (await t.call('GET', `/api/admin/documents/${id}`, admin.headers)).rawPayload;
  const keyOf = async (id: string) =>
    (
      await t.db.query<{ key: string }>(
        'select storage_key as key from branch_documents where id = $1',
        [id],
      )
    )[0]?.key;

  test('the number is one colour in the stored image, and the original is found nowhere', async () => {
    const admin = await t.admin(undefined, 'Reviewer');
    const { store, document, key } = await storedId();
    await t.repos.documents.review({
      parentId: store.id,
      documentId: document.id,
      state: 'verified',
      note: null,
      adminId: admin.id,
    });
    const before = await open(admin, document.id);
    const originalSealed = (await t.rawDocuments.get(key))?.body;

    const res = await mask(admin, document.id, [{ x: 0.1, y: 0.42, width: 0.5, height: 0.16 }]);
    const body = expectContract<{
      message: string;
      data: { document: { _id: string; review: { state: string } } };
    }>('maskDocument', res, 200);
    expect(body.message).toBe('Document masked: the original is destroyed.');
    // The mark stays: masking does not change what was checked.
    expect(body.data.document.review.state).toBe('verified');

    const after = await open(admin, document.id);
    expect(after.equals(before)).toBe(false);
    // Inside the box (inset by the JPEG's 8-pixel blocks): black, one colour.
    const [low, high] = await range(after, { left: 88, top: 218, width: 384, height: 64 });
    expect(low).toBe(0);
    expect(high).toBeLessThanOrEqual(8);
    // Outside it the card is as it was (white, within the JPEG's noise).
    const [whiteLow] = await range(after, { left: 600, top: 50, width: 100, height: 50 });
    expect(whiteLow).toBeGreaterThanOrEqual(245);

    // The original's file is gone: its key is not stored, and neither its bytes nor its sealed
    // bytes are in any file of the documents' storage.
    const newKey = await keyOf(document.id);
    expect(newKey).not.toBe(key);
    const stored = await t.rawDocuments.list();
    expect(stored).not.toContain(key);
    for (const other of stored) {
      const bytes = (await t.rawDocuments.get(other))?.body ?? Buffer.alloc(0);
      expect(bytes.includes(before.subarray(0, 256)), other).toBe(false);
      expect(originalSealed && bytes.equals(originalSealed), other).toBe(false);
    }
    expect(await t.repos.retention.pendingErasures()).toEqual([]);

    // Who masked what, without the image.
    const entries = await t.db.query<{ adminId: string; details: unknown }>(
      `select admin_id as "adminId", details from audit_log
       where action = 'mask-document' and entity_id = $1`,
      [store.id],
    );
    expect(entries).toEqual([
      {
        adminId: admin.id,
        details: { documentId: document.id, kind: 'government_id', boxes: 1 },
      },
    ]);
  });

  test('boxes of no size, outside the image or too many are refused and change nothing', async () => {
    const admin = await t.admin(undefined, 'Reviewer');
    const { document, key } = await storedId();
    expectError(
      'maskDocument',
      await mask(admin, document.id, [{ x: 0.1, y: 0.1, width: 0, height: 0.2 }]),
      400,
      invalidFieldMessage('boxes.0', MASK_BOX_INVALID),
    );
    expectError(
      'maskDocument',
      await mask(admin, document.id, [
        { x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
        { x: 0.9, y: 0.1, width: 0.2, height: 0.2 },
      ]),
      400,
      invalidFieldMessage('boxes.1', MASK_BOX_INVALID),
    );
    const box = { x: 0.1, y: 0.1, width: 0.1, height: 0.1 };
    expectError('maskDocument', await mask(admin, document.id, Array(5).fill(box)), 400);
    expectError('maskDocument', await mask(admin, document.id, []), 400);
    expectError(
      'maskDocument',
      await mask(admin, document.id, [{ x: -1, y: 0, width: 1, height: 1 }]),
      400,
    );
    expect(await keyOf(document.id)).toBe(key);
    expect(await t.rawDocuments.get(key)).not.toBeNull();
  });

  test('a PDF cannot be masked; an erased document says so; a role without masking is refused', async () => {
    const reviewer = await t.admin(undefined, 'Reviewer');
    const box = [{ x: 0.1, y: 0.1, width: 0.5, height: 0.2 }];
    const pdf = await storedId('application/pdf');
    expectError('maskDocument', await mask(reviewer, pdf.document.id, box), 400, MASK_NOT_AN_IMAGE);

    const erased = await storedId();
    await t.db.query(
      'update branch_documents set storage_key = null, erased_at = now() where id = $1',
      [erased.document.id],
    );
    expectError(
      'maskDocument',
      await mask(reviewer, erased.document.id, box),
      404,
      DOCUMENT_ERASED,
    );

    const image = await storedId();
    for (const role of ['Support', 'Catalogue'] as const) {
      const other = await t.admin(undefined, role);
      expectError('maskDocument', await mask(other, image.document.id, box), 403);
    }
    expect(await keyOf(image.document.id)).toBe(image.key);
  });

  test("an application's document is masked the same way", async () => {
    const owner = await t.admin();
    const application = await t.repos.applications.insert({
      name: 'Sita',
      phone: '9848011111',
      email: null,
      pincode: '500032',
      vehicle: 'motorbike',
      previousApplicationId: null,
    });
    const key = newDocumentKey('jpg');
    await t.documents.put(key, await cardPhoto(), 'image/jpeg');
    const { document } = await t.repos.applicationDocuments.put({
      parentId: application.id,
      kind: 'address_proof',
      storageKey: key,
      contentType: 'image/jpeg',
      size: 1,
    });
    const res = await mask(owner, document.id, [{ x: 0.1, y: 0.42, width: 0.5, height: 0.16 }]);
    expect(
      expectContract<{ data: { document: { kind: string } } }>('maskDocument', res, 200).data
        .document.kind,
    ).toBe('address_proof');
    expect(await t.rawDocuments.get(key)).toBeNull();
  });
});
