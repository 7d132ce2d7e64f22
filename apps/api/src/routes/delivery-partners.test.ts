// Delivery-partner applications: the public form (every rule, the licence rule per vehicle,
// files checked before anything is stored, one open application per phone, re-applying), and
// the review (queue, detail, decisions with their notifications, the documents' checklist).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Message } from '@kirana/domain/catalogue';
import {
  DOCUMENT_NOT_FOUND,
  DOCUMENT_NOT_WHAT_IT_CLAIMS,
  DOCUMENT_PDF_ACTIVE_CONTENT,
  UNCLEAR_NEEDS_NOTE,
} from '@kirana/domain/stores';
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_INVALID,
  MAX_DOCUMENT_BYTES,
} from '@kirana/domain/documents';
import { MOBILE_INVALID } from '@kirana/domain/mobile';
import { NOTE_REQUIRED_FOR_OTHER, REASON_REQUIRED } from '@kirana/domain/decisions';
import {
  CURSOR_INVALID,
  EMAIL_INVALID,
  ONE_FILE_PER_FIELD,
  invalidFieldMessage,
  type FieldMessage,
} from '@kirana/domain/common';
import {
  ALREADY_A_PARTNER,
  APPLICATION_NOT_FOUND,
  APPLICATION_NOT_PENDING,
  APPLICATION_PENDING_FOR_PHONE,
  APPLICATION_RECEIVED,
  PARTNER_APPLICATION_LIMIT,
  PARTNER_DOCUMENT_REQUIRED,
  PARTNER_NAME_REQUIRED,
  PARTNER_PHOTO_NOT_AN_IMAGE,
  PINCODE_INVALID,
  PINCODE_OUTSIDE_HYDERABAD,
  VEHICLE_REQUIRED,
} from '@kirana/domain/delivery-partners';
import {
  PARTNER_NOTICE_OUTDATED,
  PARTNER_NOTICE_REQUIRED,
  PRIVACY_NOTICE_VERSION,
} from '@kirana/domain/privacy-notice';
import { textPdf } from '../seed/documents.js';
import { deliveryPartnerReview } from '../services/review/delivery-partner.js';
import { decide as decideWithEngine } from '../services/review/engine.js';
import { useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError, expectProblem } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { makeImage, multipart, pdfFixture, type FilePart } from '../testing/fixtures.js';

interface Application {
  _id: string;
  name: string;
  phone: string;
  status: string;
  vehicle: string;
  reason: string | null;
  note: string | null;
  previousApplicationId: string | null;
  decidedBy: { name: string } | null;
}
interface Detail {
  application: Application;
  documents: {
    _id: string;
    kind: string;
    contentType: string;
    review: { state: string };
  }[];
  earlierApplications: Application[];
  history: { summary: string; note: string | null }[];
  notifications: { template: string; text: string; state: string; recipientPhone: string }[];
}

const FIELDS = {
  name: 'Ravi Teja',
  phone: '98480 22338',
  email: 'ravi@example.in',
  pincode: '500028',
  vehicle: 'bicycle',
  noticeVersion: PRIVACY_NOTICE_VERSION,
  noticeLanguage: 'en',
};

