// A store owner registers their store: a draft saved section by section with the desk's rules,
// documents checked and stored privately, a submission that becomes the pending store the admin
// queue shows (due in 2 days, acknowledged in the owner's language), and after a rejection a
// correction and a resubmission with a new clock. Bad input changes nothing.
import { describe, expect, test } from 'vitest';
import { COMING_SOON, ONE_FILE_PER_FIELD, invalidFieldMessage } from '@kirana/domain/common';
import {
  LOCATION_REQUIRED,
  OWNER_NAME_REQUIRED,
  REGISTRATION_DOCUMENT_REQUIRED,
  REGISTRATION_IN_PROGRESS,
  REGISTRATION_NOT_EDITABLE,
  REGISTRATION_NOT_FOUND,
  REGISTRATION_UNCLEAR_NOT_REPLACED,
  SHOP_NAME_TOO_LONG,
} from '@kirana/domain/store-owners';
import {
  DOCUMENT_NOT_FOUND,
  DOCUMENT_NOT_WHAT_IT_CLAIMS,
  DOCUMENT_PDF_ACTIVE_CONTENT,
  FSSAI_TAKEN,
  GOVERNMENT_ID_INVALID,
  LOCATION_OUTSIDE_HYDERABAD,
  STORE_DOCUMENT_KINDS,
} from '@kirana/domain/stores';
import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES } from '@kirana/domain/documents';
import { textPdf } from '../seed/documents.js';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { makeImage, multipart, pdfFixture } from '../testing/fixtures.js';
import { agreeToNotice, REGISTRATION_SHOP, signedInOwner } from '../testing/owners.js';

interface View {
  data: {
    owner: { phone: string; language: string };
    registration: {
      state: string;
      storeId: string | null;
      fields: Record<string, unknown>;
      documents: { kind: string; review: { state: string; note: string | null } }[];
      missing: string[];
      submittedAt: string | null;
      dueAt: string | null;
      decision: { decision: string; reason: string | null; note: string | null } | null;
      history: { action: string; reason: string | null }[];
    } | null;
  };
}

const SHOP = REGISTRATION_SHOP;
const OWNER = { ownerName: 'Lakshmi Devi', ownerEmail: 'lakshmi@example.com', language: 'te' };
const LICENCES = {
  fssaiNumber: '13623011000123',
  gstin: '',
  governmentIdType: 'aadhaar',
  governmentIdNumber: '2345 6789 0123',
};

