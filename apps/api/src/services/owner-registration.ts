// A store owner's registration: a draft saved section by section with its documents (checked
// and stored privately, like the desk's), submitted as a pending store on the 2-day clock with an
// acknowledgement in the owner's language; after a rejection the owner corrects it, replaces the
// flagged documents and resubmits, and the store is pending again with a new clock. Every
// submission is an audit entry by the owner, so the store's history shows it.
import type { FastifyBaseLogger } from 'fastify';
import { COMING_SOON, invalidFieldMessage } from '@kirana/domain/common';
import {
  REGISTRATION_COUNTRY,
  REGISTRATION_DOCUMENT_REQUIRED,
  REGISTRATION_IN_PROGRESS,
  REGISTRATION_NOT_EDITABLE,
  REGISTRATION_NOT_FOUND,
  REGISTRATION_STATE,
  REGISTRATION_UNCLEAR_NOT_REPLACED,
  REQUIRED_REGISTRATION_FIELDS,
  missingFieldMessage,
  type OwnerLanguage,
  type RegistrationState,
} from '@kirana/domain/store-owners';
import { isHyderabadStorePincode } from '@kirana/domain/pincodes';
import { CONSENT_REQUIRED, NOTICE_OUTDATED, isCurrentNotice } from '@kirana/domain/privacy-notice';
import type { RegistrationPatch } from '@kirana/domain/store-owner-rules';
import {
  FSSAI_TAKEN,
  REQUIRED_STORE_DOCUMENTS,
  dueAt,
  idNumberLast4,
  maskedIdNumber,
  type StoreDecision,
  type StoreDocumentKind,
} from '@kirana/domain/stores';
import { formatIndianMobile } from '@kirana/domain/mobile';
import { REGISTRATION_HISTORY_ACTIONS, maskedMobile } from '@kirana/domain/store-owners';
import type { Schemas } from '../contract/types.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/adapter.js';
import { checkDocument } from '../documents/files.js';
import { badRequest, conflict, notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { Audited } from './audited.js';
import type { OwnerRow } from '../repositories/store-owners.js';
import type {
  DraftRow,
  OwnedStoreRow,
  RegistrationFields,
} from '../repositories/store-registrations.js';
import { newDocumentKey, type Storage } from '../storage/storage.js';
import type { UploadedFile } from './review/engine.js';

export interface RegistrationDeps {
  db: Database;
  audited: Audited;
  repos: Pick<
    Repositories,
    | 'notifications'
    | 'audit'
    | 'documents'
    | 'reviewDecisions'
    | 'storeOwners'
    | 'storeRegistrations'
  >;
  documents: Storage;
  config: Pick<Config, 'siteUrl'>;
}

/** What the owner is registering now: their draft, or the store it became. */
export type Current =
  | { state: 'draft'; draft: DraftRow }
  | { state: Exclude<RegistrationState, 'draft'>; store: OwnedStoreRow }
  | null;

/** The owner's draft if they have one, else the store they registered last, else nothing. */
export async function currentRegistration(
  repos: Pick<Repositories, 'storeRegistrations'>,
  owner: OwnerRow,
  tx?: Queryable,
): Promise<Current> {
  const draft = await repos.storeRegistrations.findDraft(owner.id, tx);
  if (draft) return { state: 'draft', draft };
  const store = await repos.storeRegistrations.findOwnedStore(owner.id, tx);
  return store ? { state: store.status, store } : null;
}

/** The owner's store pages on the site, in their language ("/te/store-status"). */
export function statusLink(config: Pick<Config, 'siteUrl'>, language: OwnerLanguage): string {
  return `${config.siteUrl}${language === 'en' ? '' : `/${language}`}/store-status`;
}

/**
 * Starts the owner's draft (or answers the one they have). A number whose store is pending or
 * rejected has a registration in progress already: that one is continued, not a second.
 */
export async function startRegistration(
  deps: RegistrationDeps,
  owner: OwnerRow,
): Promise<DraftRow> {
  return deps.db.transaction(async (tx) => {
    const existing = await deps.repos.storeRegistrations.findDraft(owner.id, tx);
    if (existing) return existing;
    const store = await deps.repos.storeRegistrations.findOwnedStore(owner.id, tx);
    if (store && (store.status === 'pending' || store.status === 'rejected'))
      throw conflict(REGISTRATION_IN_PROGRESS);
    return deps.repos.storeRegistrations.startDraft(owner.id, owner.language, tx);
  });
}

/**
 * Records the owner's agreement to the privacy notice in force, read in `language` (issue 40):
 * asked before the registration's first step is saved. A version not in force is refused.
 */
export async function recordConsent(
  deps: Pick<RegistrationDeps, 'db' | 'repos'>,
  owner: OwnerRow,
  consent: { noticeVersion: string; language: OwnerLanguage },
): Promise<void> {
  if (!isCurrentNotice(consent.noticeVersion))
    throw badRequest(invalidFieldMessage('noticeVersion', NOTICE_OUTDATED));
  await deps.db.transaction(async (tx) => {
    if (!(await currentRegistration(deps.repos, owner, tx))) throw notFound(REGISTRATION_NOT_FOUND);
    await deps.repos.storeOwners.recordConsent(owner.id, consent, tx);
  });
}

/** 400 unless the owner's last agreement is to the notice in force. */
async function requireConsent(
  repos: Pick<Repositories, 'storeOwners'>,
  owner: OwnerRow,
  tx: Queryable,
): Promise<void> {
  const consent = await repos.storeOwners.lastConsent(owner.id, tx);
  if (!consent) throw badRequest(CONSENT_REQUIRED);
  if (!isCurrentNotice(consent.noticeVersion)) throw badRequest(NOTICE_OUTDATED);
}

/** The registration's fields from a section the owner saved (the ID kept as its last four). */
function fieldsOf(patch: RegistrationPatch): Partial<RegistrationFields> {
  const { governmentIdNumber, ...rest } = patch;
  return {
    ...rest,
    ...(governmentIdNumber !== undefined
      ? { governmentIdLast4: idNumberLast4(governmentIdNumber) }
      : {}),
  };
}

/** Saves a section: to the draft, or to the rejected store the owner is correcting. */
export async function saveRegistration(
  deps: RegistrationDeps,
  owner: OwnerRow,
  patch: RegistrationPatch,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await currentRegistration(deps.repos, owner, tx);
    if (!current) throw notFound(REGISTRATION_NOT_FOUND);
    if (current.state !== 'draft' && current.state !== 'rejected')
      throw conflict(REGISTRATION_NOT_EDITABLE);
    const fields = fieldsOf(patch);
    if (current.state === 'draft')
      await deps.repos.storeRegistrations.updateDraft(current.draft.id, fields, tx);
    else if (!(await deps.repos.storeRegistrations.updateOwnedStore(current.store.id, fields, tx)))
      throw conflict(REGISTRATION_NOT_EDITABLE);
    if (patch.language) await deps.repos.storeOwners.setOwnerLanguage(owner.id, patch.language, tx);
  });
}

