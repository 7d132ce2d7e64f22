// The owner's rights (issue 40, sections 4 to 6), as module-level functions over narrow deps:
// "My data" (a ZIP of everything kept about the owner, stored encrypted like the documents, for
// DATA_EXPORT_HOURS), erasure requests and grievances answered from the team's Requests queue
// through the owner's messaging channel, and withdrawing consent. Erasing a registration's data
// (a withdrawal, or an erasure request answered with erase) is one transaction that delists the
// store, marks its documents erased through the retention job's pending_erasures (the files go
// after the commit, or at the next run after a crash) and blanks its personal fields, with an
// activity entry that names no data.
import { strToU8, zipSync } from 'fflate';
import { invalidFieldMessage } from '@kirana/domain/common';
import { withParams } from '@kirana/domain/catalogue';
import { notificationText } from '@kirana/domain/notifications';
import {
  DATA_ERASE_ACTION,
  DATA_EXPORT_ACTION,
  DATA_REQUEST_ANSWERED_ALREADY,
  DATA_REQUEST_ANSWER_ACTION,
  DATA_REQUEST_ASK_ACTION,
  DATA_REQUEST_MESSAGE_REQUIRED,
  DATA_REQUEST_NOT_FOUND,
  ERASED_TEXT,
  ERASE_NOT_ERASURE,
  ERASURE_MID_REVIEW,
  ERASURE_OPEN,
  EXPORT_EXPIRED,
  EXPORT_MISSING,
  NOTHING_TO_ERASE,
  dataExportExpiresAt,
  dataRequestDueAt,
  type DataEraseReason,
  type DelistedState,
  type DataRequestKind,
} from '@kirana/domain/rights';
import { PERMISSION_MISSING, roleHas } from '@kirana/domain/team';
import type { Database, Queryable } from '../db/adapter.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../errors.js';
import type { AdminRow } from '../repositories/admins.js';
import type { AuditEntry } from '../repositories/audit.js';
import type { DataExportRow, DataRequestRow } from '../repositories/data-rights.js';
import type { Repositories } from '../repositories/index.js';
import type { OwnerRow } from '../repositories/store-owners.js';
import { DOCUMENT_EXTENSIONS, newExportKey, type Storage } from '../storage/storage.js';
import type { Audited } from './audited.js';
import { statusLink } from './owner-registration.js';
import { deletePendingFiles } from './retention.js';

export interface RightsDeps {
  db: Pick<Database, 'transaction'>;
  repos: Pick<Repositories, 'rights' | 'retention' | 'notifications' | 'storeRegistrations'>;
  audited: Audited;
  /** The private storage: documents to read into "My data", the download itself. */
  documents: Pick<Storage, 'get' | 'put' | 'delete'>;
  /** The site's origin: the answer's message links to the owner's status page. */
  siteUrl: string;
}

// ---------- "My data" ----------

const EXTENSION_OF: Record<string, string> = Object.fromEntries(
  Object.entries(DOCUMENT_EXTENSIONS).map(([extension, type]) => [type, extension]),
);

/** One document's metadata in the JSON, with where its file is in the ZIP (or null). */
async function withFile(
  deps: Pick<RightsDeps, 'documents'>,
  files: Record<string, Uint8Array>,
  folder: string,
  document: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { storageKey, ...metadata } = document;
  let file: string | null = null;
  if (typeof storageKey === 'string') {
    const stored = await deps.documents.get(storageKey).catch(() => null);
    if (stored) {
      const extension = EXTENSION_OF[String(metadata.contentType)] ?? 'bin';
      file = `documents/${folder}/${String(metadata.kind)}.${extension}`;
      files[file] = new Uint8Array(stored.body);
    }
  }
  return { ...metadata, file };
}