describe.skipIf(!DATABASE_AVAILABLE)(`delivery-partner applications (${TEST_DB})`, () => {
  const t = useTestApp();

  const documentFiles = async (
    only: string[] = ['governmentId', 'addressProof', 'photo', 'drivingLicence'],
  ): Promise<FilePart[]> => {
    const all: FilePart[] = [
      {
        name: 'governmentId',
        filename: 'id.jpg',
        contentType: 'image/jpeg',
        data: await makeImage('jpeg', 600, 380),
      },
      {
        name: 'addressProof',
        filename: 'bill.pdf',
        contentType: 'application/pdf',
        data: textPdf(['TSSPDCL electricity bill', 'Gudimalkapur, Hyderabad 500028']),
      },
      {
        name: 'photo',
        filename: 'me.png',
        contentType: 'image/png',
        data: await makeImage('png', 300, 400),
      },
      {
        name: 'drivingLicence',
        filename: 'dl.webp',
        contentType: 'image/webp',
        data: await makeImage('webp', 600, 380),
      },
    ];
    return all.filter((file) => only.includes(file.name));
  };
  // Each call from its own address, apart from the test of the rate limit.
  let caller = 0;
  const apply = async (
    fields: Record<string, string> = FIELDS,
    files?: FilePart[],
    remoteAddress = `203.0.113.${(caller += 1) % 250}`,
  ) => {
    const form = multipart(fields, files ?? (await documentFiles()));
    return t.app.inject({
      method: 'POST',
      url: '/api/delivery-partners/applications',
      payload: form.payload,
      headers: form.headers,
      remoteAddress,
    });
  };
  /** An application with `files` is refused with `status`, naming `field` with `message`. */
  const expectFileRefused = async (
    files: FilePart[],
    status: number,
    field: string,
    message: Message,
  ) =>
    expectError(
      'applyAsDeliveryPartner',
      await apply(FIELDS, files),
      status,
      invalidFieldMessage(field, message),
    );
  const applied = async (fields: Partial<typeof FIELDS> = {}) =>
    expectContract<{ data: { application: { _id: string } } }>(
      'applyAsDeliveryPartner',
      await apply({ ...FIELDS, ...fields }),
      201,
    ).data.application._id;

  const stored = () => {
    try {
      return readdirSync(join(t.config.dataDir, 'private', 'documents'));
    } catch {
      return [];
    }
  };
  const count = async () =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from delivery_partner_applications',
      )
    )[0]?.n;

  const detail = async (admin: TestAdmin, id: string) =>
    expectContract<{ data: Detail }>(
      'getPartnerApplication',
      await t.call('GET', `/api/admin/delivery-partners/applications/${id}`, admin.headers),
      200,
    ).data;
  const decide = (admin: TestAdmin, id: string, which: 'approve' | 'reject', payload?: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/delivery-partners/applications/${id}/${which}`,
      headers: admin.headers,
      ...(payload ? { payload } : {}),
    });
  const list = async (admin: TestAdmin, query = '') =>
    expectContract<{
      data: {
        applications: Application[];
        nextCursor: string | null;
        total: number;
        counts: Record<string, number>;
        overdue: number;
      };
    }>(
      'listPartnerApplications',
      await t.call('GET', `/api/admin/delivery-partners/applications${query}`, admin.headers),
      200,
    ).data;

  test('an application is received with its documents stored privately, and tells what happens next', async () => {
    const before = stored().length;
    const answer = expectContract<{
      message: string;
      data: { application: Record<string, unknown> };
    }>('applyAsDeliveryPartner', await apply(), 201);
    expect(answer.message).toBe(APPLICATION_RECEIVED);
    // Only the applicant's own reference and when to expect an answer.
    expect(Object.keys(answer.data.application).sort()).toEqual(['_id', 'dueAt', 'submittedAt']);

    const admin = await t.admin();
    const { application, documents } = await detail(admin, String(answer.data.application._id));
    expect(application).toMatchObject({
      name: 'Ravi Teja',
      phone: '+91 98480 22338',
      status: 'pending',
      vehicle: 'bicycle',
      previousApplicationId: null,
    });
    // A bicycle needs no licence, but the one sent is kept for the reviewer.
    expect(documents.map((doc) => [doc.kind, doc.contentType])).toEqual([
      ['government_id', 'image/jpeg'],
      ['address_proof', 'application/pdf'],
      ['photo', 'image/png'],
      ['driving_licence', 'image/webp'],
    ]);
    expect(stored()).toHaveLength(before + 4);
    const id = await t.call(
      'GET',
      `/api/admin/documents/${documents[0]?._id ?? ''}`,
      admin.headers,
    );
    expect(id.statusCode).toBe(200);
    expect(id.headers['cache-control']).toBe('private, no-store');
  });

  test('a motorbike or a scooter needs a driving licence; a bicycle or on foot does not', async () => {
    const before = stored();
    for (const vehicle of ['motorbike', 'electric_scooter']) {
      const refused = expectError(
        'applyAsDeliveryPartner',
        await apply(
          { ...FIELDS, vehicle },
          await documentFiles(['governmentId', 'addressProof', 'photo']),
        ),
        400,
      );
      expectProblem(
        refused,
        invalidFieldMessage('drivingLicence', PARTNER_DOCUMENT_REQUIRED.driving_licence),
      );
    }
    expect(await count()).toBe(0);
    expect(stored()).toEqual(before);
    for (const [vehicle, phone] of [
      ['bicycle', '9000000001'],
      ['on_foot', '9000000002'],
    ] as const)
      expectContract(
        'applyAsDeliveryPartner',
        await apply(
          { ...FIELDS, vehicle, phone },
          await documentFiles(['governmentId', 'addressProof', 'photo']),
        ),
        201,
      );
    expectContract(
      'applyAsDeliveryPartner',
      await apply({ ...FIELDS, vehicle: 'motorbike', phone: '9000000003' }),
      201,
    );
    expect(await count()).toBe(3);
  });

  test('every field is checked, each refusal names its field, and nothing is stored', async () => {
    const before = stored();
    const cases: [Record<string, string>, FieldMessage][] = [
      [{ ...FIELDS, name: '  ' }, invalidFieldMessage('name', PARTNER_NAME_REQUIRED)],
      [{ ...FIELDS, phone: '040 2345 6789' }, invalidFieldMessage('phone', MOBILE_INVALID)],
      [{ ...FIELDS, phone: '98480' }, invalidFieldMessage('phone', MOBILE_INVALID)],
      [{ ...FIELDS, email: 'ravi@' }, invalidFieldMessage('email', EMAIL_INVALID)],
      [{ ...FIELDS, pincode: '5000' }, invalidFieldMessage('pincode', PINCODE_INVALID)],
      [{ ...FIELDS, pincode: '560001' }, invalidFieldMessage('pincode', PINCODE_OUTSIDE_HYDERABAD)],
      [{ ...FIELDS, vehicle: 'car' }, invalidFieldMessage('vehicle', VEHICLE_REQUIRED)],
    ];
    for (const [fields, message] of cases)
      expectError('applyAsDeliveryPartner', await apply(fields), 400, message);
    const { name: _name, ...noName } = FIELDS;
    expectError(
      'applyAsDeliveryPartner',
      await apply(noName),
      400,
      invalidFieldMessage('name', PARTNER_NAME_REQUIRED),
    );
    for (const [field, kind] of [
      ['governmentId', 'government_id'],
      ['addressProof', 'address_proof'],
      ['photo', 'photo'],
    ] as const) {
      const others = ['governmentId', 'addressProof', 'photo'].filter((name) => name !== field);
      const refused = expectError(
        'applyAsDeliveryPartner',
        await apply(FIELDS, await documentFiles(others)),
        400,
      );
      expectProblem(refused, invalidFieldMessage(field, PARTNER_DOCUMENT_REQUIRED[kind]));
    }
    expect(await count()).toBe(0);
    expect(stored()).toEqual(before);
  });

  test('the privacy notice agreed to is kept with the application; without it, or an old one, nothing is', async () => {
    const before = stored();
    const { noticeVersion: _version, ...noVersion } = FIELDS;
    const { noticeLanguage: _language, ...noLanguage } = FIELDS;
    const cases: [Record<string, string>, FieldMessage][] = [
      [noVersion, invalidFieldMessage('noticeVersion', PARTNER_NOTICE_REQUIRED)],
      [
        { ...FIELDS, noticeVersion: '' },
        invalidFieldMessage('noticeVersion', PARTNER_NOTICE_REQUIRED),
      ],
      [
        { ...FIELDS, noticeVersion: '2025-01-01' },
        invalidFieldMessage('noticeVersion', PARTNER_NOTICE_OUTDATED),
      ],
      [noLanguage, invalidFieldMessage('noticeLanguage', PARTNER_NOTICE_REQUIRED)],
      [
        { ...FIELDS, noticeLanguage: 'ta' },
        invalidFieldMessage('noticeLanguage', PARTNER_NOTICE_REQUIRED),
      ],
    ];
    for (const [fields, message] of cases)
      expectError('applyAsDeliveryPartner', await apply(fields), 400, message);
    expect(await count()).toBe(0);
    expect(stored()).toEqual(before);

    const id = await applied({ noticeLanguage: 'te' } as Partial<typeof FIELDS>);
    const [row] = await t.db.query<{ version: string; language: string; at: Date; sent: Date }>(
      `select notice_version as version, notice_language as language, consented_at as at,
         submitted_at as sent from delivery_partner_applications where id = $1`,
      [id],
    );
    expect(row).toMatchObject({ version: PRIVACY_NOTICE_VERSION, language: 'te' });
    expect(new Date(row?.at ?? 0).getTime()).toBe(new Date(row?.sent ?? 1).getTime());
  });

  test('wrong file types and files over 5 MB are refused with their field; nothing is stored', async () => {
    const before = stored();
    const files = await documentFiles(['governmentId', 'photo']);
    const text: FilePart = {
      name: 'addressProof',
      filename: 'bill.txt',
      contentType: 'text/plain',
      data: Buffer.from('not a document'),
    };
    await expectFileRefused([...files, text], 415, 'addressProof', DOCUMENT_TYPE_INVALID);

    const gif: FilePart = {
      name: 'governmentId',
      filename: 'id.gif',
      contentType: 'image/gif',
      data: await makeImage('gif'),
    };
    const rest = await documentFiles(['addressProof', 'photo']);
    await expectFileRefused([gif, ...rest], 415, 'governmentId', DOCUMENT_TYPE_INVALID);

    const pdfPhoto: FilePart = {
      name: 'photo',
      filename: 'me.pdf',
      contentType: 'application/pdf',
      data: textPdf(['me']),
    };
    const papers = await documentFiles(['governmentId', 'addressProof']);
    await expectFileRefused([...papers, pdfPhoto], 415, 'photo', PARTNER_PHOTO_NOT_AN_IMAGE);

    const huge: FilePart = {
      name: 'addressProof',
      filename: 'bill.pdf',
      contentType: 'application/pdf',
      data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_DOCUMENT_BYTES + 10, 32)]),
    };
    await expectFileRefused([...files, huge], 413, 'addressProof', DOCUMENT_TOO_LARGE);
    expect(await count()).toBe(0);
    expect(stored()).toEqual(before);
  });

  test('a PDF that runs or hides something, or is no PDF, is refused with its field; nothing is stored', async () => {
    const before = stored();
    const cases: [string, string, Message][] = [
      ['addressProof', 'js-object-stream-ascii85.pdf', DOCUMENT_PDF_ACTIVE_CONTENT],
      ['governmentId', 'open-action-launch.pdf', DOCUMENT_PDF_ACTIVE_CONTENT],
      ['addressProof', 'html-with-pdf-header.pdf', DOCUMENT_NOT_WHAT_IT_CLAIMS],
    ];
    for (const [field, fixture, message] of cases) {
      const others = await documentFiles(
        ['governmentId', 'addressProof', 'photo'].filter((name) => name !== field),
      );
      const pdf: FilePart = {
        name: field,
        filename: fixture,
        contentType: 'application/pdf',
        data: pdfFixture(fixture),
      };
      await expectFileRefused([...others, pdf], 415, field, message);
    }
    const papers = await documentFiles(['governmentId', 'addressProof', 'photo']);
    const photo = papers.find((file) => file.name === 'photo') as FilePart;
    await expectFileRefused([...papers, photo], 400, 'photo', ONE_FILE_PER_FIELD);
    expect(await count()).toBe(0);
    expect(stored()).toEqual(before);
  });

  test('one open application per phone: pending or a partner is a 409 that reveals nothing else', async () => {
    const before = stored().length;
    const id = await applied();
    // The same mobile written another way.
    const again = expectError(
      'applyAsDeliveryPartner',
      await apply({ ...FIELDS, name: 'Someone Else', phone: '+91 9848022338' }),
      409,
    );
    expectProblem(again, APPLICATION_PENDING_FOR_PHONE);
    expect(JSON.stringify(again)).not.toContain('Ravi');
    const admin = await t.admin();
    expectContract('approvePartnerApplication', await decide(admin, id, 'approve'), 200);
    expectError('applyAsDeliveryPartner', await apply(), 409, ALREADY_A_PARTNER);
    expect(await count()).toBe(1);
    expect(stored()).toHaveLength(before + 4);
  });

  test('two applications for one phone at once: one gets in, the other hears why', async () => {
    const [first, second] = await Promise.all([apply(), apply()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect(await count()).toBe(1);
  });

  test('Support sees an application without its documents; a Reviewer sees them', async () => {
    const id = await applied();
    const reviewer = await detail(await t.admin(undefined, 'Reviewer'), id);
    expect(reviewer.documents.length).toBeGreaterThan(0);
    const support = await detail(await t.admin(undefined, 'Support'), id);
    expect(support.application._id).toBe(id);
    expect(support.documents).toEqual([]);
  });

  test('re-applying after a rejection follows the rejected application, which the reviewer sees', async () => {
    const admin = await t.admin();
    const first = await applied();
    expectContract(
      'rejectPartnerApplication',
      await decide(admin, first, 'reject', {
        reason: 'unclear_document',
        note: 'The ID is blurred.',
      }),
      200,
    );
    const second = await applied({ vehicle: 'motorbike' });
    const { application, earlierApplications } = await detail(admin, second);
    expect(application).toMatchObject({ previousApplicationId: first, vehicle: 'motorbike' });
    expect(earlierApplications).toMatchObject([
      { _id: first, status: 'rejected', reason: 'unclear_document', note: 'The ID is blurred.' },
    ]);
    expectContract(
      'rejectPartnerApplication',
      await decide(admin, second, 'reject', { reason: 'licence_missing' }),
      200,
    );
    const third = await applied();
    const later = await detail(admin, third);
    expect(later.application.previousApplicationId).toBe(second);
    expect(later.earlierApplications.map((a) => a._id)).toEqual([second, first]);
  });

  test('a partner hears back in the language they applied in, reason and link too', async () => {
    const admin = await t.admin();
    const appliedIn = async (language: string, phone: string, name: string) =>
      expectContract<{ data: { application: { _id: string } } }>(
        'applyAsDeliveryPartner',
        await apply({ ...FIELDS, name, phone, language }),
        201,
      ).data.application._id;
    expectError(
      'applyAsDeliveryPartner',
      await apply({ ...FIELDS, phone: '9000000009', language: 'ta' }),
      400,
    );
    const lakshmi = await appliedIn('te', '9000000001', 'Lakshmi');
    const meena = await appliedIn('hi', '9000000002', 'Meena');
    const english = await appliedIn('en', '9000000003', 'John');
    expectContract('approvePartnerApplication', await decide(admin, lakshmi, 'approve'), 200);
    expectContract(
      'rejectPartnerApplication',
      await decide(admin, meena, 'reject', { reason: 'unclear_document' }),
      200,
    );
    expectContract(
      'rejectPartnerApplication',
      await decide(admin, english, 'reject', { reason: 'licence_missing' }),
      200,
    );
    const text = async (id: string) => (await detail(admin, id)).notifications[0]?.text;
    expect(await text(lakshmi)).toBe(
      'Kirana: స్వాగతం, Lakshmi! మీ డెలివరీ పార్ట్‌నర్ దరఖాస్తుకు ఆమోదం వచ్చింది. మొదలుపెట్టడానికి Kirana Partner యాప్ తెరవండి.',
    );
    expect(await text(meena)).toBe(
      `Kirana: Meena, आपका डिलीवरी पार्टनर आवेदन मंज़ूर नहीं हुआ। कारण: दस्तावेज़ साफ़ नहीं है। आप यहाँ दोबारा आवेदन कर सकते हैं: ${t.config.siteUrl}/hi/deliver-with-us`,
    );
    expect(await text(english)).toBe(
      `Kirana: John, your delivery partner application was not approved. Reason: Driving licence missing. You may apply again at ${t.config.siteUrl}/deliver-with-us`,
    );
    const rows = await t.db.query<{ language: string }>(
      'select language from delivery_partner_applications where id = $1',
      [meena],
    );
    expect(rows[0]?.language).toBe('hi');
  });

  test('decisions: approve with a note, reject with a reason, each told by SMS and in the history', async () => {
    const admin = await t.admin();
    const ravi = await applied();
    const sita = await applied({ name: 'Sita Devi', phone: '9123456780' });

    expectError(
      'rejectPartnerApplication',
      await decide(admin, sita, 'reject', {}),
      400,
      invalidFieldMessage('reason', REASON_REQUIRED),
    );
    expectError(
      'rejectPartnerApplication',
      await decide(admin, sita, 'reject', { reason: 'other' }),
      400,
      invalidFieldMessage('note', NOTE_REQUIRED_FOR_OTHER),
    );
    expectError(
      'rejectPartnerApplication',
      await decide(admin, sita, 'reject', { reason: 'details_mismatch' }),
      400,
    );

    const approved = expectContract<{ data: { application: Application } }>(
      'approvePartnerApplication',
      await decide(admin, ravi, 'approve', { note: 'Documents clear.' }),
      200,
    ).data.application;
    expect(approved).toMatchObject({
      status: 'approved',
      note: 'Documents clear.',
      decidedBy: { name: expect.stringMatching(/^Admin/) },
    });
    expectError(
      'rejectPartnerApplication',
      await decide(admin, ravi, 'reject', { reason: 'other', note: 'x' }),
      409,
      APPLICATION_NOT_PENDING,
    );

    expectContract(
      'rejectPartnerApplication',
      await decide(admin, sita, 'reject', { reason: 'outside_service_area' }),
      200,
    );
    const raviDetail = await detail(admin, ravi);
    expect(raviDetail.history.map((entry) => entry.summary)).toEqual(['Approved']);
    expect(raviDetail.notifications).toMatchObject([
      { template: 'partner_approved', state: 'pending', recipientPhone: '+919848022338' },
    ]);
    const sitaDetail = await detail(admin, sita);
    expect(sitaDetail.history.map((entry) => entry.summary)).toEqual([
      'Rejected: Outside our service area',
    ]);
    expect(sitaDetail.notifications[0]?.text).toContain('Reason: Outside our service area.');
    // Only the two successful decisions wrote notifications.
    const rows = await t.db.query<{ n: number }>('select count(*)::int as n from notifications');
    expect(rows[0]?.n).toBe(2);

    expectError(
      'approvePartnerApplication',
      await decide(admin, '4b0c9a36-3f5e-4a43-9a4c-1c2d3e4f5a6b', 'approve'),
      404,
    );
    expectError(
      'getPartnerApplication',
      await t.call('GET', '/api/admin/delivery-partners/applications/nope', admin.headers),
      400,
    );
  });

  test('a decision whose transaction fails leaves no notification and no change', async () => {
    const admin = await t.admin();
    const id = await applied();
    await t.db.query(`create or replace function kirana_test_fail() returns trigger
      language plpgsql as $$ begin raise exception 'audit log unavailable'; end $$`);
    await t.db.query(`create trigger kirana_test_fail before insert on audit_log
      for each row execute function kirana_test_fail()`);
    try {
      const [row] = await t.db.query<{ id: string; name: string }>(
        'select id, name from admins where id = $1',
        [admin.id],
      );
      await expect(
        decideWithEngine(
          t.app.deps.services.review,
          deliveryPartnerReview,
          { ...(row as { id: string; name: string }), email: admin.email } as never,
          id,
          'reject',
          { reason: 'unclear_document' },
        ),
      ).rejects.toThrow('audit log unavailable');
    } finally {
      await t.db.query('drop trigger kirana_test_fail on audit_log');
      await t.db.query('drop function kirana_test_fail()');
    }
    expect((await t.db.query('select id from notifications')).length).toBe(0);
    expect((await detail(admin, id)).application.status).toBe('pending');
  });

  test('the queue: pending first, oldest first; search by name, phone or pincode; filters; pages', async () => {
    const admin = await t.admin();
    const day = 24 * 60 * 60 * 1000;
    const insert = (
      name: string,
      phone: string,
      daysAgo: number,
      vehicle = 'bicycle',
      pincode = '500028',
    ) =>
      t.repos.applications.insert({
        name,
        phone,
        email: null,
        pincode,
        vehicle: vehicle as 'bicycle',
        previousApplicationId: null,
        submittedAt: new Date(Date.now() - daysAgo * day),
      });
    const old = await insert('Old Pending', '9000000011', 3);
    const fresh = await insert('Fresh Pending', '9000000012', 0.5, 'motorbike', '500072');
    const decided = await insert('Decided One', '9000000013', 1);
    await t.repos.applications.decide(decided.id, 'pending', 'rejected');

    const all = await list(admin);
    expect(all.applications.map((a) => a.name)).toEqual([
      'Old Pending',
      'Fresh Pending',
      'Decided One',
    ]);
    expect(all.counts).toEqual({ all: 3, pending: 2, approved: 0, rejected: 1 });
    expect(all.overdue).toBe(1);

    expect((await list(admin, '?q=fresh')).applications.map((a) => a._id)).toEqual([fresh.id]);
    expect((await list(admin, '?q=%2B91%2090000%2000011')).applications.map((a) => a._id)).toEqual([
      old.id,
    ]);
    expect((await list(admin, '?q=500072')).applications.map((a) => a._id)).toEqual([fresh.id]);
    expect((await list(admin, '?vehicle=motorbike')).applications.map((a) => a._id)).toEqual([
      fresh.id,
    ]);
    const rejected = await list(admin, '?status=rejected');
    expect(rejected.applications.map((a) => a._id)).toEqual([decided.id]);
    expect(rejected.total).toBe(1);

    const first = await list(admin, '?limit=2');
    expect(first.applications).toHaveLength(2);
    const next = await list(admin, `?limit=2&cursor=${first.nextCursor}`);
    expect(next.applications.map((a) => a._id)).toEqual([decided.id]);
    expect(next.nextCursor).toBeNull();
    // The first page counts the queue; the pages after it do not count it again.
    expect(first.total).toBe(3);
    expect([next.total, next.counts, next.overdue]).toEqual([null, null, null]);

    const bad = await t.call(
      'GET',
      '/api/admin/delivery-partners/applications?cursor=WyJ4Il0',
      admin.headers,
    );
    expectError('listPartnerApplications', bad, 400, CURSOR_INVALID);
    expectError(
      'listPartnerApplications',
      await t.call('GET', '/api/admin/delivery-partners/applications'),
      401,
    );
  });

  test("the documents' checklist: verified, or unclear with a note; another application's document is a 404", async () => {
    const admin = await t.admin();
    const id = await applied();
    const other = await applied({ phone: '9111111111' });
    const [document] = (await detail(admin, id)).documents;
    const [foreign] = (await detail(admin, other)).documents;
    const review = (documentId: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/delivery-partners/applications/${id}/documents/${documentId}/review`,
        headers: admin.headers,
        payload,
      });
    expectError(
      'reviewApplicationDocument',
      await review(document?._id ?? '', { state: 'unclear' }),
      400,
      invalidFieldMessage('note', UNCLEAR_NEEDS_NOTE),
    );
    expectContract(
      'reviewApplicationDocument',
      await review(document?._id ?? '', { state: 'unclear', note: 'Glare on the number.' }),
      200,
    );
    expectError(
      'reviewApplicationDocument',
      await review(foreign?._id ?? '', { state: 'verified' }),
      404,
      DOCUMENT_NOT_FOUND,
    );
    const { documents, history } = await detail(admin, id);
    expect(documents[0]?.review.state).toBe('unclear');
    expect(history.map((entry) => entry.summary)).toEqual(['Marked Government ID unclear']);
    expectError(
      'reviewApplicationDocument',
      await t.call(
        'PATCH',
        `/api/admin/delivery-partners/applications/${foreign?._id}/documents/${document?._id}/review`,
        admin.headers,
        { state: 'verified' },
      ),
      404,
      APPLICATION_NOT_FOUND,
    );
  });

  test('applications are rate limited per address', async () => {
    const empty = multipart({});
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/delivery-partners/applications',
        payload: empty.payload,
        headers: empty.headers,
        remoteAddress,
      });
    for (let i = 0; i < PARTNER_APPLICATION_LIMIT; i += 1)
      expectError('applyAsDeliveryPartner', await send('198.51.100.4'), 400);
    const limited = await send('198.51.100.4');
    expectError('applyAsDeliveryPartner', limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectError('applyAsDeliveryPartner', await send('198.51.100.5'), 400);
  });

  test('the dashboard counts applications waiting for a decision', async () => {
    const admin = await t.admin();
    await applied();
    await applied({ phone: '9111111112' });
    const queues = expectContract<{
      data: { partnerApplications: { pending: number; overdue: number } };
    }>(
      'getDashboardQueues',
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers }),
      200,
    ).data;
    expect(queues.partnerApplications).toEqual({ pending: 2, overdue: 0 });
  });
});
