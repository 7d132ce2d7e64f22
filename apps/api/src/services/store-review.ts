// Store verification: the decisions that move a store between statuses, the reviewer's
// checklist of its documents, corrections to its registration, and what a reviewer reads.
// Each write is one transaction with its audit entry (the reason and note in its details).
import type { FastifyBaseLogger } from 'fastify';
import {
  DOCUMENT_NOT_FOUND,
  STORE_TRANSITIONS,
  indianMobileDigits,
  transitionRefusedMessage,
  unverifiedRequired,
  type DecisionBody,
  type StoreDecision,
  type StoreDocumentKind,
  BRANCH_NOT_FOUND,
} from '@kirana/domain/branches';
import { type RegistrationBody } from '@kirana/domain/branch-rules';
import type { NotificationTemplate } from '@kirana/domain/notifications';
import type { Queryable } from '../db/adapter.js';
import { conflict, notFound } from '../errors.js';
import { checkDocument } from '../documents/files.js';
import type { AdminRow } from '../repositories/admins.js';
import type { BranchRow, BranchWithRegistration } from '../repositories/branches.js';
import type { DocumentRow } from '../repositories/documents.js';
import type { Repositories } from '../repositories/index.js';
import { newDocumentKey, type Storage } from '../storage/storage.js';
import type { Audited } from './audited.js';

export interface UploadedFile {
  bytes: Buffer;
  /** The type the upload claims (the multipart part's content type). */
  type: string | undefined;
}

/** Each decision's message to the owner. */
const TEMPLATES: Record<StoreDecision, NotificationTemplate> = {
  approve: 'store_approved',
  reject: 'store_rejected',
  suspend: 'store_suspended',
  reinstate: 'store_reinstated',
  reopen: 'store_reopened',
};

