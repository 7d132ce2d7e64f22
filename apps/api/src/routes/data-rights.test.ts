// The owner's rights on both databases (issue 40): "My data" is a ZIP of the JSON and the
// documents' own bytes, stored sealed, for a day (then 410, and the retention job erases it),
// and nobody else's; erasure requests and grievances land in the Requests queue with their due
// dates, are answered once through the outbox (and an erasure answered with erase erases), each
// step audited without the data; withdrawing consent erases the registration, a listed store
// delisted first and one under review taken out of the queue; roles without the permission get
// 403 and change nothing.
import { STORE_DATA_ERASED } from '@kirana/domain/stores';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, test } from 'vitest';
import { PERMISSION_MISSING } from '@kirana/domain/team';
import { withParams } from '@kirana/domain/catalogue';
import { invalidFieldMessage } from '@kirana/domain/common';
import { RETENTION_ERASE_ACTION } from '@kirana/domain/retention';
import {
  DATA_ERASE_ACTION,
  DATA_EXPORT_HOURS,
  DATA_REQUEST_ANSWERED_ALREADY,
  DATA_REQUEST_ANSWER_ACTION,
  DATA_REQUEST_ASK_ACTION,
  DATA_REQUEST_MESSAGE_REQUIRED,
  ERASED_TEXT,
  ERASE_NOT_ERASURE,
  ERASURE_ANSWER_DAYS,
  ERASURE_MID_REVIEW,
  ERASURE_OPEN,
  EXPORT_EXPIRED,
  EXPORT_MISSING,
  GRIEVANCE_ANSWER_DAYS,
  NOTHING_TO_ERASE,
} from '@kirana/domain/rights';
import { runRetention } from '../services/retention.js';
import { useTestApp, type TestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { ownerCall, registerStoreOnSite, signedInOwner } from '../testing/owners.js';

type Headers = { authorization: string };
const DAY = 86_400_000;

interface ExportState {
  data: {
    export: { status: string; requestedAt: string; expiresAt: string; sizeBytes: number } | null;
  };
}
interface OwnerRequest {
  _id: string;
  kind: string;
  status: string;
  message: string;
  createdAt: string;
  dueAt: string;
  answer: { reply: string; answeredAt: string; erased: boolean } | null;
}
interface QueueRequest extends Omit<OwnerRequest, 'answer'> {
  overdue: boolean;
  owner: { _id: string; phone: string; language: string };
  store: { _id: string; name: string; status: string } | null;
  answer: {
    reply: string;
    erased: boolean;
    answeredBy: { _id: string; name: string } | null;
  } | null;
}

const call = (
  t: TestApp,
  headers: Headers,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

type RequestBody = { kind: 'grievance' | 'erasure'; message?: string };

/** The owner asks for something (a grievance, an erasure). */
const ask = (t: TestApp, owner: Headers, body: RequestBody) =>
  call(t, owner, 'POST', '/api/store-owner/requests', body);

/** The owner asks, and the request is made (201). */
async function requestMade(t: TestApp, owner: Headers, body: RequestBody): Promise<OwnerRequest> {
  const res = await ask(t, owner, body);
  return expectContract<{ data: { request: OwnerRequest } }>('createOwnerDataRequest', res, 201)
    .data.request;
}

/** The store's documents as kept (their keys), and the store's row. */
async function storeState(t: TestApp, storeId: string) {
  const documents = await t.db.query<{ key: string | null; erasedAt: Date | null }>(
    `select storage_key as key, erased_at as "erasedAt" from branch_documents
     where branch_id = $1 order by kind`,
    [storeId],
  );
  const [store] = await t.db.query<Record<string, unknown>>(
    'select * from branches where id = $1',
    [storeId],
  );
  return { documents, store };
}

/** An approved store of the owner of `phone`, registered on the site. */
async function approvedStore(t: TestApp, phone: string) {
  const registered = await registerStoreOnSite(t, phone);
  await t.db.query(`update branches set status = 'approved' where id = $1`, [registered.storeId]);
  return registered;
}

describe.skipIf(!DATABASE_AVAILABLE)(`the owner's rights (${TEST_DB})`, () => {
  const t = useTestApp();

  describe('My data', () => {
    test('a ZIP of everything kept (JSON and the documents’ own bytes), sealed at rest, for the owner only', async () => {
      const { owner, storeId } = await registerStoreOnSite(t, '+919848022338');
      const none = expectContract<ExportState>(
        'getOwnerDataExport',
        await call(t, owner, 'GET', '/api/store-owner/data-export'),
        200,
      );
      expect(none.data.export).toBeNull();
      expectError(
        'getOwnerDataExportFile',
        await call(t, owner, 'GET', '/api/store-owner/data-export/download'),
        404,
        EXPORT_MISSING,
      );

      const prepared = expectContract<ExportState>(
        'prepareOwnerDataExport',
        await call(t, owner, 'POST', '/api/store-owner/data-export'),
        201,
      );
      const state = prepared.data.export;
      expect(state?.status).toBe('ready');
      expect(Date.parse(state?.expiresAt ?? '') - Date.parse(state?.requestedAt ?? '')).toBe(
        DATA_EXPORT_HOURS * 3_600_000,
      );

      const download = await call(t, owner, 'GET', '/api/store-owner/data-export/download');
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/zip');
      expect(download.headers['content-disposition']).toMatch(
        /^attachment; filename="kirana-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
      );
      const zip = unzipSync(new Uint8Array(download.rawPayload));
      const json = JSON.parse(strFromU8(zip['my-data.json'] ?? new Uint8Array())) as {
        owner: { phone: string };
        stores: {
          name: string;
          ownerName: string;
          status: string;
          documents: { kind: string; file: string | null }[];
          decisions: { action: string }[];
        }[];
        messagesSentToYou: { template: string; text: string }[];
      };
      expect(json.owner.phone).toBe('+919848022338');
      expect(json.stores[0]).toMatchObject({
        name: 'Lakshmi Kirana',
        ownerName: 'Lakshmi Devi',
        status: 'pending',
      });
      expect(json.stores[0]?.decisions.map((entry) => entry.action)).toContain('submit');
      expect(json.messagesSentToYou.map((message) => message.template)).toContain('store_received');
      // The sign-in code never travels in the download.
      expect(JSON.stringify(json)).not.toMatch(/"code"/);

      // Each document's own bytes, opened from the sealed storage.
      const kept = await t.db.query<{ kind: string; key: string }>(
        'select kind, storage_key as key from branch_documents where branch_id = $1',
        [storeId],
      );
      expect(kept).toHaveLength(3);
      for (const document of kept) {
        const entry = json.stores[0]?.documents.find((d) => d.kind === document.kind);
        expect(entry?.file).toBeTruthy();
        const original = await t.documents.get(document.key);
        expect(Buffer.from(zip[entry?.file ?? ''] ?? [])).toEqual(original?.body);
      }

      // Stored sealed: no ZIP signature or JSON on the disk.
      const [row] = await t.db.query<{ key: string }>(
        'select storage_key as key from data_exports',
      );
      const raw = await t.rawDocuments.get(row?.key ?? '');
      expect(raw?.body.subarray(0, 2).toString('latin1')).not.toBe('PK');
      expect(raw?.body.includes(Buffer.from('Lakshmi Devi'))).toBe(false);

      // Another owner reaches nothing of it.
      const other = await signedInOwner(t, '+919000000001');
      expect(
        expectContract<ExportState>(
          'getOwnerDataExport',
          await call(t, other, 'GET', '/api/store-owner/data-export'),
          200,
        ).data.export,
      ).toBeNull();
      expectError(
        'getOwnerDataExportFile',
        await call(t, other, 'GET', '/api/store-owner/data-export/download'),
        404,
        EXPORT_MISSING,
      );
    });

    test('asking again replaces the download and erases the one before', async () => {
      const { owner } = await registerStoreOnSite(t, '+919848022338');
      await call(t, owner, 'POST', '/api/store-owner/data-export');
      const [first] = await t.db.query<{ key: string }>(
        'select storage_key as key from data_exports',
      );
      await call(t, owner, 'POST', '/api/store-owner/data-export');
      const rows = await t.db.query<{ key: string }>('select storage_key as key from data_exports');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.key).not.toBe(first?.key);
      expect(await t.documents.get(first?.key ?? '')).toBeNull();
    });

    test('a second before its day is over it downloads; at the day it is 410, and retention erases it', async () => {
      const { owner } = await registerStoreOnSite(t, '+919848022338');
      await call(t, owner, 'POST', '/api/store-owner/data-export');
      const [row] = await t.db.query<{ key: string; ownerId: string }>(
        'select storage_key as key, owner_id as "ownerId" from data_exports',
      );
      // Prepared a day ago less a second: still ready.
      await t.db.query(
        `update data_exports set created_at = now() - interval '1 day' + interval '1 second',
           expires_at = now() + interval '1 second'`,
      );
      expect(
        (await call(t, owner, 'GET', '/api/store-owner/data-export/download')).statusCode,
      ).toBe(200);
      // Prepared a day ago: expired.
      await t.db.query(
        `update data_exports set created_at = now() - interval '1 day', expires_at = now()`,
      );
      const state = expectContract<ExportState>(
        'getOwnerDataExport',
        await call(t, owner, 'GET', '/api/store-owner/data-export'),
        200,
      );
      expect(state.data.export?.status).toBe('expired');
      const gone = expectError(
        'getOwnerDataExportFile',
        await call(t, owner, 'GET', '/api/store-owner/data-export/download'),
        410,
        EXPORT_EXPIRED,
      );
      expect(gone.code).toBe('GONE');

      // The daily job erases it: the file, the row, an entry without the data.
      const deps = {
        db: t.db,
        repos: t.repos,
        documents: t.documents,
        siteUrl: 'https://k.example',
      };
      const report = await runRetention(deps, { now: new Date(Date.now() + 1000) });
      expect(report.erasures.map((e) => e.rule)).toContain('dataExportExpired');
      expect(await t.db.query('select * from data_exports')).toEqual([]);
      expect(await t.documents.get(row?.key ?? '')).toBeNull();
      const [entry] = await t.db.query<{ details: Record<string, unknown> }>(
        `select details from audit_log where action = $1 and entity = 'store-owner' and entity_id = $2`,
        [RETENTION_ERASE_ACTION, row?.ownerId],
      );
      expect(entry?.details).toEqual({ rule: 'dataExportExpired' });
    });
  });

  describe('requests and the queue', () => {
    test('a grievance needs words; an erasure asked twice is 409; due dates are ours', async () => {
      const { owner } = await approvedStore(t, '+919848022338');
      expectError(
        'createOwnerDataRequest',
        await ask(t, owner, { kind: 'grievance', message: '  ' }),
        400,
        invalidFieldMessage('message', DATA_REQUEST_MESSAGE_REQUIRED),
      );
      const grievance = await requestMade(t, owner, {
        kind: 'grievance',
        message: 'My store does not show in the app.',
      });
      expect(Date.parse(grievance.dueAt) - Date.parse(grievance.createdAt)).toBe(
        GRIEVANCE_ANSWER_DAYS * DAY,
      );
      const erasure = await requestMade(t, owner, { kind: 'erasure' });
      expect(erasure).toMatchObject({ kind: 'erasure', status: 'open', message: '', answer: null });
      expect(Date.parse(erasure.dueAt) - Date.parse(erasure.createdAt)).toBe(
        ERASURE_ANSWER_DAYS * DAY,
      );
      const before = await t.db.query('select * from data_requests order by id');
      expectError(
        'createOwnerDataRequest',
        await ask(t, owner, { kind: 'erasure' }),
        409,
        ERASURE_OPEN,
      );
      expect(await t.db.query('select * from data_requests order by id')).toEqual(before);

      const mine = expectContract<{ data: { requests: OwnerRequest[] } }>(
        'listOwnerDataRequests',
        await call(t, owner, 'GET', '/api/store-owner/requests'),
        200,
      );
      expect(mine.data.requests.map((r) => r.kind)).toEqual(['erasure', 'grievance']);
      // Another owner sees none of them.
      const other = await signedInOwner(t, '+919000000001');
      expect(
        expectContract<{ data: { requests: OwnerRequest[] } }>(
          'listOwnerDataRequests',
          await call(t, other, 'GET', '/api/store-owner/requests'),
          200,
        ).data.requests,
      ).toEqual([]);

      // Asked: audited without the words.
      const asked = await t.db.query<{ details: Record<string, unknown> }>(
        'select details from audit_log where action = $1 order by at',
        [DATA_REQUEST_ASK_ACTION],
      );
      expect(asked.map((entry) => entry.details)).toEqual([
        { kind: 'grievance', by: 'owner' },
        { kind: 'erasure', by: 'owner' },
      ]);
    });

    test('an erasure asked while the store is under review is a clear 409', async () => {
      const { owner } = await registerStoreOnSite(t, '+919848022338');
      expectError(
        'createOwnerDataRequest',
        await ask(t, owner, { kind: 'erasure' }),
        409,
        ERASURE_MID_REVIEW,
      );
      expect(await t.db.query('select * from data_requests')).toEqual([]);
    });

    test('the queue: open first by due date; an answer goes through the outbox once, audited', async () => {
      const { owner } = await approvedStore(t, '+919848022338');
      await ask(t, owner, { kind: 'grievance', message: 'Please call me about my hours.' });
      await ask(t, owner, { kind: 'erasure' });
      const admin = await t.admin('owner@kirana.test');
      const queue = expectContract<{
        data: { requests: QueueRequest[]; counts: { open: number; overdue: number } };
      }>('listDataRequests', await call(t, admin.headers, 'GET', '/api/admin/data-requests'), 200);
      expect(queue.data.requests.map((r) => r.kind)).toEqual(['erasure', 'grievance']);
      expect(queue.data.counts).toEqual({ open: 2, overdue: 0 });
      const grievance = queue.data.requests[1];
      expect(grievance?.owner.phone).toBe('+919848022338');
      expect(grievance?.store?.name).toBe('Lakshmi Kirana');

      // Answered with a reply: closed with who and when, the reply sent in the owner's language.
      const reply = 'We called you on Monday; your hours are now 7 am to 10 pm.';
      const answered = expectContract<{ data: { request: QueueRequest } }>(
        'answerDataRequest',
        await call(t, admin.headers, 'POST', `/api/admin/data-requests/${grievance?._id}/answer`, {
          reply,
        }),
        200,
      ).data.request;
      expect(answered).toMatchObject({
        status: 'answered',
        answer: { reply, erased: false, answeredBy: { _id: admin.id } },
      });
      const sent = await t.db.query<{
        template: string;
        recipient: string;
        params: { note: string };
      }>(
        `select template, recipient_phone as recipient, params from notifications
         where entity = 'data-request' and entity_id = $1`,
        [grievance?._id],
      );
      expect(sent).toEqual([
        {
          template: 'data_request_answered',
          recipient: '+919848022338',
          params: expect.objectContaining({ note: reply }) as unknown,
        },
      ]);

      // Twice: 409, nothing more sent.
      expectError(
        'answerDataRequest',
        await call(t, admin.headers, 'POST', `/api/admin/data-requests/${grievance?._id}/answer`, {
          reply: 'Again',
        }),
        409,
        DATA_REQUEST_ANSWERED_ALREADY,
      );
      expect(
        await t.db.query(`select id from notifications where entity = 'data-request'`),
      ).toHaveLength(1);

      // The owner reads the answer.
      const mine = expectContract<{ data: { requests: OwnerRequest[] } }>(
        'listOwnerDataRequests',
        await call(t, owner, 'GET', '/api/store-owner/requests'),
        200,
      );
      expect(mine.data.requests.find((r) => r.kind === 'grievance')?.answer?.reply).toBe(reply);

      // Audited without the reply.
      const [entry] = await t.db.query<{ adminId: string; details: Record<string, unknown> }>(
        `select admin_id as "adminId", details from audit_log where action = $1`,
        [DATA_REQUEST_ANSWER_ACTION],
      );
      expect(entry).toEqual({ adminId: admin.id, details: { kind: 'grievance', erased: false } });

      // The status filter, and the dashboard's count.
      const open = expectContract<{ data: { requests: QueueRequest[] } }>(
        'listDataRequests',
        await call(t, admin.headers, 'GET', '/api/admin/data-requests?status=open'),
        200,
      );
      expect(open.data.requests.map((r) => r.kind)).toEqual(['erasure']);
      const dashboard = expectContract<{ data: { dataRequests: { open: number } } }>(
        'getDashboardQueues',
        await call(t, admin.headers, 'GET', '/api/admin/dashboard'),
        200,
      );
      expect(dashboard.data.dataRequests.open).toBe(1);
    });

    test('an erasure request answered with erase erases the files and the personal fields', async () => {
      const { owner, storeId } = await approvedStore(t, '+919848022338');
      const request = await requestMade(t, owner, {
        kind: 'erasure',
        message: 'Please erase my papers.',
      });
      const keys = (await storeState(t, storeId)).documents.map((d) => d.key ?? '');
      const admin = await t.admin('reviewer@kirana.test', 'Reviewer');

      const answered = expectContract<{ data: { request: QueueRequest } }>(
        'answerDataRequest',
        await call(t, admin.headers, 'POST', `/api/admin/data-requests/${request._id}/answer`, {
          reply: 'Your registration’s data is erased.',
          erase: true,
        }),
        200,
      ).data.request;
      expect(answered.answer?.erased).toBe(true);
      expect(answered.store).toEqual({ _id: storeId, name: 'Lakshmi Kirana', status: 'suspended' });

      const { documents, store } = await storeState(t, storeId);
      expect(documents.every((d) => d.key === null && d.erasedAt !== null)).toBe(true);
      for (const key of keys) {
        expect(await t.rawDocuments.get(key)).toBeNull();
      }
      expect(await t.db.query('select * from pending_erasures')).toEqual([]);
      expect(store).toMatchObject({
        status: 'suspended',
        owner_name: ERASED_TEXT,
        street: ERASED_TEXT,
        phone: '******2338',
        owner_email: null,
        fssai_number: null,
        government_id_last4: null,
        latitude: null,
        owner_id: null,
      });
      const [erased] = await t.db.query<{ adminId: string; details: Record<string, unknown> }>(
        `select admin_id as "adminId", details from audit_log where action = $1`,
        [DATA_ERASE_ACTION],
      );
      expect(erased).toEqual({
        adminId: admin.id,
        details: { reason: 'erasureRequest', by: 'team', documents: 3, delisted: 'approved' },
      });
      // The owner's registration is gone from their page.
      const page = expectContract<{ data: { registration: unknown } }>(
        'getOwnerRegistration',
        await ownerCall(t, owner, 'GET'),
        200,
      );
      expect(page.data.registration).toBeNull();
    });

    test('roles: no requests.view is 403; erasing needs documents.erase; erase on a grievance is 400', async () => {
      const { owner } = await approvedStore(t, '+919848022338');
      const grievance = await requestMade(t, owner, {
        kind: 'grievance',
        message: 'Why was I suspended?',
      });
      const erasure = await requestMade(t, owner, { kind: 'erasure' });
      const catalogue = await t.admin('catalogue@kirana.test', 'Catalogue');
      expectError(
        'listDataRequests',
        await call(t, catalogue.headers, 'GET', '/api/admin/data-requests'),
        403,
        withParams(PERMISSION_MISSING, { role: 'Catalogue', permission: 'requests.view' }),
      );
      const support = await t.admin('support@kirana.test', 'Support');
      const before = await t.db.query('select * from data_requests order by id');
      expectError(
        'answerDataRequest',
        await call(t, support.headers, 'POST', `/api/admin/data-requests/${erasure._id}/answer`, {
          reply: 'Erased.',
          erase: true,
        }),
        403,
        withParams(PERMISSION_MISSING, { role: 'Support', permission: 'documents.erase' }),
      );
      const owner1 = await t.admin('owner@kirana.test');
      expectError(
        'answerDataRequest',
        await call(t, owner1.headers, 'POST', `/api/admin/data-requests/${grievance._id}/answer`, {
          reply: 'Erased.',
          erase: true,
        }),
        400,
        invalidFieldMessage('erase', ERASE_NOT_ERASURE),
      );
      expect(await t.db.query('select * from data_requests order by id')).toEqual(before);
      expect(
        await t.db.query(`select id from notifications where entity = 'data-request'`),
      ).toEqual([]);
      // Support answers with a reply.
      expectContract(
        'answerDataRequest',
        await call(t, support.headers, 'POST', `/api/admin/data-requests/${grievance._id}/answer`, {
          reply: 'You were suspended for an expired FSSAI licence.',
        }),
        200,
      );
    });
  });

  describe('withdrawing consent', () => {
    test('an approved store is delisted first, its documents and personal fields erased', async () => {
      const { owner, storeId } = await approvedStore(t, '+919848022338');
      await call(t, owner, 'POST', '/api/store-owner/data-export');
      const keys = (await storeState(t, storeId)).documents.map((d) => d.key ?? '');
      const [download] = await t.db.query<{ key: string }>(
        'select storage_key as key from data_exports',
      );

      const done = expectContract<{
        data: { delisted: string | null; documentsErased: number; withdrawnAt: string };
      }>(
        'withdrawOwnerConsent',
        await call(t, owner, 'POST', '/api/store-owner/consent/withdraw'),
        200,
      );
      expect(done.data).toMatchObject({ delisted: 'approved', documentsErased: 3 });

      const { documents, store } = await storeState(t, storeId);
      expect(store).toMatchObject({ status: 'suspended', owner_name: ERASED_TEXT, owner_id: null });
      expect(documents.every((d) => d.key === null)).toBe(true);
      for (const key of [...keys, download?.key ?? ''])
        expect(await t.rawDocuments.get(key)).toBeNull();
      expect(await t.db.query('select * from data_exports')).toEqual([]);
      const [entry] = await t.db.query<{ ownerId: string; details: Record<string, unknown> }>(
        `select owner_id as "ownerId", details from audit_log where action = $1`,
        [DATA_ERASE_ACTION],
      );
      expect(entry?.details).toEqual({
        reason: 'consentWithdrawn',
        by: 'owner',
        documents: 3,
        delisted: 'approved',
      });
      const registrations = await t.db.query<Record<string, unknown>>(
        'select owner_name, owner_email, fssai_number, government_id_last4 from store_registrations',
      );
      expect(registrations).toEqual([
        { owner_name: null, owner_email: null, fssai_number: null, government_id_last4: null },
      ]);
      // Nothing left: a second withdrawal is a clear 404.
      expectError(
        'withdrawOwnerConsent',
        await call(t, owner, 'POST', '/api/store-owner/consent/withdraw'),
        404,
        NOTHING_TO_ERASE,
      );
      // An erased store is never listed again: the team's "reinstate" is a clear 409.
      const admin = await t.admin();
      expectError(
        'reinstateBranch',
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/branches/${storeId}/reinstate`,
          headers: admin.headers,
          payload: {},
        }),
        409,
        STORE_DATA_ERASED,
      );
      expect((await storeState(t, storeId)).store).toMatchObject({ status: 'suspended' });
      // The agreement ended with the data (kept as the record): registering again asks anew.
      const [consent] = await t.db.query<{ ended: boolean }>(
        'select withdrawn_at is not null as ended from owner_consents',
      );
      expect(consent?.ended).toBe(true);
      const again = expectContract<{ data: { registration: { consent: unknown } } }>(
        'startOwnerRegistration',
        await call(t, owner, 'POST', '/api/store-owner/registration'),
        201,
      );
      expect(again.data.registration.consent).toBeNull();
    });

    test('a store under review is taken out of the queue; a draft is deleted', async () => {
      const { owner, storeId } = await registerStoreOnSite(t, '+919848022338');
      const done = expectContract<{ data: { delisted: string | null } }>(
        'withdrawOwnerConsent',
        await call(t, owner, 'POST', '/api/store-owner/consent/withdraw'),
        200,
      );
      expect(done.data.delisted).toBe('pending');
      const [{ count } = { count: -1 }] = await t.db.query<{ count: number }>(
        `select count(*)::int as count from branches where status = 'pending'`,
      );
      expect(count).toBe(0);
      expect((await storeState(t, storeId)).store).toMatchObject({ status: 'suspended' });

      const drafter = await signedInOwner(t, '+919000000001');
      expectContract('startOwnerRegistration', await ownerCall(t, drafter, 'POST'), 201);
      const draftOnly = expectContract<{ data: { delisted: string | null } }>(
        'withdrawOwnerConsent',
        await call(t, drafter, 'POST', '/api/store-owner/consent/withdraw'),
        200,
      );
      expect(draftOnly.data.delisted).toBeNull();
      expect(
        await t.db.query('select id from store_registrations where submitted_at is null'),
      ).toEqual([]);
    });
  });
});