/**
 * One document: checked (413/415 before anything is stored), stored privately, then recorded
 * on the draft or the rejected store (replacing the one before, whose file is then removed).
 */
export async function putRegistrationDocument(
  deps: RegistrationDeps,
  owner: OwnerRow,
  kind: StoreDocumentKind,
  file: UploadedFile,
  log: FastifyBaseLogger,
): Promise<void> {
  const current = await currentRegistration(deps.repos, owner);
  if (!current) throw notFound(REGISTRATION_NOT_FOUND);
  if (current.state !== 'draft' && current.state !== 'rejected')
    throw conflict(REGISTRATION_NOT_EDITABLE);
  const checked = await checkDocument(file.bytes, file.type);
  const key = newDocumentKey(checked.extension);
  await deps.documents.put(key, checked.body, checked.contentType);
  const discard = (stale: string | null) => {
    if (stale)
      deps.documents
        .delete(stale)
        .catch((error: unknown) =>
          log.warn({ err: error, key: stale }, 'could not delete document'),
        );
  };
  try {
    const { replaced } = await deps.audited(
      'the owner',
      async (tx) => {
        const now = await currentRegistration(deps.repos, owner, tx);
        const document = {
          kind,
          storageKey: key,
          contentType: checked.contentType,
          size: checked.body.length,
        };
        if (now?.state === 'draft') {
          const replaced = await deps.repos.storeRegistrations.putDraftDocument(
            { draftId: now.draft.id, ...document },
            tx,
          );
          return { replaced, store: null };
        }
        if (now?.state === 'rejected') {
          const { replacedKey } = await deps.repos.documents.put(
            { parentId: now.store.id, ...document },
            tx,
          );
          return { replaced: replacedKey, store: now.store };
        }
        throw conflict(REGISTRATION_NOT_EDITABLE);
      },
      // A draft's documents are the owner's own until it is sent: only a store's are logged.
      ({ store }) =>
        store && {
          adminId: null,
          ownerId: owner.id,
          action: 'upload-document',
          entity: 'branch',
          entityId: store.id,
          details: { name: store.shopName, kind, by: 'owner' },
        },
    );
    discard(replaced);
  } catch (error) {
    discard(key);
    throw error;
  }
}

