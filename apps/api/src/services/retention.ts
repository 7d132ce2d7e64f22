// The retention schedule applied (issue 40, section 3; the rules and their reasons are in
// packages/domain/src/retention.ts): once a day on one instance at a time (a lease in the
// database), or by hand with `retention:run [--dry-run]`. Each erasure is one transaction with
// its activity entry ("Erased by retention", which rule, never the data); the files go after the
// commit, and what a killed run left pending is finished first by the next.
import { randomUUID } from 'node:crypto';
import {
  APPROVED_ID_RETENTION_DAYS,
  DRAFT_ERASURE_NOTICE_DAYS,
  DRAFT_RETENTION_DAYS,
  INBOX_MEDIA_RETENTION_DAYS,
  PHONE_NUMBER_RETENTION_DAYS,
  REJECTED_DOCUMENTS_RETENTION_DAYS,
  RETENTION_ERASE_ACTION,
  RETENTION_RUN_AT_IST,
  type RetentionRule,
} from '@kirana/domain/retention';
import type { Database, Queryable } from '../db/adapter.js';
import type { AuditEntry } from '../repositories/audit.js';
import type { Repositories } from '../repositories/index.js';
import type { Storage } from '../storage/storage.js';
import { auditor } from './audited.js';

export interface RetentionDeps {
  db: Pick<Database, 'transaction'>;
  repos: Pick<Repositories, 'retention' | 'audit' | 'notifications' | 'rights'>;
  /** The private documents (the bytes an erasure deletes). */
  documents: Pick<Storage, 'delete'>;
  /** The public site's origin: the draft's owner is sent back to its registration page. */
  siteUrl: string;
}

/** The registration page in the owner's language ("/te/register-store"). */
const registerLink = (siteUrl: string, language: string) =>
  `${siteUrl}${language === 'en' ? '' : `/${language}`}/register-store`;

/** One thing erased (or, in a dry run, to be erased). */
export interface Erasure {
  rule: RetentionRule;
  entity: string;
  entityId: string | null;
  /** What, without the data: a document's kind, a draft's document count, a row count. */
  what: string;
}

export interface RetentionReport {
  dryRun: boolean;
  /** Owners told that their untouched draft will be erased (or, in a dry run, to be told). */
  warned: number;
  /** False when another instance holds the job (nothing was done here). */
  ran: boolean;
  erasures: Erasure[];
  /** Files deleted, those a killed run left pending included. */
  filesDeleted: number;
}