export function storeReviewService(repos: Repositories, audited: Audited, documents: Storage) {
  /**
   * Writes the owner's notification in the decision's transaction: to the registration's mobile,
   * else the store's phone when it is a mobile (an SMS cannot go to a landline).
   */
  async function tellOwner(
    branch: BranchRow,
    decision: StoreDecision,
    body: DecisionBody,
    tx: Queryable,
  ): Promise<void> {
    const registered = await repos.branches.findWithRegistration(branch.id, tx);
    const mobile =
      indianMobileDigits(registered?.ownerPhone ?? '') ?? indianMobileDigits(branch.phone);
    if (!mobile) return;
    await repos.notifications.enqueue(
      {
        recipientPhone: `+91${mobile}`,
        template: TEMPLATES[decision],
        params: { name: branch.name, reason: body.reason, note: body.note },
        entity: 'branch',
        entityId: branch.id,
      },
      tx,
    );
  }

  /** Files replaced or orphaned by a failed write are removed in the background. */
  function discard(key: string | null, log: FastifyBaseLogger) {
    if (!key) return;
    documents
      .delete(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'could not delete document'));
  }

  return {
    /**
     * One decision: the store must be in the decision's from-status (else 409), and moves to its
     * to-status with the reason and note in the audit entry. Approving records which required
     * documents were not marked verified (the reviewer confirmed that).
     */
    decide(
      admin: AdminRow,
      branchId: string,
      decision: StoreDecision,
      body: DecisionBody,
    ): Promise<BranchRow> {
      const { from, to } = STORE_TRANSITIONS[decision];
      let unverified: StoreDocumentKind[] = [];
      return audited(
        admin,
        async (tx) => {
          const result = await repos.branches.transition(branchId, from, to, tx);
          if (result === 'not-found') throw notFound(BRANCH_NOT_FOUND);
          if (result === 'wrong-status') throw conflict(transitionRefusedMessage(decision));
          await tellOwner(result, decision, body, tx);
          if (decision === 'approve')
            unverified = unverifiedRequired(
              (await repos.documents.listOf(branchId, tx)).map((doc) => ({
                kind: doc.kind,
                review: { state: doc.reviewState },
              })),
            );
          return result;
        },
        (branch) => ({
          action: decision,
          entity: 'branch',
          entityId: branch.id,
          details: {
            name: branch.name,
            from,
            to,
            ...(body.reason ? { reason: body.reason } : {}),
            ...(body.note ? { note: body.note } : {}),
            ...(unverified.length > 0 ? { unverifiedDocuments: unverified } : {}),
          },
        }),
      );
    },

    async updateRegistration(
      admin: AdminRow,
      branchId: string,
      body: RegistrationBody,
    ): Promise<BranchWithRegistration> {
      return audited(
        admin,
        async (tx) => {
          const updated = await repos.branches.updateRegistration(
            branchId,
            {
              ownerPhone: body.ownerPhone,
              ownerEmail: body.ownerEmail,
              fssaiNumber: body.fssaiNumber,
              gstin: body.gstin,
              governmentIdType: body.governmentIdType,
              governmentIdLast4: body.governmentIdLast4,
              latitude: body.latitude,
              longitude: body.longitude,
            },
            tx,
          );
          if (!updated) throw notFound(BRANCH_NOT_FOUND);
          return updated;
        },
        (branch) => ({
          action: 'edit-registration',
          entity: 'branch',
          entityId: branch.id,
          // The ID's last four only, like the row: the full number is never kept anywhere.
          details: { name: branch.name, ...body },
        }),
      );
    },

    /**
     * Checks the file (413/415 before anything is stored), stores it privately, then records it
     * in one transaction with its audit entry; the replaced file is removed after the commit,
     * the new one if the transaction fails.
     */
    async uploadDocument(
      admin: AdminRow,
      input: { branchId: string; kind: StoreDocumentKind; file: UploadedFile },
      log: FastifyBaseLogger,
    ): Promise<DocumentRow<StoreDocumentKind>> {
      const { branchId, kind } = input;
      if (!(await repos.branches.exists(branchId))) throw notFound(BRANCH_NOT_FOUND);
      const checked = await checkDocument(input.file.bytes, input.file.type);
      const key = newDocumentKey(checked.extension);
      await documents.put(key, checked.body, checked.contentType);
      try {
        const { document, replacedKey } = await audited(
          admin,
          async (tx) => {
            const branch = await repos.branches.findById(branchId, tx);
            if (!branch) throw notFound(BRANCH_NOT_FOUND);
            const stored = await repos.documents.put(
              {
                ownerId: branchId,
                kind,
                storageKey: key,
                contentType: checked.contentType,
                size: checked.body.length,
              },
              tx,
            );
            return { ...stored, name: branch.name };
          },
          ({ document, name }) => ({
            action: 'upload-document',
            entity: 'branch',
            entityId: branchId,
            details: { name, documentId: document.id, kind, contentType: document.contentType },
          }),
        );
        discard(replacedKey, log);
        return document;
      } catch (error) {
        discard(key, log);
        throw error;
      }
    },

    async reviewDocument(
      admin: AdminRow,
      input: {
        branchId: string;
        documentId: string;
        state: 'verified' | 'unclear';
        note?: string | undefined;
      },
    ): Promise<DocumentRow<StoreDocumentKind>> {
      const { document } = await audited(
        admin,
        async (tx) => {
          const branch = await repos.branches.findById(input.branchId, tx);
          if (!branch) throw notFound(BRANCH_NOT_FOUND);
          const reviewed = await repos.documents.review(
            {
              ownerId: input.branchId,
              documentId: input.documentId,
              state: input.state,
              note: input.note ?? null,
              adminId: admin.id,
            },
            tx,
          );
          if (!reviewed) throw notFound(DOCUMENT_NOT_FOUND);
          return { document: reviewed, name: branch.name };
        },
        ({ document, name }) => ({
          action: 'review-document',
          entity: 'branch',
          entityId: input.branchId,
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
    },
  };
}
