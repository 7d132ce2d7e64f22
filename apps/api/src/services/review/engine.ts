// The one decision engine of the review desk, for every kind (./kind.ts): a decision moves a
// row along its kind's transition table (else 404 or 409), keeps the reason only where the
// decision takes one, writes the owner's or applicant's notification (the outbox) and the audit
// entry in the same transaction; documents are uploaded and marked on the kind's checklist; a
// reviewer reads the documents, the history and the notifications. Module-level functions that
// take their dependencies, so an editor or a call graph can follow every call.
import type { FastifyBaseLogger } from 'fastify';
import { DOCUMENT_NOT_FOUND, type DocumentReviewState } from '@kirana/domain/stores';
import { unverifiedDocuments } from '@kirana/domain/review';
import type { Queryable } from '../../db/adapter.js';
import { checkDocument } from '../../documents/files.js';
import { conflict, notFound } from '../../errors.js';
import type { AdminRow } from '../../repositories/admins.js';
import type { DocumentRow } from '../../repositories/documents.js';
import { newDocumentKey } from '../../storage/storage.js';
import type { DecisionBody, ReviewDeps, ReviewKind, ReviewedRow } from './kind.js';

/** How much of one's history its screen shows. */
const HISTORY_LIMIT = 100;

/** A file a reviewer sends, before it is checked. */
export interface UploadedFile {
  bytes: Buffer;
  /** The type the upload claims (the multipart part's content type). */
  type: string | undefined;
}

/**
 * One decision: the row must be in the decision's from-status (else 409; unknown, 404), and
 * moves to its to-status. The decision is recorded (review_decisions: who, when, the reason
 * only where the decision takes one, the note always); its message and its audit entry
 * (`{name, from, to, reason, note}`) are written in the same transaction. A decision that accepts the documents records the required ones not marked
 * verified (the reviewer confirmed "Approve anyway").
 */
export function decide<
  Row extends ReviewedRow,
  S extends string,
  D extends string,
  R extends string,
  K extends string,
>(
  deps: ReviewDeps,
  kind: ReviewKind<Row, S, D, R, K>,
  admin: AdminRow,
  id: string,
  decision: D,
  body: DecisionBody<R>,
): Promise<Row> {
  const { from, to } = kind.rules.transitions[decision];
  const reason = kind.rules.reasons[decision] ? body.reason : undefined;
  const note = body.note;
  let unverified: K[] = [];
  return deps.audited(
    admin,
    async (tx) => {
      const moved = await kind.transition(deps.repos, id, { from, to }, tx);
      if (moved === 'not-found') throw notFound(kind.notFound);
      if (moved === 'wrong-status') throw conflict(kind.refused(decision));
      await deps.repos.reviewDecisions.record(
        {
          kind: kind.rules.kind,
          subjectId: moved.id,
          decision,
          reason: reason ?? null,
          note: note ?? null,
          adminId: admin.id,
        },
        tx,
      );
      // Read again: a row that shows its decision (an application) shows this one.
      const result = (await kind.find(deps.repos, moved.id, tx)) ?? moved;
      await tell(deps, kind, result, decision, { reason, note }, tx);
      if (kind.rules.acceptsDocuments.includes(decision))
        unverified = unverifiedDocuments(
          kind.requiredDocuments(result),
          (await kind.documents(deps.repos).listOf(result.id, tx)).map(marked),
        );
      return result;
    },
    (row) => ({
      action: decision,
      entity: kind.entity,
      entityId: row.id,
      details: {
        name: row.name,
        from,
        to,
        ...(reason ? { reason } : {}),
        ...(note ? { note } : {}),
        ...(unverified.length > 0 ? { unverifiedDocuments: unverified } : {}),
      },
    }),
  );
}

/** The decision's message to its recipient, in the decision's transaction (the outbox). */
async function tell<Row extends ReviewedRow, D extends string>(
  deps: ReviewDeps,
  kind: ReviewKind<Row, string, D, string, string>,
  row: Row,
  decision: D,
  said: DecisionBody<string>,
  tx: Queryable,
): Promise<void> {
  const recipient = await kind.recipient(deps, row, decision, tx);
  if (!recipient) return;
  await deps.repos.notifications.enqueue(
    {
      recipientPhone: recipient.phone,
      template: kind.templates[decision],
      params: { name: row.name, reason: said.reason, note: said.note, ...recipient.params },
      entity: kind.entity,
      entityId: row.id,
      language: recipient.language,
    },
    tx,
  );
}

