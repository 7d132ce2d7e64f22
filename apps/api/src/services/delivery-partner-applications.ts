// Applying to deliver (the public form of /deliver-with-us): fields, then documents, checked
// before anything is stored; one open application per phone. The review of an application is
// the review engine's (./review/delivery-partner.ts).
import type { FastifyBaseLogger } from 'fastify';
import { invalidFieldMessage } from '@kirana/domain/common';
import {
  ALREADY_A_PARTNER,
  APPLICATION_PENDING_FOR_PHONE,
  PARTNER_DOCUMENT_FIELDS,
  PARTNER_DOCUMENT_KINDS,
  PARTNER_DOCUMENT_REQUIRED,
  PARTNER_PHOTO_NOT_AN_IMAGE,
  missingPartnerDocuments,
  type PartnerDocumentKind,
} from '@kirana/domain/delivery-partners';
import { type PartnerApplicationFields } from '@kirana/domain/delivery-partner-rules';
import { checkDocument, type CheckedDocument } from '../documents/files.js';
import { HttpError, badRequest, conflict } from '../errors.js';
import {
  isOpenPhoneTaken,
  type ApplicationRow,
} from '../repositories/delivery-partner-applications.js';
import type { FormFile } from '../routes/multipart.js';
import { newDocumentKey } from '../storage/storage.js';
import { discardDocuments } from './review/engine.js';
import type { ReviewDeps } from './review/kind.js';

/** 409 when the phone has an application under review or belongs to a partner. */
async function refuseOpenPhone(deps: Pick<ReviewDeps, 'repos'>, phone: string): Promise<void> {
  const open = await deps.repos.applications.openStatusOf(phone);
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

/**
 * A new application with its documents. Fields and files are checked first; the files are
 * stored, then the application and its documents are written in one transaction (files of a
 * failed write are removed). A re-application follows the phone's latest rejected one.
 */
export async function applyAsDeliveryPartner(
  deps: Pick<ReviewDeps, 'db' | 'repos' | 'documents'>,
  fields: PartnerApplicationFields,
  files: Record<string, FormFile>,
  log: FastifyBaseLogger,
): Promise<ApplicationRow> {
  const { db, repos, documents } = deps;
  const checked = await checkFiles(fields, files);
  await refuseOpenPhone(deps, fields.phone);
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
            parentId: application.id,
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
    discardDocuments(
      deps,
      stored.map(({ key }) => key),
      log,
    );
    // Two at once for one phone: the unique index lets one in; the other hears why.
    if (isOpenPhoneTaken(error)) await refuseOpenPhone(deps, fields.phone);
    throw error;
  }
}
