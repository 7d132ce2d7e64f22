// Private documents through their signed links: the signature is the authorisation, the link
// lives minutes, the answer is never cached, and a PDF comes as an attachment.
import { DOCUMENT_LINK_INVALID, DOCUMENT_NOT_FOUND } from '@kirana/domain/stores';
import { checkLink } from '../auth/signed-links.js';
import type { Handlers } from '../contract/types.js';
import { forbidden, notFound } from '../errors.js';
import type { Deps } from './deps.js';

export function documentHandlers({ config, documents }: Deps): Pick<Handlers, 'getDocument'> {
  return {
    async getDocument(request, reply) {
      const { key } = request.params;
      const { expires, signature } = request.query;
      const check = checkLink(config.authSecret, 'document', key, expires, signature);
      if (check !== 'valid') throw forbidden(DOCUMENT_LINK_INVALID);
      const object = await documents.get(key);
      if (!object) throw notFound(DOCUMENT_NOT_FOUND);
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
