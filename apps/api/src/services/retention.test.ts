// The retention schedule at each edge, on both databases: a day before its edge a thing is kept,
// on the day it is erased (the row marked or removed, the file gone, an activity entry without
// the data); a dry run lists the same and changes nothing; two runs at once are one; a run killed
// after its commit is finished by the next, leaving no file without its row or row without file.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  APPROVED_ID_RETENTION_DAYS,
  DRAFT_ERASURE_NOTICE_DAYS,
  DRAFT_RETENTION_DAYS,
  PHONE_NUMBER_RETENTION_DAYS,
  REJECTED_DOCUMENTS_RETENTION_DAYS,
  RETENTION_ERASE_ACTION,
} from '@kirana/domain/retention';
import { DOCUMENT_ERASED } from '@kirana/domain/stores';
import { newDocumentKey } from '../storage/storage.js';
import { useTestApp } from '../testing/app.js';
import { expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore, makeImage, storedDocument } from '../testing/fixtures.js';
import { RETENTION_JOB, RETENTION_LEASE_MS, nextRetentionRun, runRetention } from './retention.js';

const T0 = new Date('2026-03-02T10:00:00Z');
const day = (n: number) => new Date(T0.getTime() + n * 86_400_000);

describe('the next daily run', () => {
  test('is at 02:30 India time (21:00 UTC), the same day when still ahead, else the next', () => {
    expect(nextRetentionRun(new Date('2026-12-02T08:00:00Z')).toISOString()).toBe(
      '2026-12-02T21:00:00.000Z',
    );
    expect(nextRetentionRun(new Date('2026-12-02T21:00:00Z')).toISOString()).toBe(
      '2026-12-03T21:00:00.000Z',
    );
    expect(nextRetentionRun(new Date('2026-12-02T20:59:59Z')).toISOString()).toBe(
      '2026-12-02T21:00:00.000Z',
    );
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`the retention schedule (${TEST_DB})`, () => {
  const t = useTestApp();
  const deps = () => ({
    db: t.db,
    repos: t.repos,
    documents: t.documents,
    siteUrl: 'https://kirana.example',
  });

  /** A JPEG stored as a document's file, with the size and upload time its row keeps. */
  const storedJpeg = async () => ({
    ...(await storedDocument(t, await makeImage('jpeg'))),
    size: 100,
    uploadedAt: T0,
  });

  /** A document stored for a store (its file and its row), as a reviewer left it. */
  async function storeDocument(branchId: string, kind: 'shop_photo' | 'government_id') {
    const file = await storedJpeg();
    const { document } = await t.repos.documents.put({ parentId: branchId, kind, ...file });
    return { id: document.id, key: file.storageKey };
  }

  async function applicationDocument(applicationId: string, kind: 'government_id' | 'photo') {
    const file = await storedJpeg();
    const { document } = await t.repos.applicationDocuments.put({
      parentId: applicationId,
      kind,
      ...file,
    });
    return { id: document.id, key: file.storageKey };
  }

  async function decidedStore(action: 'approve' | 'reject', adminId: string) {
    const store = await insertStore(t.repos, {
      status: action === 'approve' ? 'approved' : 'rejected',
      governmentIdType: 'aadhaar',
      governmentIdLast4: '4821',
    });
    const id = await storeDocument(store.id, 'government_id');
    const photo = await storeDocument(store.id, 'shop_photo');
    await t.repos.documents.review({
      parentId: store.id,
      documentId: id.id,
      state: 'verified',
      note: null,
      adminId,
      at: T0,
    });
    await t.repos.reviewDecisions.record({
      kind: 'store',
      subjectId: store.id,
      decision: action,
      reason: action === 'reject' ? 'unclear_document' : null,
      note: null,
      adminId,
      at: T0,
    });
    return { store, id, photo };
  }

  async function decidedApplication(status: 'approved' | 'rejected', adminId: string) {
    const application = await t.repos.applications.insert({
      name: 'Ravi',
      phone: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      email: null,
      pincode: '500032',
      vehicle: 'motorbike',
      previousApplicationId: null,
      submittedAt: T0,
    });
    const id = await applicationDocument(application.id, 'government_id');
    const photo = await applicationDocument(application.id, 'photo');
    await t.repos.applications.decide(application.id, 'pending', status);
    await t.repos.reviewDecisions.record({
      kind: 'delivery-partner',
      subjectId: application.id,
      decision: status === 'approved' ? 'approve' : 'reject',
      reason: status === 'rejected' ? 'unclear_document' : null,
      note: null,
      adminId,
      at: T0,
    });
    return { application, id, photo };
  }

  async function draft(language: 'en' | 'te' = 'en') {
    const [owner] = await t.db.query<{ id: string }>(
      `insert into store_owners (phone, language) values ($1, $2) returning id`,
      [`+919${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`, language],
    );
    const [row] = await t.db.query<{ id: string }>(
      `insert into store_registrations (owner_id, shop_name, updated_at) values ($1, 'Lakshmi', $2)
       returning id`,
      [owner?.id, T0],
    );
    const key = newDocumentKey('jpg');
    await t.documents.put(key, await makeImage('jpeg'), 'image/jpeg');
    await t.db.query(
      `insert into registration_documents (registration_id, kind, storage_key, content_type, size)
       values ($1, 'government_id', $2, 'image/jpeg', 100)`,
      [row?.id, key],
    );
    return { id: row?.id ?? '', key };
  }

  const fileExists = async (key: string) => (await t.rawDocuments.get(key)) !== null;
  const storedKey = async (table: string, id: string) =>
    (
      await t.db.query<{ key: string | null; erasedAt: Date | null }>(
        `select storage_key as key, erased_at as "erasedAt" from ${table} where id = $1`,
        [id],
      )
    )[0];
  const erasures = async (entityId: string) =>
    t.db.query<{ details: { rule: string; kind?: string } }>(
      `select details from audit_log where action = $1 and entity_id = $2 order by at`,
      [RETENTION_ERASE_ACTION, entityId],
    );

  test('each rule keeps a day before its edge and erases on the day', async () => {
    const admin = await t.admin();
    const approved = await decidedStore('approve', admin.id);
    const rejected = await decidedStore('reject', admin.id);
    const approvedPartner = await decidedApplication('approved', admin.id);
    const rejectedPartner = await decidedApplication('rejected', admin.id);
    const untouched = await draft();
    await t.db.query(
      `insert into notifications (recipient_phone, template, params, entity, entity_id, created_at)
       values ('+919848022338', 'store_code', '{}', 'owner-sign-in', $1, $2)`,
      [randomUUID(), T0],
    );
    const run = (n: number, dryRun = false) => runRetention(deps(), { now: day(n), dryRun });

    // A day before the 30-day edges: nothing.
    expect((await run(DRAFT_RETENTION_DAYS - 1)).erasures).toEqual([]);

    // On the day, a dry run lists the draft and both approved IDs, and changes nothing.
    const dry = await run(APPROVED_ID_RETENTION_DAYS, true);
    expect(dry.erasures.map((e) => [e.rule, e.entityId, e.what]).sort()).toEqual(
      [
        ['draftUntouched', untouched.id, 'draft with 1 document(s)'],
        ['idAfterApproval', approved.store.id, 'government_id'],
        ['idAfterApproval', approvedPartner.application.id, 'government_id'],
      ].sort(),
    );
    expect(await fileExists(untouched.key)).toBe(true);
    expect((await storedKey('branch_documents', approved.id.id))?.key).toBe(approved.id.key);

    const thirty = await run(APPROVED_ID_RETENTION_DAYS);
    expect(thirty.erasures).toHaveLength(3);
    expect(thirty.filesDeleted).toBe(3);
    // The draft is gone with its document; the IDs' rows stay without their bytes.
    expect(
      await t.db.query('select id from store_registrations where id = $1', [untouched.id]),
    ).toEqual([]);
    expect(await fileExists(untouched.key)).toBe(false);
    for (const [table, document] of [
      ['branch_documents', approved.id],
      ['application_documents', approvedPartner.id],
    ] as const) {
      expect(await storedKey(table, document.id)).toEqual({
        key: null,
        erasedAt: day(APPROVED_ID_RETENTION_DAYS),
      });
      expect(await fileExists(document.key)).toBe(false);
    }
    // The shop photo and the partner's photo are kept; so are the ID's type, last 4 and mark.
    expect(await fileExists(approved.photo.key)).toBe(true);
    expect(await fileExists(approvedPartner.photo.key)).toBe(true);
    const detail = await t.call('GET', `/api/admin/branches/${approved.store.id}`, admin.headers);
    const store = detail.json<{
      data: {
        registration: { governmentId: { type: string; last4: string } | null };
        documents: {
          _id: string;
          kind: string;
          erasedAt: string | null;
          review: { state: string; reviewedBy: { name: string } | null };
        }[];
      };
    }>().data;
    expect(detail.statusCode).toBe(200);
    expect(store.registration.governmentId).toMatchObject({ type: 'aadhaar', last4: '4821' });
    const idRow = store.documents.find((d) => d.kind === 'government_id');
    expect(idRow).toMatchObject({
      erasedAt: day(APPROVED_ID_RETENTION_DAYS).toISOString(),
      review: { state: 'verified', reviewedBy: { name: expect.any(String) } },
    });
    expectError(
      'openDocument',
      await t.call('GET', `/api/admin/documents/${idRow?._id ?? ''}`, admin.headers),
      404,
      DOCUMENT_ERASED,
    );
    // The activity log says which rule, never the data.
    expect(await erasures(approved.store.id)).toEqual([
      { details: { rule: 'idAfterApproval', kind: 'government_id', documentId: approved.id.id } },
    ]);
    expect(await erasures(untouched.id)).toEqual([
      { details: { rule: 'draftUntouched', documents: 1 } },
    ]);

    // Rejections: kept until the 90th day, then every document of them erased.
    expect((await run(REJECTED_DOCUMENTS_RETENTION_DAYS - 1)).erasures).toEqual([]);
    const ninety = await run(REJECTED_DOCUMENTS_RETENTION_DAYS);
    expect(ninety.erasures.map((e) => [e.entityId, e.what]).sort()).toEqual(
      [
        [rejected.store.id, 'government_id'],
        [rejected.store.id, 'shop_photo'],
        [rejectedPartner.application.id, 'government_id'],
        [rejectedPartner.application.id, 'photo'],
      ].sort(),
    );
    for (const key of [rejected.id.key, rejected.photo.key, rejectedPartner.id.key])
      expect(await fileExists(key)).toBe(false);

    // Phone numbers: the whole number for a year, then its last 4 digits.
    const phone = async () =>
      (
        await t.db.query<{ phone: string }>(
          `select recipient_phone as phone from notifications where created_at = $1`,
          [T0],
        )
      )[0]?.phone;
    expect((await run(PHONE_NUMBER_RETENTION_DAYS - 1)).erasures).toEqual([]);
    expect(await phone()).toBe('+919848022338');
    expect((await run(PHONE_NUMBER_RETENTION_DAYS)).erasures).toMatchObject([
      { rule: 'phoneAfterAYear', what: '1 row(s) naming a phone number' },
    ]);
    expect(await phone()).toBe('******2338');
    // Nothing is erased twice.
    expect((await run(PHONE_NUMBER_RETENTION_DAYS + 1)).erasures).toEqual([]);
  });

  test("the draft's owner is told 3 days before, once, and again after coming back", async () => {
    const untouched = await draft('te');
    const notices = () =>
      t.db.query<{ template: string; language: string; params: { dueAt: string; link: string } }>(
        `select template, language, params from notifications
         where entity = 'store-registration' and entity_id = $1 order by created_at`,
        [untouched.id],
      );
    const run = (n: number) => runRetention(deps(), { now: day(n) });
    expect((await run(DRAFT_RETENTION_DAYS - DRAFT_ERASURE_NOTICE_DAYS - 1)).warned).toBe(0);
    expect((await run(DRAFT_RETENTION_DAYS - DRAFT_ERASURE_NOTICE_DAYS)).warned).toBe(1);
    expect(await notices()).toEqual([
      {
        template: 'store_draft_expiring',
        language: 'te',
        params: {
          dueAt: day(DRAFT_RETENTION_DAYS).toISOString(),
          link: 'https://kirana.example/te/register-store',
        },
      },
    ]);
    // Once: the next day's run says nothing more.
    expect((await run(DRAFT_RETENTION_DAYS - 1)).warned).toBe(0);
    // The owner came back on day 29 and left again: told again 27 days after that.
    await t.db.query('update store_registrations set updated_at = $2 where id = $1', [
      untouched.id,
      day(29),
    ]);
    expect((await run(29 + DRAFT_RETENTION_DAYS - DRAFT_ERASURE_NOTICE_DAYS)).warned).toBe(1);
    expect(await notices()).toHaveLength(2);
  });

  test('a draft touched since it was found, or a document replaced, is kept', async () => {
    const untouched = await draft();
    // The owner came back the day before: the clock starts again.
    await t.db.query('update store_registrations set updated_at = $2 where id = $1', [
      untouched.id,
      day(DRAFT_RETENTION_DAYS - 1),
    ]);
    expect((await runRetention(deps(), { now: day(DRAFT_RETENTION_DAYS) })).erasures).toEqual([]);
    expect(await fileExists(untouched.key)).toBe(true);
  });

  test("two runs at once: one runs, the other says so; a crashed holder's lease runs out", async () => {
    const now = day(1);
    expect(
      await t.repos.retention.lease(RETENTION_JOB, 'other-instance', now, RETENTION_LEASE_MS),
    ).toBe(true);
    expect(await runRetention(deps(), { now })).toEqual({
      dryRun: false,
      ran: false,
      warned: 0,
      erasures: [],
      filesDeleted: 0,
    });
    const later = new Date(now.getTime() + RETENTION_LEASE_MS);
    expect((await runRetention(deps(), { now: later })).ran).toBe(true);
  });

  test('a run killed after its commit: the next deletes the file, and rows and files agree', async () => {
    const admin = await t.admin();
    const { id } = await decidedStore('approve', admin.id);
    const due = (
      await t.repos.retention.documentsDue(day(30), REJECTED_DOCUMENTS_RETENTION_DAYS, 30)
    ).find((d) => d.documentId === id.id);
    expect(due).toBeDefined();
    // Killed between the commit and the file's deletion.
    await t.db.transaction((tx) =>
      t.repos.retention.eraseDocument(due ?? ({} as never), day(30), tx),
    );
    expect(await fileExists(id.key)).toBe(true);
    expect(await t.repos.retention.pendingErasures()).toContain(id.key);

    const next = await runRetention(deps(), { now: day(31) });
    expect(next.filesDeleted).toBeGreaterThanOrEqual(1);
    expect(await fileExists(id.key)).toBe(false);
    expect(await t.repos.retention.pendingErasures()).toEqual([]);
    // No stored row without its file (each test starts with empty tables; the files of the
    // earlier tests stay in the directory, so only rows are walked).
    const rows = await t.db.query<{ key: string }>(
      `select storage_key as key from branch_documents where storage_key is not null
       union all select storage_key from application_documents where storage_key is not null
       union all select storage_key from registration_documents`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(await fileExists(key), key).toBe(true);
  });
});
