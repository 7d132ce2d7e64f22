// Meta's calls to the WhatsApp receipts webhook: the verification handshake (GET, the verify
// token) and the status callbacks (POST), whose X-Hub-Signature-256 is checked against the app
// secret on the raw bytes before the body is parsed: a body that is not Meta's is never read as
// JSON, and changes nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import type { preParsingAsyncHookHandler } from 'fastify';
import { BODY_TOO_LARGE } from '@kirana/domain/common';
import {
  WEBHOOK_SIGNATURE_INVALID,
  WEBHOOK_VERIFY_REFUSED,
  WHATSAPP_NOT_CONFIGURED,
} from '@kirana/domain/notifications';
import type { WhatsAppConfig } from '../config.js';
import type { Handlers } from '../contract/types.js';
import { forbidden, HttpError, notFound, unauthorized } from '../errors.js';
import { recordReceipts, whatsAppReceipts } from '../services/delivery-receipts.js';
import type { Deps } from './deps.js';
import { INBOUND_SUBJECT } from '@kirana/domain/inbox';
import { incomingMessages, keepWhatsAppMedia } from '../notifications/whatsapp-inbound.js';
import { receiveInbound } from '../services/conversations.js';

/** The largest callback read (Meta batches up to 1,000 statuses; far below this). */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Whether `header` is `sha256=<hex HMAC-SHA256 of body with secret>`, compared in constant time. */
export function validSignature(secret: string, body: Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(header.slice(7), 'hex'));
}

/**
 * Reads the raw body, refuses it unless its signature is right, and hands the same bytes on
 * to the JSON parser.
 */
export function signedBody(whatsapp: WhatsAppConfig | undefined): preParsingAsyncHookHandler {
  return async (request, _reply, payload) => {
    if (!whatsapp) throw notFound(WHATSAPP_NOT_CONFIGURED);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > WEBHOOK_BODY_LIMIT) throw new HttpError(413, BODY_TOO_LARGE);
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    if (!validSignature(whatsapp.appSecret, body, request.headers['x-hub-signature-256']))
      throw unauthorized(WEBHOOK_SIGNATURE_INVALID);
    const stream = Readable.from([body]) as Readable & { receivedEncodedLength?: number };
    stream.receivedEncodedLength = body.length;
    return stream;
  };
}

export function whatsAppWebhookHandlers(
  deps: Deps,
): Pick<Handlers, 'verifyWhatsAppWebhook' | 'receiveWhatsAppWebhook'> {
  const whatsapp = deps.config.notify.whatsapp;
  return {
    async verifyWhatsAppWebhook(request, reply) {
      if (!whatsapp) throw notFound(WHATSAPP_NOT_CONFIGURED);
      const query = request.query;
      const token = Buffer.from(query['hub.verify_token']);
      const expected = Buffer.from(whatsapp.verifyToken);
      const matches = token.length === expected.length && timingSafeEqual(token, expected);
      if (query['hub.mode'] !== 'subscribe' || !matches) throw forbidden(WEBHOOK_VERIFY_REFUSED);
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },

    async receiveWhatsAppWebhook(request) {
      if (!whatsapp) throw notFound(WHATSAPP_NOT_CONFIGURED);
      const counts = await recordReceipts(deps, whatsAppReceipts(request.body));
      let received = 0;
      for (const message of incomingMessages(request.body)) {
        // A repeat is known before its media is fetched again.
        if (await deps.repos.conversations.conversationOfProviderMessage(message.id)) continue;
        const media = message.media
          ? await keepWhatsAppMedia(whatsapp, deps.documents, message.media)
          : null;
        const outcome = await receiveInbound(
          deps,
          {
            channel: 'whatsapp',
            phone: message.phone,
            profileName: message.profileName,
            body: message.body,
            providerMessageId: message.id,
            at: message.at,
            media,
          },
          INBOUND_SUBJECT.whatsapp,
        );
        if (outcome.received) received += 1;
        else if (media) await deps.documents.delete(media.storageKey);
      }
      return { status: 'success', data: { ...counts, received } };
    },
  };
}