/**
 * What a submission still needs: the required fields left empty (the ID's number is kept as its
 * last four), then the documents not sent, each in the order of the site's steps. The one walk
 * the submission and the owner's form both read.
 */
function stillNeeded(fields: RegistrationFields, documents: readonly string[]) {
  return {
    fields: REQUIRED_REGISTRATION_FIELDS.filter((name) =>
      name === 'governmentIdNumber' ? fields.governmentIdLast4 === null : fields[name] === null,
    ),
    documents: REQUIRED_STORE_DOCUMENTS.filter((kind) => !documents.includes(kind)),
  };
}

/** The first field or document a submission still needs, as the 400 that names it. */
function missingPart(fields: RegistrationFields, documents: readonly string[]) {
  const needed = stillNeeded(fields, documents);
  const [field] = needed.fields;
  if (field) return badRequest(invalidFieldMessage(field, missingFieldMessage(field)));
  if (fields.pincode !== null && !isHyderabadStorePincode(fields.pincode))
    return badRequest(invalidFieldMessage('pincode', COMING_SOON));
  const [document] = needed.documents;
  if (document)
    return badRequest(invalidFieldMessage(document, REGISTRATION_DOCUMENT_REQUIRED[document]));
  return null;
}

/**
 * Submits: a complete draft becomes a pending store (due in 2 days), a corrected rejected store
 * is pending again with a new clock. One transaction with the audit entry and the owner's
 * acknowledgement ("we will answer by <date>") in their language. Answers the store's id.
 */
export async function submitRegistration(deps: RegistrationDeps, owner: OwnerRow): Promise<string> {
  const sent = await deps.audited(
    'the owner',
    async (tx) => {
      const current = await currentRegistration(deps.repos, owner, tx);
      if (!current) throw notFound(REGISTRATION_NOT_FOUND);
      if (current.state !== 'draft' && current.state !== 'rejected')
        throw conflict(REGISTRATION_NOT_EDITABLE);
      await requireConsent(deps.repos, owner, tx);
      const fields = current.state === 'draft' ? current.draft : current.store;
      const saved =
        current.state === 'draft'
          ? (await deps.repos.storeRegistrations.listDraftDocuments(current.draft.id, tx)).map(
              (doc) => ({ kind: doc.kind, unclear: false }),
            )
          : (await deps.repos.documents.listOf(current.store.id, tx)).map((doc) => ({
              kind: doc.kind,
              unclear: doc.reviewState === 'unclear',
            }));
      const documents = saved.map((doc) => doc.kind);
      const missing = missingPart(fields, documents);
      if (missing) throw missing;
      // A document the team marked unclear is replaced (which sets it pending) before sending again.
      const unclear = saved.find((doc) => doc.unclear)?.kind;
      if (unclear) throw conflict(invalidFieldMessage(unclear, REGISTRATION_UNCLEAR_NOT_REPLACED));
      const storeId = current.state === 'draft' ? null : current.store.id;
      if (
        fields.fssaiNumber &&
        (await deps.repos.storeRegistrations.fssaiTaken(fields.fssaiNumber, storeId, tx))
      )
        throw conflict(invalidFieldMessage('fssaiNumber', FSSAI_TAKEN));

      let id: string;
      if (current.state === 'draft') {
        id = await deps.repos.storeRegistrations.submitDraft(
          current.draft,
          {
            id: owner.id,
            phone: owner.phone,
            phoneAsWritten: formatIndianMobile(owner.phone.slice(3)),
          },
          { state: REGISTRATION_STATE, country: REGISTRATION_COUNTRY },
          tx,
        );
      } else {
        id = current.store.id;
        if (!(await deps.repos.storeRegistrations.resubmitStore(id, tx)))
          throw conflict(REGISTRATION_NOT_EDITABLE);
      }
      const language = fields.language ?? owner.language;
      await deps.repos.notifications.enqueue(
        {
          recipientPhone: owner.phone,
          template: 'store_received',
          params: {
            name: fields.shopName,
            dueAt: dueAt(new Date()).toISOString(),
            link: statusLink(deps.config, language),
          },
          entity: 'branch',
          entityId: id,
          language,
        },
        tx,
      );
      return { id, resubmitted: current.state !== 'draft', name: fields.shopName };
    },
    ({ id, resubmitted, name }) => ({
      adminId: null,
      ownerId: owner.id,
      action: resubmitted ? 'resubmit' : 'submit',
      entity: 'branch',
      entityId: id,
      details: { name, by: 'owner' },
    }),
  );
  return sent.id;
}