describe.skipIf(!DATABASE_AVAILABLE)(`store owner registration (${TEST_DB})`, () => {
  const t = useTestApp();

  const call = (
    owner: { authorization: string },
    method: 'GET' | 'POST' | 'PATCH',
    path = '',
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/store-owner/registration${path}`,
      headers: owner,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function upload(
    owner: { authorization: string },
    kind: string,
    data: Buffer,
    type: string,
  ) {
    const form = multipart({}, [{ name: 'file', filename: 'doc', contentType: type, data }]);
    return t.call(
      'PUT',
      `/api/store-owner/registration/documents/${kind}`,
      { ...owner, ...form.headers },
      form.payload,
    );
  }

  async function complete(owner: { authorization: string }) {
    expectContract('startOwnerRegistration', await call(owner, 'POST'), 201);
    await agreeToNotice(t, owner);
    for (const section of [SHOP, OWNER, LICENCES])
      expectContract('saveOwnerRegistration', await call(owner, 'PATCH', '', section), 200);
    const jpeg = await makeImage('jpeg', 300, 200);
    for (const kind of STORE_DOCUMENT_KINDS)
      expectContract(
        'uploadOwnerRegistrationDocument',
        await upload(
          owner,
          kind,
          kind === 'fssai_certificate' ? textPdf(['FSSAI']) : jpeg,
          kind === 'fssai_certificate' ? 'application/pdf' : 'image/jpeg',
        ),
        200,
      );
  }

  const stored = async () => ({
    drafts: await t.db.query('select * from store_registrations order by id'),
    stores: await t.db.query('select * from branches order by id'),
    documents: await t.db.query('select * from registration_documents order by id'),
  });

  test('nothing to see before a start; a draft saves section by section, the ID as its last four', async () => {
    const owner = await signedInOwner(t, '9848022338', 'te');
    const empty = expectContract<View>('getOwnerRegistration', await call(owner, 'GET'), 200);
    expect(empty.data).toMatchObject({
      owner: { phone: '+91 ••••• •2338', language: 'te' },
      registration: null,
    });
    expectError(
      'saveOwnerRegistration',
      await call(owner, 'PATCH', '', SHOP),
      404,
      REGISTRATION_NOT_FOUND,
    );

    const started = expectContract<View>('startOwnerRegistration', await call(owner, 'POST'), 201);
    expect(started.data.registration).toMatchObject({
      state: 'draft',
      storeId: null,
      fields: { language: 'te' },
    });
    expect(started.data.registration?.missing).toEqual([
      'shopName',
      'street',
      'city',
      'pincode',
      'latitude',
      'longitude',
      'ownerName',
      'fssaiNumber',
      'governmentIdType',
      'governmentIdNumber',
      'shop_photo',
      'fssai_certificate',
      'government_id',
    ]);
    // Starting again answers the same draft.
    expectContract('startOwnerRegistration', await call(owner, 'POST'), 201);
    expect(await t.db.query('select 1 from store_registrations')).toHaveLength(1);

    for (const section of [SHOP, OWNER, LICENCES])
      expectContract('saveOwnerRegistration', await call(owner, 'PATCH', '', section), 200);
    const saved = expectContract<View>('getOwnerRegistration', await call(owner, 'GET'), 200);
    expect(saved.data.registration?.fields).toMatchObject({
      ...SHOP,
      ownerName: 'Lakshmi Devi',
      language: 'te',
      fssaiNumber: '13623011000123',
      gstin: null,
      governmentIdType: 'aadhaar',
      governmentIdNumber: 'XXXX XXXX 0123',
    });
    const [row] = await t.db.query<{ last4: string }>(
      'select government_id_last4 as last4 from store_registrations',
    );
    expect(row?.last4).toBe('0123');
    expect(JSON.stringify(await t.db.query('select * from store_registrations'))).not.toContain(
      '2345 6789',
    );
    expect(saved.data.registration?.missing).toEqual([
      'shop_photo',
      'fssai_certificate',
      'government_id',
    ]);
  });

  test("each bad field is a 400 naming it with the desk's rule, and nothing is stored", async () => {
    const owner = await signedInOwner(t, '9848022338');
    expectContract('startOwnerRegistration', await call(owner, 'POST'), 201);
    const before = await stored();
    const cases: [Record<string, unknown>, ReturnType<typeof invalidFieldMessage>][] = [
      [{ shopName: 'x'.repeat(121) }, invalidFieldMessage('shopName', SHOP_NAME_TOO_LONG)],
      [{ pincode: '560001' }, invalidFieldMessage('pincode', COMING_SOON)],
      [{ latitude: 17.39 }, invalidFieldMessage('longitude', LOCATION_REQUIRED)],
      [
        { latitude: 17.9, longitude: 78.4 },
        invalidFieldMessage('latitude', LOCATION_OUTSIDE_HYDERABAD),
      ],
      [
        { governmentIdType: 'pan', governmentIdNumber: '1234' },
        invalidFieldMessage('governmentIdNumber', GOVERNMENT_ID_INVALID),
      ],
    ];
    for (const [patch, message] of cases)
      expectError('saveOwnerRegistration', await call(owner, 'PATCH', '', patch), 400, message);
    // Fields the contract does not know, and values of the wrong type.
    expect((await call(owner, 'PATCH', '', { status: 'approved' })).statusCode).toBe(400);
    expect((await call(owner, 'PATCH', '', { latitude: 'near' })).statusCode).toBe(400);

    const huge = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 32),
    ]);
    expectError(
      'uploadOwnerRegistrationDocument',
      await upload(owner, 'fssai_certificate', huge, 'application/pdf'),
      413,
      invalidFieldMessage('file', DOCUMENT_TOO_LARGE),
    );
    expectError(
      'uploadOwnerRegistrationDocument',
      await upload(owner, 'shop_photo', await makeImage('png'), 'application/pdf'),
      415,
      DOCUMENT_NOT_WHAT_IT_CLAIMS,
    );
    expect(await stored()).toEqual(before);
  });

  test('a PDF hiding a script, or an HTML page that calls itself a PDF, is refused; one file a field', async () => {
    const owner = await signedInOwner(t, '9848022338');
    expectContract('startOwnerRegistration', await call(owner, 'POST'), 201);
    const before = await stored();
    expectError(
      'uploadOwnerRegistrationDocument',
      await upload(
        owner,
        'fssai_certificate',
        pdfFixture('js-object-stream-asciihex.pdf'),
        'application/pdf',
      ),
      415,
      DOCUMENT_PDF_ACTIVE_CONTENT,
    );
    expectError(
      'uploadOwnerRegistrationDocument',
      await upload(
        owner,
        'fssai_certificate',
        pdfFixture('html-with-pdf-header.pdf'),
        'application/pdf',
      ),
      415,
      DOCUMENT_NOT_WHAT_IT_CLAIMS,
    );
    const file = { name: 'file', filename: 'fssai.pdf', contentType: 'application/pdf' };
    const twice = multipart({}, [
      { ...file, data: pdfFixture('plain.pdf') },
      { ...file, data: pdfFixture('js-object-stream-ascii85.pdf') },
    ]);
    expectError(
      'uploadOwnerRegistrationDocument',
      await t.call(
        'PUT',
        '/api/store-owner/registration/documents/fssai_certificate',
        { ...owner, ...twice.headers },
        twice.payload,
      ),
      400,
      invalidFieldMessage('file', ONE_FILE_PER_FIELD),
    );
    expect(await stored()).toEqual(before);
    expectContract(
      'uploadOwnerRegistrationDocument',
      await upload(owner, 'fssai_certificate', pdfFixture('link-uri.pdf'), 'application/pdf'),
      200,
    );
  });

  test('a submission names what is missing; a complete one is the pending store the desk reviews', async () => {
    const owner = await signedInOwner(t, '9848022338', 'te');
    expectContract('startOwnerRegistration', await call(owner, 'POST'), 201);
    await agreeToNotice(t, owner, 'te');
    expectContract('saveOwnerRegistration', await call(owner, 'PATCH', '', SHOP), 200);
    expectError(
      'submitOwnerRegistration',
      await call(owner, 'POST', '/submit'),
      400,
      invalidFieldMessage('ownerName', OWNER_NAME_REQUIRED),
    );
    for (const section of [OWNER, LICENCES])
      expectContract('saveOwnerRegistration', await call(owner, 'PATCH', '', section), 200);
    const missingDocument = expectError(
      'submitOwnerRegistration',
      await call(owner, 'POST', '/submit'),
      400,
    );
    expect(missingDocument).toMatchObject({
      field: 'shop_photo',
      rule: REGISTRATION_DOCUMENT_REQUIRED.shop_photo.rule,
    });
    expect(await t.db.query('select 1 from branches')).toHaveLength(0);

    await complete(owner);
    const submitted = expectContract<View>(
      'submitOwnerRegistration',
      await call(owner, 'POST', '/submit'),
      200,
    );
    const registration = submitted.data.registration;
    expect(registration).toMatchObject({ state: 'pending', missing: [] });
    const hours = (new Date(registration?.dueAt ?? 0).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(registration?.history.map((entry) => entry.action)).toEqual(['submit']);

    // The desk's queue shows it, with the registration and the documents.
    const admin = await t.admin();
    const queue = expectContract<{
      data: { branches: { _id: string; name: string; status: string }[] };
    }>(
      'listBranches',
      await t.call('GET', '/api/admin/branches?status=pending', admin.headers),
      200,
    );
    expect(queue.data.branches).toEqual([
      expect.objectContaining({
        _id: registration?.storeId,
        name: 'Lakshmi Kirana',
        status: 'pending',
      }),
    ]);
    const [store] = await t.db.query<{
      phone: string;
      fssai: string;
      language: string;
      state: string;
    }>('select owner_phone as phone, fssai_number as fssai, language, state from branches');
    expect(store).toEqual({
      phone: '+91 98480 22338',
      fssai: '13623011000123',
      language: 'te',
      state: 'Telangana',
    });
    expect(await t.db.query('select 1 from branch_documents')).toHaveLength(3);
    expect(await t.db.query('select 1 from registration_documents')).toHaveLength(0);

    // The owner hears back in Telugu, with the date and the link to the status page.
    const [ack] = await t.repos.notifications.listFor('branch', registration?.storeId ?? '');
    expect(ack).toMatchObject({
      template: 'store_received',
      language: 'te',
      recipientPhone: '+919848022338',
    });
    expect(ack?.params.link).toBe('http://localhost:5173/te/store-status');

    // Under review it cannot change, and no second registration starts for the number.
    expectError(
      'saveOwnerRegistration',
      await call(owner, 'PATCH', '', { shopName: 'Other' }),
      409,
      REGISTRATION_NOT_EDITABLE,
    );
    expectError('startOwnerRegistration', await call(owner, 'POST'), 409, REGISTRATION_IN_PROGRESS);
  });

  test('an owner sees the documents they saved, before and after submitting; nobody else does', async () => {
    const read = (owner: { authorization?: string }, kind: string) =>
      t.call('GET', `/api/store-owner/registration/documents/${kind}`, owner);
    const owner = await signedInOwner(t, '9848022391', 'te');
    const stranger = await signedInOwner(t, '9848022392', 'hi');
    expectError(
      'openOwnerRegistrationDocument',
      await read(owner, 'shop_photo'),
      404,
      DOCUMENT_NOT_FOUND,
    );
    await complete(owner);
    const view = expectContract<View>('getOwnerRegistration', await call(owner, 'GET'), 200);
    const sizes = Object.fromEntries(
      (view.data.registration?.documents as unknown as { kind: string; size: number }[]).map(
        (document) => [document.kind, document.size],
      ),
    );

    for (const state of ['draft', 'pending']) {
      const photo = await read(owner, 'shop_photo');
      expect(photo.statusCode, state).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
      expect(photo.headers['cache-control']).toBe('private, no-store');
      expect(photo.headers['x-content-type-options']).toBe('nosniff');
      expect(photo.headers['content-disposition']).toMatch(/^inline; filename="shop_photo\.jpg"$/);
      expect(photo.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(photo.rawPayload.length).toBe(sizes.shop_photo);
      const pdf = await read(owner, 'fssai_certificate');
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; /);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (state === 'draft')
        expectContract('submitOwnerRegistration', await call(owner, 'POST', '/submit'), 200);
    }

    // Another owner reaches only their own (none), and nobody without a session reaches any.
    expectError(
      'openOwnerRegistrationDocument',
      await read(stranger, 'shop_photo'),
      404,
      DOCUMENT_NOT_FOUND,
    );
    expect((await read({}, 'shop_photo')).statusCode).toBe(401);
    expect((await read(owner, 'passport')).statusCode).toBe(400);
  });

  test('the same FSSAI number as another store is refused', async () => {
    const first = await signedInOwner(t, '9848022338');
    await complete(first);
    expectContract('submitOwnerRegistration', await call(first, 'POST', '/submit'), 200);
    const second = await signedInOwner(t, '9848022339');
    await complete(second);
    expectError(
      'submitOwnerRegistration',
      await call(second, 'POST', '/submit'),
      409,
      invalidFieldMessage('fssaiNumber', FSSAI_TAKEN),
    );
    expect(await t.db.query('select 1 from branches')).toHaveLength(1);
  });

  test('after a rejection the owner replaces the flagged document, resubmits, and the clock starts again', async () => {
    const owner = await signedInOwner(t, '9848022338', 'hi');
    await complete(owner);
    const storeId =
      expectContract<View>('submitOwnerRegistration', await call(owner, 'POST', '/submit'), 200)
        .data.registration?.storeId ?? '';
    await t.db.query(`update branches set submitted_at = now() - interval '1 day' where id = $1`, [
      storeId,
    ]);

    const admin = await t.admin();
    const detail = expectContract<{ data: { documents: { _id: string; kind: string }[] } }>(
      'getBranch',
      await t.call('GET', `/api/admin/branches/${storeId}`, admin.headers),
      200,
    );
    const photo = detail.data.documents.find((doc) => doc.kind === 'shop_photo');
    expectContract(
      'reviewBranchDocument',
      await t.call(
        'PATCH',
        `/api/admin/branches/${storeId}/documents/${photo?._id}/review`,
        admin.headers,
        { state: 'unclear', note: 'The board is not readable.' },
      ),
      200,
    );
    expectContract(
      'rejectBranch',
      await t.call('PATCH', `/api/admin/branches/${storeId}/reject`, admin.headers, {
        reason: 'unclear_document',
        note: 'Please send a clearer shop photo.',
      }),
      200,
    );
    const rejected = expectContract<View>('getOwnerRegistration', await call(owner, 'GET'), 200)
      .data.registration;
    expect(rejected).toMatchObject({
      state: 'rejected',
      dueAt: null,
      decision: {
        decision: 'reject',
        reason: 'unclear_document',
        note: 'Please send a clearer shop photo.',
      },
    });
    expect(rejected?.documents.find((doc) => doc.kind === 'shop_photo')?.review).toEqual({
      state: 'unclear',
      note: 'The board is not readable.',
    });
    const [told] = await t.repos.notifications.listFor('branch', storeId);
    expect(told).toMatchObject({
      template: 'store_rejected',
      // The language the registration chose (Telugu), over the one of the first sign-in.
      language: 'te',
      params: { documents: ['shop_photo'] },
    });

    expectContract(
      'saveOwnerRegistration',
      await call(owner, 'PATCH', '', { street: '12-2-826, Mehdipatnam Road' }),
      200,
    );
    const messagesBefore = (await t.repos.notifications.listFor('branch', storeId)).length;
    // Sent again with the unclear photo not replaced: refused by its rule, naming the photo,
    // and nothing changes (still rejected, no resubmission in the trail, no message sent).
    expectError(
      'submitOwnerRegistration',
      await call(owner, 'POST', '/submit'),
      409,
      invalidFieldMessage('shop_photo', REGISTRATION_UNCLEAR_NOT_REPLACED),
    );
    const refused = expectContract<View>('getOwnerRegistration', await call(owner, 'GET'), 200).data
      .registration;
    expect(refused?.state).toBe('rejected');
    expect(refused?.history.map((entry) => entry.action)).toEqual(['submit', 'reject']);
    expect(await t.repos.notifications.listFor('branch', storeId)).toHaveLength(messagesBefore);
    expectContract(
      'uploadOwnerRegistrationDocument',
      await upload(owner, 'shop_photo', await makeImage('png', 320, 240), 'image/png'),
      200,
    );
    const again = expectContract<View>(
      'submitOwnerRegistration',
      await call(owner, 'POST', '/submit'),
      200,
    ).data.registration;
    expect(again?.state).toBe('pending');
    expect(again?.documents.find((doc) => doc.kind === 'shop_photo')?.review.state).toBe('pending');
    expect(again?.fields.street).toBe('12-2-826, Mehdipatnam Road');
    const hours = (new Date(again?.dueAt ?? 0).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(again?.history.map((entry) => entry.action)).toEqual(['submit', 'reject', 'resubmit']);
    const trail = await t.repos.audit.list({ entity: 'branch', entityId: storeId });
    expect(trail.filter((entry) => entry.action === 'resubmit')).toHaveLength(1);
  });
});
