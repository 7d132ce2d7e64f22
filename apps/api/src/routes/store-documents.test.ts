// A store's documents: uploads that are checked before anything is stored, the reviewer's
// checklist, and private access: opened only with an admin's token (document-access.test.ts).
import { invalidFieldMessage } from '@kirana/domain/common';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  DOCUMENT_NOT_FOUND,
  DOCUMENT_NOT_WHAT_IT_CLAIMS,
  DOCUMENT_PDF_ACTIVE_CONTENT,
  DOCUMENT_PDF_ENCRYPTED,
  DOCUMENT_PDF_FORM_OR_MEDIA,
  UNCLEAR_NEEDS_NOTE,
} from '@kirana/domain/stores';
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_INVALID,
  MAX_DOCUMENT_BYTES,
} from '@kirana/domain/documents';
import { textPdf } from '../seed/documents.js';
import { useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { uploadStoreDocument } from '../testing/documents.js';
import { insertStore, makeImage, pdfFixture } from '../testing/fixtures.js';

interface StoreDocument {
  _id: string;
  kind: string;
  contentType: string;
  review: { state: string; note: string | null; reviewedBy: { name: string } | null };
}

/** A PDF whose catalogue runs JavaScript when opened. */
function pdfWithScript(): Buffer {
  return Buffer.from(
    textPdf(['Certificate'])
      .toString('latin1')
      .replace(
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      ),
    'latin1',
  );
}

/**
 * A PDF hiding its script in a compressed object stream, and one hiding its script's names
 * behind #xx escapes.
 */
function pdfWithHiddenScript(): Buffer[] {
  const escaped = Buffer.from(
    textPdf(['x'])
      .toString('latin1')
      .replace('/Type /Catalog', '/Type /Catalog /AA << /O << /S /J#61vaScript /J#53 (1) >> >>'),
    'latin1',
  );
  return [pdfFixture('js-object-stream-flate.pdf'), escaped];
}

describe.skipIf(!DATABASE_AVAILABLE)(`store documents (${TEST_DB})`, () => {
  const t = useTestApp();

  const upload = (
    admin: TestAdmin,
    branchId: string,
    kind: string,
    file: Parameters<typeof uploadStoreDocument>[4],
  ) => uploadStoreDocument(t, admin, branchId, kind, file);
  /** An upload the contract answers 200: the stored document. */
  const uploaded = async (...args: Parameters<typeof upload>) =>
    expectContract<{ data: { document: StoreDocument } }>(
      'uploadBranchDocument',
      await upload(...args),
      200,
    ).data.document;
  /** The admin opens the document (its bytes, with their token). */
  const open = (admin: TestAdmin, doc: StoreDocument) =>
    t.call('GET', `/api/admin/documents/${doc._id}`, admin.headers);
  /** Where the document's bytes are kept (its storage key). */
  const keyOf = async (doc: StoreDocument) =>
    (
      await t.db.query<{ key: string }>(
        'select storage_key as key from branch_documents where id = $1',
        [doc._id],
      )
    )[0]?.key ?? '';
  const fileOf = async (doc: StoreDocument) => (await keyOf(doc)).split('/').pop() ?? '';
  const stored = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'private', 'documents'));
    } catch {
      return [];
    }
  };
  const detail = async (admin: TestAdmin, branchId: string) =>
    expectContract<{ data: { documents: StoreDocument[]; history: { summary: string }[] } }>(
      'getBranch',
      await t.call('GET', `/api/admin/branches/${branchId}`, admin.headers),
      200,
    ).data;

  test('stores images (re-encoded) and PDFs privately, opened by an admin with their token', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos);
    const jpeg = await makeImage('jpeg', 900, 600);
    const photo = await uploaded(admin, branch.id, 'shop_photo', {
      data: jpeg,
      contentType: 'image/jpeg',
    });
    expect(photo).toMatchObject({
      kind: 'shop_photo',
      contentType: 'image/jpeg',
      review: { state: 'pending' },
    });
    const pdf = textPdf(['Food Safety and Standards Authority of India']);
    await uploaded(admin, branch.id, 'fssai_certificate', {
      data: pdf,
      contentType: 'application/pdf',
    });
    const png = await makeImage('png');
    await uploaded(admin, branch.id, 'government_id', { data: png, contentType: 'image/png' });

    const { documents, history } = await detail(admin, branch.id);
    expect(documents.map((doc) => doc.kind)).toEqual([
      'shop_photo',
      'fssai_certificate',
      'government_id',
    ]);
    expect(history.map((entry) => entry.summary)).toEqual([
      "Uploaded Owner's government ID",
      'Uploaded FSSAI certificate',
      'Uploaded Shop photo',
    ]);
    const [first, second] = documents as [StoreDocument, StoreDocument];
    const image = await open(admin, first);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    // Re-encoded: never the uploaded bytes.
    expect(Buffer.compare(image.rawPayload, jpeg)).not.toBe(0);

    const certificate = await open(admin, second);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['content-disposition']).toMatch(/^attachment;/);
    expect(certificate.rawPayload.equals(pdf)).toBe(true);
    for (const doc of documents) expect(stored()).toContain(await fileOf(doc));
  });

  test('a role that may not open documents (Support) sees the store without them', async () => {
    const owner = await t.admin();
    const branch = await insertStore(t.repos);
    const jpeg = await makeImage('jpeg', 300, 200);
    await uploaded(owner, branch.id, 'shop_photo', { data: jpeg, contentType: 'image/jpeg' });
    expect((await detail(owner, branch.id)).documents).toHaveLength(1);
    expect((await detail(await t.admin(undefined, 'Reviewer'), branch.id)).documents).toHaveLength(
      1,
    );
    const support = await t.admin(undefined, 'Support');
    const seen = await detail(support, branch.id);
    expect(seen.documents).toEqual([]);
    expect(seen.history.length).toBeGreaterThan(0);
  });

  test('replacing a document clears its mark and removes the old file', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos);
    const first = await uploaded(admin, branch.id, 'shop_photo', {
      data: await makeImage('jpeg'),
      contentType: 'image/jpeg',
    });
    const firstFile = await fileOf(first);
    await t.call(
      'PATCH',
      `/api/admin/branches/${branch.id}/documents/${first._id}/review`,
      admin.headers,
      { state: 'verified' },
    );
    const second = await uploaded(admin, branch.id, 'shop_photo', {
      data: await makeImage('webp'),
      contentType: 'image/webp',
    });
    expect(second).toMatchObject({
      _id: first._id,
      contentType: 'image/webp',
      review: { state: 'pending' },
    });
    expect(stored()).toContain(await fileOf(second));
    await expect.poll(() => stored().includes(firstFile)).toBe(false);
    // Opening the document now opens the new file.
    const opened = await open(admin, second);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/webp');
  });

  test('a PDF with a web link, its objects in an object stream, is stored as sent', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos);
    const pdf = pdfFixture('link-uri.pdf');
    const document = await uploaded(admin, branch.id, 'fssai_certificate', {
      data: pdf,
      contentType: 'application/pdf',
    });
    expect(document.contentType).toBe('application/pdf');
    const served = await open(admin, document);
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  describe('refused files are stored nowhere', () => {
    test.each([
      ['a text file', Buffer.from('just some text'), 'text/plain', 415, DOCUMENT_TYPE_INVALID],
      ['a GIF', Buffer.from('GIF89a....'), 'image/gif', 415, DOCUMENT_TYPE_INVALID],
      [
        'an SVG',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
        'image/svg+xml',
        415,
        DOCUMENT_TYPE_INVALID,
      ],
      [
        'JPEG bytes that are no image',
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
        'image/jpeg',
        415,
        DOCUMENT_NOT_WHAT_IT_CLAIMS,
      ],
      [
        'a PDF that is cut off',
        Buffer.from('%PDF-1.4\n1 0 obj'),
        'application/pdf',
        415,
        DOCUMENT_NOT_WHAT_IT_CLAIMS,
      ],
      [
        'a PDF with JavaScript',
        pdfWithScript(),
        'application/pdf',
        415,
        DOCUMENT_PDF_ACTIVE_CONTENT,
      ],
      [
        'a PDF hiding JavaScript in a compressed stream',
        pdfWithHiddenScript()[0] as Buffer,
        'application/pdf',
        415,
        DOCUMENT_PDF_ACTIVE_CONTENT,
      ],
      [
        'a PDF hiding JavaScript behind #xx escapes',
        pdfWithHiddenScript()[1] as Buffer,
        'application/pdf',
        415,
        DOCUMENT_PDF_ACTIVE_CONTENT,
      ],
      [
        'a PDF hiding JavaScript in an ASCIIHex object stream',
        pdfFixture('js-object-stream-asciihex.pdf'),
        'application/pdf',
        415,
        DOCUMENT_PDF_ACTIVE_CONTENT,
      ],
      [
        'an HTML page that starts with %PDF-1.4 and ends with %%EOF',
        pdfFixture('html-with-pdf-header.pdf'),
        'application/pdf',
        415,
        DOCUMENT_NOT_WHAT_IT_CLAIMS,
      ],
      [
        'a PDF with an XFA form',
        pdfFixture('xfa-form.pdf'),
        'application/pdf',
        415,
        DOCUMENT_PDF_FORM_OR_MEDIA,
      ],
      [
        'an encrypted PDF',
        pdfFixture('encrypted-password.pdf'),
        'application/pdf',
        415,
        DOCUMENT_PDF_ENCRYPTED,
      ],
    ])('%s', async (_, data, contentType, status, message) => {
      const admin = await t.admin();
      const branch = await insertStore(t.repos);
      const before = stored();
      expectError(
        'uploadBranchDocument',
        await upload(admin, branch.id, 'fssai_certificate', { data, contentType }),
        status,
        message,
      );
      expect(stored()).toEqual(before);
      expect(await t.db.query('select 1 from branch_documents')).toEqual([]);
      expect(await t.repos.audit.list()).toEqual([]);
    });

    test('an image that claims to be another type', async () => {
      const admin = await t.admin();
      const branch = await insertStore(t.repos);
      const before = stored();
      const png = await makeImage('png');
      expectError(
        'uploadBranchDocument',
        await upload(admin, branch.id, 'shop_photo', { data: png, contentType: 'image/jpeg' }),
        415,
        DOCUMENT_NOT_WHAT_IT_CLAIMS,
      );
      expectError(
        'uploadBranchDocument',
        await upload(admin, branch.id, 'shop_photo', {
          data: textPdf(['x']),
          contentType: 'image/png',
        }),
        415,
        DOCUMENT_NOT_WHAT_IT_CLAIMS,
      );
      expect(stored()).toEqual(before);
    });

    test('over 5 MB is a 413; an unknown kind or store a 400/404', async () => {
      const admin = await t.admin();
      const branch = await insertStore(t.repos);
      const before = stored();
      const jpeg = await makeImage('jpeg');
      const big = Buffer.concat([jpeg, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - jpeg.length)]);
      expectError(
        'uploadBranchDocument',
        await upload(admin, branch.id, 'shop_photo', { data: big, contentType: 'image/jpeg' }),
        413,
        invalidFieldMessage('file', DOCUMENT_TOO_LARGE),
      );
      expectError(
        'uploadBranchDocument',
        await upload(admin, branch.id, 'passport_photo', { data: jpeg, contentType: 'image/jpeg' }),
        400,
        /^kind: /,
      );
      expectError(
        'uploadBranchDocument',
        await upload(admin, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'shop_photo', {
          data: jpeg,
          contentType: 'image/jpeg',
        }),
        404,
      );
      expect(stored()).toEqual(before);
    });
  });

  describe('the checklist', () => {
    async function withDocument() {
      const admin = await t.admin();
      const branch = await insertStore(t.repos, { name: 'Balaji Kirana' });
      const document = await uploaded(admin, branch.id, 'fssai_certificate', {
        data: await makeImage('jpeg'),
        contentType: 'image/jpeg',
      });
      const review = (payload: unknown, branchId = branch.id, documentId = document._id) =>
        t.call(
          'PATCH',
          `/api/admin/branches/${branchId}/documents/${documentId}/review`,
          admin.headers,
          payload as object,
        );
      return { admin, branch, document, review };
    }

    test('marks a document verified, or unclear with a note, by whom and when', async () => {
      const { admin, branch, review } = await withDocument();
      const verified = expectContract<{ data: { document: StoreDocument } }>(
        'reviewBranchDocument',
        await review({ state: 'verified' }),
        200,
      ).data.document;
      expect(verified.review).toMatchObject({
        state: 'verified',
        note: null,
        reviewedBy: { name: expect.stringMatching(/^Admin/) },
      });
      const unclear = expectContract<{ data: { document: StoreDocument } }>(
        'reviewBranchDocument',
        await review({ state: 'unclear', note: 'The number is cut off.' }),
        200,
      ).data.document;
      expect(unclear.review).toMatchObject({ state: 'unclear', note: 'The number is cut off.' });
      const { history } = await detail(admin, branch.id);
      expect(history.slice(0, 2).map((entry) => entry.summary)).toEqual([
        'Marked FSSAI certificate unclear',
        'Marked FSSAI certificate verified',
      ]);
    });

    test('unclear needs a note; another store’s document is a 404; nothing changes', async () => {
      const { review, document } = await withDocument();
      expectError(
        'reviewBranchDocument',
        await review({ state: 'unclear' }),
        400,
        invalidFieldMessage('note', UNCLEAR_NEEDS_NOTE),
      );
      expectError('reviewBranchDocument', await review({ state: 'pending' }), 400, /^state: /);
      const other = await insertStore(t.repos);
      expectError(
        'reviewBranchDocument',
        await review({ state: 'verified' }, other.id, document._id),
        404,
        DOCUMENT_NOT_FOUND,
      );
      const [row] = await t.db.query<{ state: string }>(
        'select review_state as state from branch_documents',
      );
      expect(row?.state).toBe('pending');
    });
  });

  describe('private access', () => {
    async function withId() {
      const admin = await t.admin();
      const branch = await insertStore(t.repos);
      await uploaded(admin, branch.id, 'government_id', {
        data: await makeImage('jpeg'),
        contentType: 'image/jpeg',
      });
      const [document] = (await detail(admin, branch.id)).documents as [StoreDocument];
      return { document, key: await keyOf(document), admin, branch };
    }

    test('documents never appear under the public media path', async () => {
      const { key } = await withId();
      for (const path of [
        `/media/${key}`,
        `/media/documents/../${key}`,
        `/media/${key.replace('documents/', 'products/')}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url: path });
        expect([400, 404], path).toContain(res.statusCode);
      }
    });

    test('reading a store writes nothing; opening a document records one view', async () => {
      const { document, admin, branch } = await withId();
      const before = await t.repos.audit.list();
      await detail(admin, branch.id);
      await detail(admin, branch.id);
      expect(await t.repos.audit.list()).toEqual(before);
      expect((await open(admin, document)).statusCode).toBe(200);
      // The same opening again (Zoom, then Open) is recorded once.
      expect((await open(admin, document)).statusCode).toBe(200);
      const after = await t.repos.audit.list();
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after.slice(before.length)).toEqual([
        expect.objectContaining({
          adminId: admin.id,
          action: 'view-document',
          entity: 'branch',
          entityId: branch.id,
          details: expect.objectContaining({ kind: 'government_id' }),
        }),
      ]);
    });

    test('a document whose file is gone is a 404, and no view is recorded', async () => {
      const { document, key, admin, branch } = await withId();
      await t.documents.delete(key);
      expectError('openDocument', await open(admin, document), 404, DOCUMENT_NOT_FOUND);
      expect(await t.repos.audit.list({ entity: 'branch', entityId: branch.id })).toEqual([
        expect.objectContaining({ action: 'upload-document' }),
      ]);
    });

    test('the store screen needs a token', async () => {
      const { branch } = await withId();
      expectError(
        'getBranch',
        await t.app.inject({ method: 'GET', url: `/api/admin/branches/${branch.id}` }),
        401,
      );
    });
  });
});