/** Everything kept about the owner and their store: the JSON and the documents' files. */
export async function gatherOwnerData(
  deps: Pick<RightsDeps, 'repos' | 'documents'>,
  owner: OwnerRow,
  now: Date,
): Promise<{ json: Record<string, unknown>; files: Record<string, Uint8Array> }> {
  const { rights } = deps.repos;
  const files: Record<string, Uint8Array> = {};
  const [record, registrations, stores, messages, requests] = await Promise.all([
    rights.ownerRecord(owner.id),
    rights.ownerRegistrations(owner.id),
    rights.ownerStores(owner.id),
    rights.notificationsTo(owner.phone),
    rights.ownerRequests(owner.id),
  ]);
  const registrationsOut = [];
  for (const registration of registrations) {
    const { documents, ...fields } = registration;
    const kept = [];
    for (const document of (documents ?? []) as Record<string, unknown>[])
      kept.push(await withFile(deps, files, 'draft', document));
    registrationsOut.push({ ...fields, documents: kept });
  }
  const storesOut = [];
  for (const [n, store] of stores.entries()) {
    const id = String(store.id);
    const [documents, history] = await Promise.all([
      rights.storeDocuments(id),
      rights.storeHistory(id),
    ]);
    const kept = [];
    for (const document of documents)
      kept.push(await withFile(deps, files, `store-${n + 1}`, document));
    storesOut.push({ ...store, documents: kept, decisions: history });
  }
  const json = {
    about:
      'Everything Kirana keeps about you and your store, as of exportedAt. Your documents are in the documents folder of this ZIP.',
    exportedAt: now.toISOString(),
    owner: record,
    registrations: registrationsOut,
    stores: storesOut,
    messagesSentToYou: messages.map((message) => ({
      template: message.template,
      text: notificationText(message.template, message.params, message.language),
      language: message.language,
      state: message.state,
      channel: message.channel,
      createdAt: message.createdAt,
      sentAt: message.sentAt,
    })),
    requests: requests.map(ownerRequestView),
  };
  return { json, files };
}

/** The download's state at `now`. */
export function exportView(row: DataExportRow, now: Date) {
  return {
    status: new Date(row.expiresAt) <= now ? ('expired' as const) : ('ready' as const),
    requestedAt: row.createdAt,
    expiresAt: row.expiresAt,
    sizeBytes: row.size,
  };
}

/**
 * Prepares the owner's "My data" now (replacing the one before), stored encrypted; answers its
 * row. The file is written before its row: a failure leaves no row without its file.
 */
export async function prepareDataExport(
  deps: RightsDeps,
  owner: OwnerRow,
  now: Date,
): Promise<DataExportRow> {
  const { json, files } = await gatherOwnerData(deps, owner, now);
  const zip = Buffer.from(
    zipSync({ 'my-data.json': strToU8(JSON.stringify(json, null, 2)), ...files }),
  );
  const key = newExportKey();
  await deps.documents.put(key, zip, 'application/zip');
  try {
    await deps.audited(
      'the owner',
      async (tx) => {
        const replaced = await deps.repos.rights.putExport(
          {
            ownerId: owner.id,
            storageKey: key,
            size: zip.length,
            createdAt: now,
            expiresAt: dataExportExpiresAt(now),
          },
          tx,
        );
        if (replaced) await deps.repos.retention.pendErasure(replaced, tx);
      },
      () => ({
        adminId: null,
        ownerId: owner.id,
        action: DATA_EXPORT_ACTION,
        entity: 'store-owner',
        entityId: owner.id,
        details: { by: 'owner', documents: Object.keys(files).length },
        at: now,
      }),
    );
  } catch (error) {
    await deps.documents.delete(key);
    throw error;
  }
  await deletePendingFiles(deps);
  const row = await deps.repos.rights.findExport(owner.id);
  if (!row) throw new Error('the data export was not recorded');
  return row;
}

/** The ZIP to download: 404 when never prepared, 410 once expired. */
export async function dataExportFile(
  deps: Pick<RightsDeps, 'repos' | 'documents'>,
  owner: OwnerRow,
  now: Date,
): Promise<{ body: Buffer; fileName: string }> {
  const row = await deps.repos.rights.findExport(owner.id);
  if (!row) throw notFound(EXPORT_MISSING);
  if (exportView(row, now).status === 'expired') throw new HttpError(410, EXPORT_EXPIRED);
  const stored = await deps.documents.get(row.storageKey);
  if (!stored) throw notFound(EXPORT_MISSING);
  return { body: stored.body, fileName: `kirana-my-data-${row.createdAt.slice(0, 10)}.zip` };
}

// ---------- requests ----------

/** A request as its owner sees it. */
export function ownerRequestView(row: DataRequestRow) {
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    message: row.message,
    createdAt: row.createdAt,
    dueAt: row.dueAt,
    answer:
      row.answeredAt !== null && row.reply !== null
        ? { reply: row.reply, answeredAt: row.answeredAt, erased: row.erased }
        : null,
  };
}

/**
 * The owner asks for erasure or sends a grievance; it lands in the queue due in the kind's days.
 * A grievance needs words; a second open erasure, or one while the store is under review, is
 * refused (409) and nothing is written.
 */
