// Delivery-partner applications: applying (the public form: fields, then documents, checked
// before anything is stored), and the review: the checklist of documents and the decision,
// each in one transaction with its audit entry and, for a decision, the applicant's SMS.
import type { FastifyBaseLogger } from 'fastify';
import { DOCUMENT_NOT_FOUND } from '@kirana/domain/branches';
import { invalidFieldMessage } from '@kirana/domain/common';
import {
  ALREADY_A_PARTNER,
  APPLICATION_NOT_FOUND,
  APPLICATION_NOT_PENDING,
  APPLICATION_PENDING_FOR_PHONE,
  PARTNER_DOCUMENT_FIELDS,
  PARTNER_DOCUMENT_KINDS,
  PARTNER_DOCUMENT_REQUIRED,
  PARTNER_PHOTO_NOT_AN_IMAGE,
  missingPartnerDocuments,
  type PartnerDocumentKind,
  type PartnerRejectReason,
} from '@kirana/domain/partners';
import { type PartnerApplicationFields } from '@kirana/domain/partner-rules';
import { checkDocument, type CheckedDocument } from '../documents/files.js';
import { HttpError, badRequest, conflict, notFound } from '../errors.js';
import type { Database } from '../db/adapter.js';
import type { AdminRow } from '../repositories/admins.js';
import { isOpenPhoneTaken, type ApplicationRow } from '../repositories/applications.js';
import type { DocumentRow } from '../repositories/documents.js';
import type { Repositories } from '../repositories/index.js';
import type { FormFile } from '../routes/multipart.js';
import { newDocumentKey, type Storage } from '../storage/storage.js';
import type { Audited } from './audited.js';

export type PartnerDecision = 'approve' | 'reject';
export type PartnerDecisionBody = {
  reason?: PartnerRejectReason | undefined;
  note?: string | undefined;
};
const ENTITY = 'delivery-partner-application';

