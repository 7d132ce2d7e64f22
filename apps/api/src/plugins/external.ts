// External plugins and request handling shared by every route: CORS, security headers, request
// ids, multipart forms, the body parsers the contract uses, and no caching of API answers.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { IMAGE_LIMIT, LARGEST_FILE_BYTES } from '../routes/multipart.js';
import type { Config } from '../config.js';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** A caller's x-request-id when it is sane; otherwise a new UUID. Echoed back. */
export function requestId(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

async function externalPlugins(app: FastifyInstance, { config }: { config: Config }) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Answers under /api speak of the moment and, signed in, of the platform's stores: no browser
  // or proxy keeps a copy (OWASP ASVS 8.2.1). Images under /media set their own caching.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Content-Disposition: the admin saves the catalogue export under the server's file name.
    exposedHeaders: [
      'x-request-id',
      'Retry-After',
      'Content-Length',
      'ETag',
      'Content-Disposition',
    ],
    maxAge: 600,
  });
  await app.register(helmet, { global: true });
  await app.register(multipart, {
    limits: {
      fileSize: LARGEST_FILE_BYTES,
      // The delivery-partner application sends four documents.
      files: 4,
      fields: 20,
      fieldSize: 10_000,
      parts: 24,
    },
  });
  // Bodies are JSON, multipart forms or, for the signed upload, the JPEG itself (at most the
  // image limit, IMAGE_LIMIT; 413 above). No operation takes plain text: such a body is a 415 like any other type.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'image/jpeg',
    { parseAs: 'buffer', bodyLimit: IMAGE_LIMIT.maxBytes },
    (_request, body, done) => done(null, body),
  );
}

export default fp(externalPlugins, { name: 'external' });
