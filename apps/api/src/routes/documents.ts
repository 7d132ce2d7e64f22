// A private document's bytes, to a signed-in admin whose role reviews documents, on the admin's
// own token (the guard and `x-permission: documents.review` run first, like on every admin
// call). The admin app fetches them and shows them from memory, so no address of a document
// ever works outside the app. Serving them records that this admin opened the document (who
// opened which ID, of whom, when): the only read that writes, because it is the opening itself.
import {
  DOCUMENT_ERASED,
  DOCUMENT_MASKED,
  DOCUMENT_NOT_FOUND,
  DOCUMENT_VIEW_MINUTES,
} from '@kirana/domain/stores';
import { currentAdmin } from '../auth/guard.js';
import type { Handlers } from '../contract/types.js';
import { notFound } from '../errors.js';
import { findAnyDocument } from '../repositories/documents.js';
import { maskDocument } from '../services/mask-document.js';
import type { Deps } from './deps.js';
import { openStored, sendDocument, unreadable } from './document-reply.js';
import { presentDocument } from './present.js';

export function documentHandlers({
  documents,
  repos,
  db,
  services,
}: Deps): Pick<Handlers, 'openDocument' | 'maskDocument'> {
  return {
    async maskDocument(request) {
      try {
        const masked = await maskDocument(
          { audited: services.audited, repos, documents },
          currentAdmin(request),
          request.params.documentId,
          request.body.boxes,
        );
        return {
          status: 'success',
          message: DOCUMENT_MASKED,
          data: {
            document:
              masked.entity === 'branch'
                ? presentDocument(masked.row)
                : presentDocument(masked.row),
          },
        };
      } catch (error) {
        throw unreadable(error, request.log);
      }
    },

    async openDocument(request, reply) {
      const admin = currentAdmin(request);
      const document = await findAnyDocument(repos, request.params.documentId);
      if (!document) throw notFound(DOCUMENT_NOT_FOUND);
      const { storageKey } = document;
      if (storageKey === null) throw notFound(DOCUMENT_ERASED);
      const object = await openStored(documents, storageKey, request.log);
      if (!object) throw notFound(DOCUMENT_NOT_FOUND);
      // The same admin loading the same document again soon (the screen shown again, Zoom and
      // Open on one image) is one opening: one entry. Another admin's opening is always theirs.
      await db.transaction((tx) =>
        repos.audit.recordDocumentView(
          {
            adminId: admin.id,
            entity: document.entity,
            entityId: document.parentId,
            documentId: document.id,
            kind: document.kind,
            withinSeconds: DOCUMENT_VIEW_MINUTES * 60,
          },
          tx,
        ),
      );
      return sendDocument(reply, object, storageKey, `${document.kind}-${document.id}`);
    },
  };
}