export function partnerReviewService(
  db: Database,
  repos: Repositories,
  audited: Audited,
  documents: Storage,
) {
  function discard(keys: string[], log: FastifyBaseLogger) {
    for (const key of keys)
      documents
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'could not delete document'));
  }

  /** 409 when the phone has an application under review or belongs to a partner. */
  async function refuseOpenPhone(phone: string): Promise<void> {
    const open = await repos.applications.openStatusOf(phone);
    if (open === 'pending') throw conflict(APPLICATION_PENDING_FOR_PHONE);
    if (open === 'approved') throw conflict(ALREADY_A_PARTNER);
  }

  /** Each document checked (413/415 naming its field) and nothing stored yet. */
  async function checkFiles(
    fields: PartnerApplicationFields,
    files: Record<string, FormFile>,
  ): Promise<Map<PartnerDocumentKind, CheckedDocument>> {
    const sent = PARTNER_DOCUMENT_KINDS.filter((kind) => files[PARTNER_DOCUMENT_FIELDS[kind]]);
    const [missing] = missingPartnerDocuments(fields.vehicle, sent);
    if (missing)
      throw badRequest(
        invalidFieldMessage(PARTNER_DOCUMENT_FIELDS[missing], PARTNER_DOCUMENT_REQUIRED[missing]),
      );
    const checked = new Map<PartnerDocumentKind, CheckedDocument>();
    for (const kind of sent) {
      const field = PARTNER_DOCUMENT_FIELDS[kind];
      const file = files[field];
      if (!file) continue;
      let document: CheckedDocument;
      try {
        document = await checkDocument(file.bytes, file.type);
      } catch (error) {
        if (error instanceof HttpError) throw error.atField(field);
        throw error;
      }
      if (kind === 'photo' && document.contentType === 'application/pdf')
        throw new HttpError(415, invalidFieldMessage(field, PARTNER_PHOTO_NOT_AN_IMAGE));
      checked.set(kind, document);
    }
    return checked;
  }

  return {
    /**
     * A new application with its documents. Fields and files are checked first; the files are
     * stored, then the application and its documents are written in one transaction (files of a
     * failed write are removed). A re-application follows the phone's latest rejected one.
     */
    async apply(
      fields: PartnerApplicationFields,
      files: Record<string, FormFile>,
      log: FastifyBaseLogger,
    ): Promise<ApplicationRow> {
      const checked = await checkFiles(fields, files);
      await refuseOpenPhone(fields.phone);
      const stored: { kind: PartnerDocumentKind; key: string; file: CheckedDocument }[] = [];
      try {
        for (const [kind, file] of checked) {
          const key = newDocumentKey(file.extension);
          await documents.put(key, file.body, file.contentType);
          stored.push({ kind, key, file });
        }
        return await db.transaction(async (tx) => {
          const application = await repos.applications.insert(
            {
              ...fields,
              previousApplicationId: await repos.applications.latestRejectedOf(fields.phone, tx),
            },
            tx,
          );
          for (const { kind, key, file } of stored)
            await repos.applicationDocuments.put(
              {
                ownerId: application.id,
                kind,
                storageKey: key,
                contentType: file.contentType,
                size: file.body.length,
              },
              tx,
            );
          return application;
        });
      } catch (error) {
        discard(
          stored.map(({ key }) => key),
          log,
        );
        // Two at once for one phone: the unique index lets one in; the other hears why.
        if (isOpenPhoneTaken(error)) await refuseOpenPhone(fields.phone);
        throw error;
      }
    },

    /**
     * Approve or reject a pending application (else 409, nothing changes), with the applicant's
     * notification and the audit entry in the same transaction.
     */
    decide(
      admin: AdminRow,
      applicationId: string,
      decision: PartnerDecision,
      body: PartnerDecisionBody,
    ): Promise<ApplicationRow> {
      return audited(
        admin,
        async (tx) => {
          const result = await repos.applications.decide(
            applicationId,
            {
              status: decision === 'approve' ? 'approved' : 'rejected',
              reason: decision === 'reject' ? (body.reason ?? null) : null,
              note: body.note ?? null,
              adminId: admin.id,
            },
            tx,
          );
          if (result === 'not-found') throw notFound(APPLICATION_NOT_FOUND);
          if (result === 'not-pending') throw conflict(APPLICATION_NOT_PENDING);
          await repos.notifications.enqueue(
            {
              recipientPhone: `+91${result.phone}`,
              template: decision === 'approve' ? 'partner_approved' : 'partner_rejected',
              params: { name: result.name, reason: body.reason, note: body.note },
              entity: ENTITY,
              entityId: result.id,
            },
            tx,
          );
          return result;
        },
        (application) => ({
          action: decision,
          entity: ENTITY,
          entityId: application.id,
          details: {
            name: application.name,
            from: 'pending',
            to: application.status,
            ...(body.reason ? { reason: body.reason } : {}),
            ...(body.note ? { note: body.note } : {}),
          },
        }),
      );
    },

    async reviewDocument(
      admin: AdminRow,
      input: {
        applicationId: string;
        documentId: string;
        state: 'verified' | 'unclear';
        note?: string | undefined;
      },
    ): Promise<DocumentRow<PartnerDocumentKind>> {
      const { document } = await audited(
        admin,
        async (tx) => {
          const application = await repos.applications.findById(input.applicationId, tx);
          if (!application) throw notFound(APPLICATION_NOT_FOUND);
          const reviewed = await repos.applicationDocuments.review(
            {
              ownerId: application.id,
              documentId: input.documentId,
              state: input.state,
              note: input.note ?? null,
              adminId: admin.id,
            },
            tx,
          );
          if (!reviewed) throw notFound(DOCUMENT_NOT_FOUND);
          return { document: reviewed, name: application.name };
        },
        ({ document, name }) => ({
          action: 'review-document',
          entity: ENTITY,
          entityId: input.applicationId,
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
