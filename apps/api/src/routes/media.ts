// The signed affiliate image upload (PUT /api/uploads/{key}) and stored images (/media/{key}).
import {
  IMAGE_FILE_REQUIRED,
  IMAGE_NOT_FOUND,
  IMAGE_UPLOADED_MESSAGE,
  UPLOAD_ALREADY_DONE,
  UPLOAD_LINK_EXPIRED,
  UPLOAD_LINK_INVALID,
} from '@kirana/domain/uploads';
import { checkUploadSignature } from '../auth/signed-links.js';
import type { Handlers } from '../contract/types.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { processImage } from '../images/images.js';
import { UPLOAD_LIMIT } from '../auth/rate-limit.js';
import { enforceLimit, type Deps } from './deps.js';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type MediaHandlers = Pick<Handlers, 'uploadAffiliateImage' | 'getMedia' | 'headMedia'>;

export function mediaHandlers(deps: Deps): MediaHandlers {
  const { repos, storage, config } = deps;
  return {
    async uploadAffiliateImage(request, reply) {
      await enforceLimit(deps, reply, `upload:ip:${request.ip}`, UPLOAD_LIMIT);
      const { key } = request.params;
      const { expires, signature } = request.query;
      const check = checkUploadSignature(config.authSecret, key, expires, signature);
      if (check === 'invalid') throw forbidden(UPLOAD_LINK_INVALID);
      if (check === 'expired') throw forbidden(UPLOAD_LINK_EXPIRED);

      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(IMAGE_FILE_REQUIRED);
      const image = await processImage(body, { accept: ['jpeg'], output: 'jpeg' });

      const claim = await repos.uploads.claim(key);
      if (claim === 'already-uploaded') throw conflict(UPLOAD_ALREADY_DONE);
      if (claim === 'unknown') throw forbidden(UPLOAD_LINK_INVALID);
      try {
        await storage.put(key, image.body, image.contentType);
      } catch (error) {
        await repos.uploads.unclaim(key);
        throw error;
      }
      return {
        status: 'success',
        message: IMAGE_UPLOADED_MESSAGE,
        data: { key, imageUrl: storage.publicUrl(key) },
      };
    },

    async getMedia(request, reply) {
      const object = await storage.get(request.params.key);
      if (!object) throw notFound(IMAGE_NOT_FOUND);
      reply
        .header('Content-Type', object.contentType)
        .header('ETag', object.etag)
        .header('Cache-Control', MEDIA_CACHE_CONTROL)
        // Images are loaded by the admin app and the site from other origins.
        .header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (request.headers['if-none-match'] === object.etag) return reply.code(304).send();
      return reply.header('Content-Length', object.size).send(object.body);
    },

    async headMedia(request, reply) {
      const info = await storage.head(request.params.key);
      if (!info) return reply.code(404).send();
      return reply
        .header('Content-Type', info.contentType)
        .header('Content-Length', info.size)
        .header('ETag', info.etag)
        .header('Cache-Control', MEDIA_CACHE_CONTROL)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send();
    },
  };
}