export const RETENTION_JOB = 'retention';
/** Longer than a run takes; a crashed instance's lease runs out and the next day's run goes. */
export const RETENTION_LEASE_MS = 30 * 60_000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Deletes the files whose rows are erased; how many. A file already gone is not an error. Every
 * erasure of private files calls it after its commit (retention, masking, the owner's rights).
 */
export async function deletePendingFiles(deps: {
  repos: Pick<Repositories, 'retention'>;
  documents: Pick<Storage, 'delete'>;
}): Promise<number> {
  let deleted = 0;
  for (const key of await deps.repos.retention.pendingErasures()) {
    await deps.documents.delete(key);
    await deps.repos.retention.erasureDone(key);
    deleted += 1;
  }
  return deleted;
}

/** Everything due at `now`, erased (or only listed, `dryRun`). */
export async function runRetention(
  deps: RetentionDeps,
  options: { now: Date; dryRun?: boolean; holder?: string },
): Promise<RetentionReport> {
  const { now } = options;
  const dryRun = options.dryRun ?? false;
  const { retention } = deps.repos;
  const audited = auditor(deps.db, deps.repos);
  /** One erasure and its activity entry by the run (no admin), when `says` names one. */
  const erase = <T>(
    work: (tx: Queryable) => Promise<T>,
    says: (result: T) => Pick<AuditEntry, 'entity' | 'entityId' | 'details'> | false,
  ) =>
    audited('the system', work, (result) => {
      const said = says(result);
      return said ? { adminId: null, action: RETENTION_ERASE_ACTION, at: now, ...said } : null;
    });
  const holder = options.holder ?? randomUUID();
  if (!dryRun && !(await retention.lease(RETENTION_JOB, holder, now, RETENTION_LEASE_MS)))
    return { dryRun, ran: false, warned: 0, erasures: [], filesDeleted: 0 };
  const erasures: Erasure[] = [];
  let filesDeleted = 0;
  let warned = 0;
  try {
    if (!dryRun) filesDeleted += await deletePendingFiles(deps);

    // Owners of drafts that go in DRAFT_ERASURE_NOTICE_DAYS are told once (again only if they
    // came back and left it again).
    const warnBefore = daysBefore(now, DRAFT_RETENTION_DAYS - DRAFT_ERASURE_NOTICE_DAYS);
    for (const notice of await retention.draftsToWarn(warnBefore, DRAFT_RETENTION_DAYS)) {
      warned += 1;
      if (dryRun) continue;
      await deps.db.transaction(async (tx) => {
        await retention.markWarned(notice.draftId, now, tx);
        await deps.repos.notifications.enqueue(
          {
            recipientPhone: notice.phone,
            template: 'store_draft_expiring',
            params: {
              dueAt: notice.erasedAt,
              link: registerLink(deps.siteUrl, notice.language),
            },
            entity: 'store-registration',
            entityId: notice.draftId,
            language: notice.language,
          },
          tx,
        );
      });
    }

    const draftsBefore = daysBefore(now, DRAFT_RETENTION_DAYS);
    for (const draft of await retention.draftsUntouchedSince(draftsBefore)) {
      const erasure: Erasure = {
        rule: 'draftUntouched',
        entity: 'store-registration',
        entityId: draft.draftId,
        what: `draft with ${draft.storageKeys.length} document(s)`,
      };
      if (dryRun) {
        erasures.push(erasure);
        continue;
      }
      const count = await erase(
        (tx) => retention.eraseDraft(draft, draftsBefore, tx),
        (documents) =>
          documents !== null && {
            entity: 'store-registration',
            entityId: draft.draftId,
            details: { rule: 'draftUntouched', documents },
          },
      );
      if (count !== null) erasures.push({ ...erasure, what: `draft with ${count} document(s)` });
      filesDeleted += await deletePendingFiles(deps);
    }

    const due = await retention.documentsDue(
      now,
      REJECTED_DOCUMENTS_RETENTION_DAYS,
      APPROVED_ID_RETENTION_DAYS,
    );
    for (const document of due) {
      const erasure: Erasure = {
        rule: document.rule,
        entity: document.entity,
        entityId: document.parentId,
        what: document.kind,
      };
      if (dryRun) {
        erasures.push(erasure);
        continue;
      }
      const erased = await erase(
        (tx) => retention.eraseDocument(document, now, tx),
        (done) =>
          done && {
            entity: document.entity,
            entityId: document.parentId,
            details: { rule: document.rule, kind: document.kind, documentId: document.documentId },
          },
      );
      if (erased) erasures.push(erasure);
      filesDeleted += await deletePendingFiles(deps);
    }

    // Owners' "My data" downloads past their DATA_EXPORT_HOURS.
    for (const download of await deps.repos.rights.expiredExports(now)) {
      const erasure: Erasure = {
        rule: 'dataExportExpired',
        entity: 'store-owner',
        entityId: download.ownerId,
        what: 'data download',
      };
      if (dryRun) {
        erasures.push(erasure);
        continue;
      }
      const erased = await erase(
        async (tx) => {
          if (!(await deps.repos.rights.dropExportIf(download.ownerId, download.storageKey, tx)))
            return false;
          await retention.pendErasure(download.storageKey, tx);
          return true;
        },
        (done) =>
          done && {
            entity: 'store-owner',
            entityId: download.ownerId,
            details: { rule: 'dataExportExpired' },
          },
      );
      if (erased) erasures.push(erasure);
      filesDeleted += await deletePendingFiles(deps);
    }

    // Photos and files sent to the inbox, INBOX_MEDIA_RETENTION_DAYS after they came.
    for (const media of await retention.inboxMediaBefore(
      daysBefore(now, INBOX_MEDIA_RETENTION_DAYS),
    )) {
      const erasure: Erasure = {
        rule: 'inboxMedia',
        entity: 'conversation',
        entityId: media.conversationId,
        what: 'a photo or file sent to the inbox',
      };
      if (dryRun) {
        erasures.push(erasure);
        continue;
      }
      const erased = await erase(
        (tx) => retention.eraseInboxMedia(media, now, tx),
        (done) =>
          done && {
            entity: 'conversation',
            entityId: media.conversationId,
            details: { rule: 'inboxMedia', messageId: media.messageId },
          },
      );
      if (erased) erasures.push(erasure);
      filesDeleted += await deletePendingFiles(deps);
    }

    const phonesBefore = daysBefore(now, PHONE_NUMBER_RETENTION_DAYS);
    const phones = dryRun
      ? await retention.phonesBefore(phonesBefore)
      : await erase(
          (tx) => retention.reducePhonesBefore(phonesBefore, tx),
          (rows) =>
            rows > 0 && {
              entity: 'notification',
              entityId: null,
              details: { rule: 'phoneAfterAYear', rows },
            },
        );
    if (phones > 0)
      erasures.push({
        rule: 'phoneAfterAYear',
        entity: 'notification',
        entityId: null,
        what: `${phones} row(s) naming a phone number`,
      });
  } finally {
    if (!dryRun) await retention.release(RETENTION_JOB, holder);
  }
  return { dryRun, ran: true, warned, erasures, filesDeleted };
}

/** The next time the daily run is due after `now` (RETENTION_RUN_AT_IST, India time). */
export function nextRetentionRun(now: Date): Date {
  const [hours = 0, minutes = 0] = RETENTION_RUN_AT_IST.split(':').map(Number);
  const istOffsetMs = 330 * 60_000;
  const ist = new Date(now.getTime() + istOffsetMs);
  let next =
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), hours, minutes) -
    istOffsetMs;
  if (next <= now.getTime()) next += 86_400_000;
  return new Date(next);
}

/**
 * Runs the job every day at RETENTION_RUN_AT_IST (each instance tries; the lease lets one run).
 * Returns a stop function.
 */
export function scheduleRetention(
  deps: RetentionDeps,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const plan = () => {
    if (stopped) return;
    const now = new Date();
    timer = setTimeout(
      () => {
        runRetention(deps, { now: new Date() })
          .then((report) => {
            if (report.ran)
              log.info(
                { erasures: report.erasures.length, filesDeleted: report.filesDeleted },
                'retention job ran',
              );
          })
          .catch((error: unknown) => log.error({ err: error }, 'retention job failed'))
          .finally(plan);
      },
      nextRetentionRun(now).getTime() - now.getTime(),
    );
    timer.unref();
  };
  plan();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
