// Private documents through their signed links: the signature is the authorisation, the link
// lives minutes, the answer is never cached, and a PDF comes as an attachment. A link is issued
// to one admin (`viewer`), and serving it records that this admin opened the document (who
// opened which ID, of whom, when): the only read that writes, because it is the opening itself.
import {
  DOCUMENT_LINK_MINUTES,
  DOCUMENT_LINK_INVALID,
  DOCUMENT_NOT_FOUND,
} from '@kirana/domain/stores';
import { checkDocumentLink } from '../auth/signed-links.js';
import type { Handlers } from '../contract/types.js';
import { forbidden, notFound } from '../errors.js';
import type { Deps } from './deps.js';

export function documentHandlers({
  config,
  documents,
  repos,
  db,
}: Deps): Pick<Handlers, 'getDocument'> {
  /** The store's or application's document stored under this key, or null. */
  async function documentOf(key: string) {
    const [store, application] = await Promise.all([
      repos.documents.byKey(key),
      repos.applicationDocuments.byKey(key),
    ]);
    if (store) return { ...store, entity: 'branch' as const };
    if (application) return { ...application, entity: 'delivery-partner-application' as const };
    return null;
  }

  return {
    async getDocument(request, reply) {
      const { key } = request.params;
      const { expires, signature, viewer } = request.query;
      const check = checkDocumentLink(config.authSecret, key, viewer, expires, signature);
      if (check !== 'valid') throw forbidden(DOCUMENT_LINK_INVALID);
      const [document, object] = await Promise.all([documentOf(key), documents.get(key)]);
      if (!document || !object) throw notFound(DOCUMENT_NOT_FOUND);
      // Repeated loads of the same document by the same admin within a link's lifetime (the
      // image, its "Open" link, the screen's refreshed link) are one opening: one entry.
      await db.transaction((tx) =>
        repos.audit.recordDocumentView(
          {
            adminId: viewer,
            entity: document.entity,
            entityId: document.ownerId,
            documentId: document.id,
            kind: document.kind,
            withinSeconds: DOCUMENT_LINK_MINUTES * 60,
          },
          tx,
        ),
      );
      const pdf = object.contentType === 'application/pdf';
      return (
        reply
          .header('Content-Type', object.contentType)
          .header('Content-Length', object.size)
          .header('Cache-Control', 'private, no-store')
          .header(
            'Content-Disposition',
            `${pdf ? 'attachment' : 'inline'}; filename="${key.slice(key.indexOf('/') + 1)}"`,
          )
          // Nothing in a document runs, even if a browser is asked to render it.
          .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox")
          // The admin app shows document images from another origin.
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .send(object.body)
      );
    },
  };
}