type View = Schemas['OwnerRegistration'];

/** A document as the owner's page shows it, with the reviewer's mark (a draft's: pending). */
function documentView(
  doc: Pick<View['documents'][number], 'kind' | 'contentType' | 'size' | 'uploadedAt'>,
  review: View['documents'][number]['review'],
): View['documents'][number] {
  const { kind, contentType, size, uploadedAt } = doc;
  return { kind, contentType, size, uploadedAt, review };
}
const HISTORY_ACTIONS = new Set<string>(REGISTRATION_HISTORY_ACTIONS);

/** The owner as they see themselves: their number masked. */
export function ownerView(owner: OwnerRow): Schemas['Owner'] {
  return { _id: owner.id, phone: maskedMobile(owner.phone), language: owner.language };
}

/** The fields the form shows (the ID's number masked) and what a submission still needs. */
function formOf(fields: RegistrationFields, documents: readonly string[]) {
  const needed = stillNeeded(fields, documents);
  const missing = [...needed.fields, ...needed.documents];
  const { governmentIdLast4, ...rest } = fields;
  return {
    fields: {
      ...rest,
      governmentIdNumber:
        governmentIdLast4 && fields.governmentIdType
          ? maskedIdNumber(fields.governmentIdType, governmentIdLast4)
          : null,
    },
    missing,
  };
}

/**
 * Where the owner's saved document of this kind is stored (a draft's or their store's): null
 * when it was erased; undefined when there is none.
 */
export async function ownDocumentKey(
  repos: Pick<Repositories, 'storeRegistrations' | 'documents'>,
  owner: OwnerRow,
  kind: StoreDocumentKind,
): Promise<{ id: string; storageKey: string | null } | undefined> {
  const current = await currentRegistration(repos, owner);
  if (!current) return undefined;
  const documents =
    current.state === 'draft'
      ? await repos.storeRegistrations.listDraftDocuments(current.draft.id)
      : await repos.documents.listOf(current.store.id);
  return documents.find((document) => document.kind === kind);
}

/** The owner's registration as their pages show it (null before they start one). */
export async function registrationView(
  deps: Pick<RegistrationDeps, 'db' | 'repos'>,
  owner: OwnerRow,
): Promise<View | null> {
  const current = await currentRegistration(deps.repos, owner);
  if (!current) return null;
  const consent = await deps.repos.storeOwners.lastConsent(owner.id);
  if (current.state === 'draft') {
    const documents = await deps.repos.storeRegistrations.listDraftDocuments(current.draft.id);
    return {
      state: 'draft',
      storeId: null,
      ...formOf(
        current.draft,
        documents.map((doc) => doc.kind),
      ),
      documents: documents.map((doc) => documentView(doc, { state: 'pending', note: null })),
      submittedAt: null,
      dueAt: null,
      decision: null,
      history: [],
      consent,
    };
  }
  const { store } = current;
  const [documents, trail, last] = await Promise.all([
    deps.repos.documents.listOf(store.id),
    deps.repos.audit.list({ entity: 'branch', entityId: store.id }),
    deps.repos.reviewDecisions.last('store', store.id),
  ]);
  const history = trail
    .filter((entry) => HISTORY_ACTIONS.has(entry.action))
    .map((entry) => ({
      action: entry.action as View['history'][number]['action'],
      reason: typeof entry.details.reason === 'string' ? entry.details.reason : null,
      at: entry.at,
    }));
  return {
    state: current.state,
    storeId: store.id,
    ...formOf(
      store,
      documents.map((doc) => doc.kind),
    ),
    documents: documents.map((doc) =>
      documentView(doc, { state: doc.reviewState, note: doc.reviewNote }),
    ),
    submittedAt: store.submittedAt,
    dueAt: current.state === 'pending' ? dueAt(store.submittedAt).toISOString() : null,
    decision: last
      ? {
          decision: last.decision as StoreDecision,
          reason: last.reason,
          note: last.note,
          at: last.at,
        }
      : null,
    history,
    consent,
  };
}