/** A document as the domain's rules read it. */
function marked(document: DocumentRow): { kind: string; review: { state: DocumentReviewState } } {
  return { kind: document.kind, review: { state: document.reviewState } };
}

/** The reviewer's mark on one document (unclear with its note), with its audit entry. */
export async function reviewDocument<Row extends ReviewedRow, K extends string>(
  deps: ReviewDeps,
  kind: ReviewKind<Row, string, string, string, K>,
  admin: AdminRow,
  input: {
    id: string;
    documentId: string;
    state: 'verified' | 'unclear';
    note?: string | undefined;
  },
): Promise<DocumentRow<K>> {
  const { document } = await deps.audited(
    admin,
    async (tx) => {
      const row = await kind.find(deps.repos, input.id, tx);
      if (!row) throw notFound(kind.notFound);
      const reviewed = await kind.documents(deps.repos).review(
        {
          parentId: row.id,
          documentId: input.documentId,
          state: input.state,
          note: input.note ?? null,
          adminId: admin.id,
        },
        tx,
      );
      if (!reviewed) throw notFound(DOCUMENT_NOT_FOUND);
      return { document: reviewed, name: row.name };
    },
    ({ document, name }) => ({
      action: 'review-document',
      entity: kind.entity,
      entityId: input.id,
      details: {
        name,
        documentId: document.id,
        kind: document.kind,
        state: input.state,
        ...(input.note ? { note: input.note } : {}),
      },
    }),
  );
  return document;
}

/**
 * A reviewer's upload of one document: the file is checked (413/415 before anything is stored),
 * stored privately, then recorded in one transaction with its audit entry; the replaced file is
 * removed after the commit, the new one if the transaction fails. Replacing clears the mark.
 */
export async function uploadDocument<Row extends ReviewedRow, K extends string>(
  deps: ReviewDeps,
  kind: ReviewKind<Row, string, string, string, K>,
  admin: AdminRow,
  input: { id: string; documentKind: K; file: UploadedFile },
  log: FastifyBaseLogger,
): Promise<DocumentRow<K>> {
  const { id, documentKind } = input;
  if (!(await kind.find(deps.repos, id))) throw notFound(kind.notFound);
  const checked = await checkDocument(input.file.bytes, input.file.type);
  const key = newDocumentKey(checked.extension);
  await deps.documents.put(key, checked.body, checked.contentType);
  try {
    const { document, replacedKey } = await deps.audited(
      admin,
      async (tx) => {
        const row = await kind.find(deps.repos, id, tx);
        if (!row) throw notFound(kind.notFound);
        const stored = await kind.documents(deps.repos).put(
          {
            parentId: id,
            kind: documentKind,
            storageKey: key,
            contentType: checked.contentType,
            size: checked.body.length,
          },
          tx,
        );
        return { ...stored, name: row.name };
      },
      ({ document, name }) => ({
        action: 'upload-document',
        entity: kind.entity,
        entityId: id,
        details: {
          name,
          documentId: document.id,
          kind: documentKind,
          contentType: document.contentType,
        },
      }),
    );
    discardDocuments(deps, replacedKey ? [replacedKey] : [], log);
    return document;
  } catch (error) {
    discardDocuments(deps, [key], log);
    throw error;
  }
}

/** What a reviewer reads beside the row: its documents, its history, the messages sent. */
export async function reviewTrail<Row extends ReviewedRow, K extends string>(
  deps: Pick<ReviewDeps, 'repos'>,
  kind: ReviewKind<Row, string, string, string, K>,
  row: Row,
) {
  const [documents, history, notifications] = await Promise.all([
    kind.documents(deps.repos).listOf(row.id),
    deps.repos.audit.activity({ entity: kind.entity, entityId: row.id, limit: HISTORY_LIMIT }),
    deps.repos.notifications.listFor(kind.entity, row.id),
  ]);
  return { documents, history: history.entries, notifications };
}

/** Files replaced, or orphaned by a failed write, are removed in the background. */
export function discardDocuments(
  deps: Pick<ReviewDeps, 'documents'>,
  keys: readonly string[],
  log: FastifyBaseLogger,
): void {
  for (const key of keys)
    deps.documents
      .delete(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'could not delete document'));
}
