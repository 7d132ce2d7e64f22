// A reviewer covers an unmasked Aadhaar number (issue 40, section 1; UIDAI: a kept copy shows
// only the last 4 digits): the boxes are burned into a new image, the document points at it in
// one transaction with its activity entry and the original's key handed to pending_erasures,
// and the original file is deleted after the commit (a crash in between leaves it to the next
// retention run).
import { DOCUMENT_MASK_ACTION } from '@kirana/domain/activity';
import {
  DOCUMENT_ERASED,
  DOCUMENT_NOT_FOUND,
  MASK_BOX_INVALID,
  MASK_BOX_MIN,
  MASK_NOT_AN_IMAGE,
} from '@kirana/domain/stores';
import { invalidFieldMessage } from '@kirana/domain/common';
import { badRequest, notFound } from '../errors.js';
import { maskImage, type FractionBox } from '../images/images.js';
import type { AdminRow } from '../repositories/admins.js';
import { findAnyDocument, type DocumentRow } from '../repositories/documents.js';
import type { Repositories } from '../repositories/index.js';
import type { Audited } from './audited.js';
import { newDocumentKey, type Storage } from '../storage/storage.js';
import type { PartnerDocumentKind } from '@kirana/domain/delivery-partners';
import type { StoreDocumentKind } from '@kirana/domain/stores';

export interface MaskDeps {
  audited: Audited;
  repos: Pick<Repositories, 'documents' | 'applicationDocuments' | 'retention'>;
  documents: Pick<Storage, 'get' | 'put' | 'delete'>;
}

const FORMATS = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  'image/webp': { format: 'webp', extension: 'webp' },
} as const;

function wrap<E extends MaskedDocument['entity']>(
  entity: E,
  row: Extract<MaskedDocument, { entity: E }>['row'] | null,
): MaskedDocument | null {
  return row ? ({ entity, row } as MaskedDocument) : null;
}

/** Each box of some size and inside the image; the first that is not, named by its place. */
export function checkBoxes(boxes: readonly FractionBox[]): void {
  const slack = 1e-9;
  boxes.forEach((box, n) => {
    if (
      box.width < MASK_BOX_MIN ||
      box.height < MASK_BOX_MIN ||
      box.x + box.width > 1 + slack ||
      box.y + box.height > 1 + slack
    )
      throw badRequest(invalidFieldMessage(`boxes.${n}`, MASK_BOX_INVALID));
  });
}

/** The masked document, with what it belongs to. */
export type MaskedDocument =
  | { entity: 'branch'; row: DocumentRow<StoreDocumentKind> }
  | { entity: 'delivery-partner-application'; row: DocumentRow<PartnerDocumentKind> };

export async function maskDocument(
  deps: MaskDeps,
  admin: Pick<AdminRow, 'id'>,
  documentId: string,
  boxes: readonly FractionBox[],
): Promise<MaskedDocument> {
  checkBoxes(boxes);
  const found = await findAnyDocument(deps.repos, documentId);
  if (!found) throw notFound(DOCUMENT_NOT_FOUND);
  const { storageKey: fromKey } = found;
  if (fromKey === null) throw notFound(DOCUMENT_ERASED);
  const image = FORMATS[found.contentType as keyof typeof FORMATS];
  if (!image) throw badRequest(MASK_NOT_AN_IMAGE);
  const original = await deps.documents.get(fromKey);
  if (!original) throw notFound(DOCUMENT_NOT_FOUND);

  const masked = await maskImage(original.body, image.format, boxes);
  const toKey = newDocumentKey(image.extension);
  await deps.documents.put(toKey, masked, found.contentType);
  const change = { fromKey, toKey, size: masked.length };
  const row = await deps.audited(
    admin,
    async (tx) => {
      const changed: MaskedDocument | null =
        found.entity === 'branch'
          ? wrap('branch', await deps.repos.documents.replaceBytes(documentId, change, tx))
          : wrap(
              'delivery-partner-application',
              await deps.repos.applicationDocuments.replaceBytes(documentId, change, tx),
            );
      if (changed) await deps.repos.retention.pendErasure(fromKey, tx);
      return changed;
    },
    (changed) =>
      changed && {
        action: DOCUMENT_MASK_ACTION,
        entity: changed.entity,
        entityId: found.parentId,
        details: { documentId, kind: found.kind, boxes: boxes.length },
      },
  );
  if (!row) {
    // Replaced or erased while it was being masked: the new image is nobody's.
    await deps.documents.delete(toKey);
    throw notFound(DOCUMENT_NOT_FOUND);
  }
  await deps.documents.delete(fromKey);
  await deps.repos.retention.erasureDone(fromKey);
  return row;
}