export async function askDataRequest(
  deps: RightsDeps,
  owner: OwnerRow,
  input: { kind: DataRequestKind; message?: string | undefined },
  now: Date,
): Promise<DataRequestRow> {
  const message = (input.message ?? '').trim();
  if (input.kind === 'grievance' && message === '')
    throw badRequest(invalidFieldMessage('message', DATA_REQUEST_MESSAGE_REQUIRED));
  const id = await deps.audited(
    'the owner',
    async (tx) => {
      const store = await deps.repos.storeRegistrations.findOwnedStore(owner.id, tx);
      if (input.kind === 'erasure' && store?.status === 'pending')
        throw conflict(ERASURE_MID_REVIEW);
      const inserted = await deps.repos.rights.insertRequest(
        {
          ownerId: owner.id,
          storeId: store?.id ?? null,
          kind: input.kind,
          message,
          createdAt: now,
          dueAt: dataRequestDueAt(input.kind, now),
        },
        tx,
      );
      if (!inserted) throw conflict(ERASURE_OPEN);
      return inserted;
    },
    (inserted) => ({
      adminId: null,
      ownerId: owner.id,
      action: DATA_REQUEST_ASK_ACTION,
      entity: 'data-request',
      entityId: inserted,
      details: { kind: input.kind, by: 'owner' },
      at: now,
    }),
  );
  const row = await deps.repos.rights.findRequest(id);
  if (!row) throw new Error('the request was not recorded');
  return row;
}

/** One request of the queue, or a 404. */
export async function findDataRequest(
  deps: Pick<RightsDeps, 'repos'>,
  requestId: string,
): Promise<DataRequestRow> {
  const row = await deps.repos.rights.findRequest(requestId);
  if (!row) throw notFound(DATA_REQUEST_NOT_FOUND);
  return row;
}

/**
 * The team answers: for an erasure request with `erase`, the registration's data is erased in
 * the same transaction; the request closes with who and when; the reply goes to the owner in
 * their language through the outbox. Answering twice is a 409 and sends nothing.
 */
export async function answerDataRequest(
  deps: RightsDeps,
  admin: Pick<AdminRow, 'id' | 'role'>,
  requestId: string,
  input: { reply: string; erase?: boolean | undefined },
  now: Date,
): Promise<DataRequestRow> {
  const erase = input.erase ?? false;
  const reply = input.reply.trim();
  const found = await findDataRequest(deps, requestId);
  if (found.status !== 'open') throw conflict(DATA_REQUEST_ANSWERED_ALREADY);
  if (erase && found.kind !== 'erasure')
    throw badRequest(invalidFieldMessage('erase', ERASE_NOT_ERASURE));
  if (erase && !roleHas(admin.role, 'documents.erase'))
    throw forbidden(
      withParams(PERMISSION_MISSING, { role: admin.role, permission: 'documents.erase' }),
    );
  await deps.audited(
    admin,
    async (tx) => {
      const request = await deps.repos.rights.findRequest(requestId, { tx, lock: true });
      if (!request) throw notFound(DATA_REQUEST_NOT_FOUND);
      if (request.status !== 'open') throw conflict(DATA_REQUEST_ANSWERED_ALREADY);
      const erasure = erase
        ? await eraseRegistrationData(
            deps,
            request.ownerId,
            { reason: 'erasureRequest', adminId: admin.id, ownerId: null },
            now,
            tx,
          )
        : null;
      await deps.repos.rights.answer(
        requestId,
        { adminId: admin.id, reply, erased: erase, at: now },
        tx,
      );
      await deps.repos.notifications.enqueue(
        {
          recipientPhone: request.owner.phone,
          template: 'data_request_answered',
          params: { note: reply, link: statusLink(deps, request.owner.language) },
          entity: 'data-request',
          entityId: requestId,
          language: request.owner.language,
        },
        tx,
      );
      return erasure?.entries ?? [];
    },
    // The erased store's and draft's entries first, as they happened, then the answer's.
    (erased) => [
      ...erased,
      {
        action: DATA_REQUEST_ANSWER_ACTION,
        entity: 'data-request',
        entityId: requestId,
        details: { kind: found.kind, erased: erase },
        at: now,
      },
    ],
  );
  if (erase) await deletePendingFiles(deps);
  return findDataRequest(deps, requestId);
}

// ---------- erasure ----------

