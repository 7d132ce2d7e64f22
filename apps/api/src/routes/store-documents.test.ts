// A store's documents: uploads that are checked before anything is stored, the reviewer's
// checklist, and private access through short-lived signed links only.
import { invalidFieldMessage } from '@kirana/domain/common';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  DOCUMENT_LINK_INVALID,
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
import { signLink } from '../auth/signed-links.js';
import { textPdf } from '../seed/documents.js';
import { TEST_PUBLIC_URL, TEST_SECRET, useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore, makeImage, multipart, pdfFixture } from '../testing/fixtures.js';

interface StoreDocument {
  _id: string;
  kind: string;
  contentType: string;
  url: string;
  urlExpiresAt: string;
  review: { state: string; note: string | null; reviewedBy: { name: string } | null };
}

const local = (url: string) => url.replace(TEST_PUBLIC_URL, '');
/** The file name behind a document's link. */
const fileOf = (doc: StoreDocument) => new URL(doc.url).pathname.split('/').pop() ?? '';

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
    file: { data: Buffer; contentType: string; filename?: string },
  ) => {
    const form = multipart({}, [
      {
        name: 'file',
        filename: file.filename ?? 'doc',
        contentType: file.contentType,
        data: file.data,
      },
    ]);
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/branches/${branchId}/documents/${kind}`,
      payload: form.payload,
      headers: { ...form.headers, ...admin.headers },
    });
  };
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
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/branches/${branchId}`,
        headers: admin.headers,
      }),
      200,
    ).data;

  test('stores images (re-encoded) and PDFs privately, readable through their signed links', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos);
    const jpeg = await makeImage('jpeg', 900, 600);
    const photo = expectContract<{ data: { document: StoreDocument } }>(
      'uploadBranchDocument',
      await upload(admin, branch.id, 'shop_photo', { data: jpeg, contentType: 'image/jpeg' }),
      200,
    ).data.document;
    expect(photo).toMatchObject({
      kind: 'shop_photo',
      contentType: 'image/jpeg',
      review: { state: 'pending' },
    });
    const pdf = textPdf(['Food Safety and Standards Authority of India']);
    expectContract(
      'uploadBranchDocument',
      await upload(admin, branch.id, 'fssai_certificate', {
        data: pdf,
        contentType: 'application/pdf',
      }),
      200,
    );
    const png = await makeImage('png');
    expectContract(
      'uploadBranchDocument',
      await upload(admin, branch.id, 'government_id', { data: png, contentType: 'image/png' }),
      200,
    );

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
    // Links live minutes.
    const expiresIn = new Date(documents[0]?.urlExpiresAt ?? '').getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(60_000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000 + 1000);

    const image = await t.app.inject({ method: 'GET', url: local(documents[0]?.url ?? '') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    // Re-encoded: never the uploaded bytes.
    expect(Buffer.compare(image.rawPayload, jpeg)).not.toBe(0);

    const certificate = await t.app.inject({ method: 'GET', url: local(documents[1]?.url ?? '') });
    expect(certificate.statusCode).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect(certificate.headers['content-disposition']).toMatch(/^attachment;/);
    expect(certificate.rawPayload.equals(pdf)).toBe(true);
    for (const doc of documents) expect(stored()).toContain(fileOf(doc));
  });

  test('a role that may not open documents (Support) sees the store without them', async () => {
    const owner = await t.admin();
    const branch = await insertStore(t.repos);
    const jpeg = await makeImage('jpeg', 300, 200);
    expectContract(
      'uploadBranchDocument',
      await upload(owner, branch.id, 'shop_photo', { data: jpeg, contentType: 'image/jpeg' }),
      200,
    );
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
    const first = expectContract<{ data: { document: StoreDocument } }>(
      'uploadBranchDocument',
      await upload(admin, branch.id, 'shop_photo', {
        data: await makeImage('jpeg'),
        contentType: 'image/jpeg',
      }),
      200,
    ).data.document;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/branches/${branch.id}/documents/${first._id}/review`,
      headers: admin.headers,
      payload: { state: 'verified' },
    });
    const second = expectContract<{ data: { document: StoreDocument } }>(
      'uploadBranchDocument',
      await upload(admin, branch.id, 'shop_photo', {
        data: await makeImage('webp'),
        contentType: 'image/webp',
      }),
      200,
    ).data.document;
    expect(second).toMatchObject({
      _id: first._id,
      contentType: 'image/webp',
      review: { state: 'pending' },
    });
    expect(stored()).toContain(fileOf(second));
    await expect.poll(() => stored().includes(fileOf(first))).toBe(false);
    // The old link names a file that is gone.
    expectError(
      'getDocument',
      await t.app.inject({ method: 'GET', url: local(first.url) }),
      404,
      DOCUMENT_NOT_FOUND,
    );
  });

  test('a PDF with a web link, its objects in an object stream, is stored as sent', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos);
    const pdf = pdfFixture('link-uri.pdf');
    const document = expectContract<{ data: { document: StoreDocument } }>(
      'uploadBranchDocument',
      await upload(admin, branch.id, 'fssai_certificate', {
        data: pdf,
        contentType: 'application/pdf',
      }),
      200,
    ).data.document;
    expect(document.contentType).toBe('application/pdf');
    const served = await t.app.inject({ method: 'GET', url: local(document.url) });
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
      const document = expectContract<{ data: { document: StoreDocument } }>(
        'uploadBranchDocument',
        await upload(admin, branch.id, 'fssai_certificate', {
          data: await makeImage('jpeg'),
          contentType: 'image/jpeg',
        }),
        200,
      ).data.document;
      const review = (payload: unknown, branchId = branch.id, documentId = document._id) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/admin/branches/${branchId}/documents/${documentId}/review`,
          headers: admin.headers,
          payload: payload as object,
        });
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
    async function link() {
      const admin = await t.admin();
      const branch = await insertStore(t.repos);
      expectContract(
        'uploadBranchDocument',
        await upload(admin, branch.id, 'government_id', {
          data: await makeImage('jpeg'),
          contentType: 'image/jpeg',
        }),
        200,
      );
      const [document] = (await detail(admin, branch.id)).documents;
      const url = new URL(document?.url ?? '');
      const key = url.pathname.replace('/api/documents/', '');
      return { url, key, admin, branch };
    }
    const get = (url: string) => t.app.inject({ method: 'GET', url });

    test('a tampered or expired link is a 403; a link for another document or admin too', async () => {
      const { url, key, admin } = await link();
      const signature = url.searchParams.get('signature') ?? '';
      const expires = url.searchParams.get('expires') ?? '';
      const viewer = url.searchParams.get('viewer') ?? '';
      expect(viewer).toBe(admin.id);
      const path = `/api/documents/${key}`;
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
      expectError(
        'getDocument',
        await get(`${path}?expires=${expires}&viewer=${viewer}&signature=${flipped}`),
        403,
        DOCUMENT_LINK_INVALID,
      );
      expectError(
        'getDocument',
        await get(
          `${path}?expires=${Number(expires) + 60}&viewer=${viewer}&signature=${signature}`,
        ),
        403,
        DOCUMENT_LINK_INVALID,
      );
      // The same link re-addressed to another admin.
      const someoneElse = (await t.admin()).id;
      expectError(
        'getDocument',
        await get(`${path}?expires=${expires}&viewer=${someoneElse}&signature=${signature}`),
        403,
        DOCUMENT_LINK_INVALID,
      );
      const past = Math.floor(Date.now() / 1000) - 1;
      expectError(
        'getDocument',
        await get(
          `${path}?expires=${past}&viewer=${viewer}&signature=${signLink(TEST_SECRET, 'document', `${key}\n${viewer}`, past)}`,
        ),
        403,
        DOCUMENT_LINK_INVALID,
      );
      // Another document's path with this signature, and an upload signature for this key.
      const other = 'documents/3f2504e0-4f89-41d3-9a0c-0305e82c3301.jpg';
      expectError(
        'getDocument',
        await get(
          `/api/documents/${other}?expires=${expires}&viewer=${viewer}&signature=${signature}`,
        ),
        403,
      );
      expectError(
        'getDocument',
        await get(
          `${path}?expires=${expires}&viewer=${viewer}&signature=${signLink(TEST_SECRET, 'upload', key, Number(expires))}`,
        ),
        403,
      );
      expectError('getDocument', await get(`${path}?expires=x&viewer=${viewer}&signature=y`), 403);
      // No signature, or no viewer, is not a link.
      expectError('getDocument', await get(path), 400);
      expectError(
        'getDocument',
        await get(`${path}?expires=${expires}&signature=${signature}`),
        400,
      );
      // None of these recorded a view; the signed link itself works.
      expect(await t.repos.audit.list({ entity: 'branch' })).toEqual([
        expect.objectContaining({ action: 'upload-document' }),
      ]);
      expect((await get(`${url.pathname}${url.search}`)).statusCode).toBe(200);
    });

    test('documents never appear under the public media path', async () => {
      const { key } = await link();
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
      const { url, admin, branch } = await link();
      const before = await t.repos.audit.list();
      await detail(admin, branch.id);
      await detail(admin, branch.id);
      expect(await t.repos.audit.list()).toEqual(before);
      expect((await get(`${url.pathname}${url.search}`)).statusCode).toBe(200);
      // The same opening (the image, then its "Open" link) is recorded once.
      expect((await get(`${url.pathname}${url.search}`)).statusCode).toBe(200);
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

    test('the store screen needs a token: its links are only ever given to an admin', async () => {
      const { branch } = await link();
      expectError(
        'getBranch',
        await t.app.inject({ method: 'GET', url: `/api/admin/branches/${branch.id}` }),
        401,
      );
    });
  });
});