/** What an erasure did. */
export interface ErasureOutcome {
  /** Anything was there to erase (a draft, a store). */
  erased: boolean;
  /** The state a store was taken down from: listed (approved) or under review (pending). */
  delisted: DelistedState | null;
  documentsErased: number;
}

/** An erasure and the audit entries it asks its caller's `audited` to record: one per draft and store. */
interface Erasure extends ErasureOutcome {
  entries: AuditEntry[];
}

/** Any draft, whatever its age (the retention job's eraseDraft takes "untouched since"). */
const ANY_TIME = new Date('9999-12-31T00:00:00Z');

/**
 * Erases the owner's registration data in `tx`: the draft with its documents; each store
 * delisted (approved or pending: suspended, out of the finder and the queue), its documents
 * marked erased (files to pending_erasures, deleted after the commit by deletePendingFiles),
 * its personal fields blanked and the owner detached; the submitted registrations' personal
 * fields; the "My data" download. Each store (or the draft) gets an activity entry naming the
 * reason, the state it was delisted from and how many documents, never the data.
 */
export async function eraseRegistrationData(
  deps: Pick<RightsDeps, 'repos'>,
  ownerId: string,
  who: { reason: DataEraseReason; adminId: string | null; ownerId: string | null },
  now: Date,
  tx: Queryable,
): Promise<Erasure> {
  const { rights, retention, storeRegistrations } = deps.repos;
  const entries: AuditEntry[] = [];
  const by = who.adminId ? 'team' : 'owner';
  let documentsErased = 0;
  let delisted: ErasureOutcome['delisted'] = null;
  let erased = false;

  const draft = await storeRegistrations.findDraft(ownerId, tx);
  if (draft) {
    const keys = (await storeRegistrations.listDraftDocuments(draft.id, tx)).map(
      (document) => document.storageKey,
    );
    const count = await retention.eraseDraft(
      { draftId: draft.id, ownerId, storageKeys: keys },
      ANY_TIME,
      tx,
    );
    if (count !== null) {
      erased = true;
      documentsErased += count;
      entries.push({
        adminId: who.adminId,
        ownerId: who.ownerId,
        action: DATA_ERASE_ACTION,
        entity: 'store-registration',
        entityId: draft.id,
        details: { reason: who.reason, by, documents: count, delisted: null },
        at: now,
      });
    }
  }

  for (const store of await rights.storesToErase(ownerId, tx)) {
    erased = true;
    const from = store.status === 'approved' || store.status === 'pending' ? store.status : null;
    // Delisted first: out of the finder (approved) or the review queue (pending).
    if (from) {
      await rights.delist(store.id, tx);
      delisted ??= from;
    }
    let count = 0;
    for (const document of await rights.storedDocuments(store.id, tx))
      if (
        await retention.eraseDocument(
          {
            table: 'branch_documents',
            documentId: document.documentId,
            storageKey: document.storageKey,
          },
          now,
          tx,
        )
      )
        count += 1;
    documentsErased += count;
    await rights.eraseStoreFields(store.id, ERASED_TEXT, tx);
    entries.push({
      adminId: who.adminId,
      ownerId: who.ownerId,
      action: DATA_ERASE_ACTION,
      entity: 'branch',
      entityId: store.id,
      details: { reason: who.reason, by, documents: count, delisted: from },
      at: now,
    });
  }

  await rights.eraseSubmittedRegistrations(ownerId, tx);
  // The agreements end with the data: registering again asks for a new one.
  await rights.endConsents(ownerId, now, tx);
  const download = await rights.dropExport(ownerId, tx);
  if (download) await retention.pendErasure(download, tx);
  return { erased, delisted, documentsErased, entries };
}

/**
 * The owner withdraws consent: their registration's data is erased now (see
 * eraseRegistrationData); nothing to erase is a 404. The files go after the commit.
 */
export async function withdrawConsent(
  deps: RightsDeps,
  owner: OwnerRow,
  now: Date,
): Promise<ErasureOutcome> {
  const outcome = await deps.audited(
    'the owner',
    async (tx) => {
      const done = await eraseRegistrationData(
        deps,
        owner.id,
        { reason: 'consentWithdrawn', adminId: null, ownerId: owner.id },
        now,
        tx,
      );
      if (!done.erased) throw notFound(NOTHING_TO_ERASE);
      return done;
    },
    // Each erased store and draft has its own entry.
    (done) => done.entries,
  );
  await deletePendingFiles(deps);
  const { entries: _entries, ...said } = outcome;
  return said;
}
