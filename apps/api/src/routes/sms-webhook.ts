// MSG91's SMS delivery reports. MSG91 does not sign them, so the callback URL carries a secret:
// `/api/webhooks/sms/<SMS_WEBHOOK_TOKEN>`. The token is compared in constant time in a
// preParsing hook, before a byte of the body is read: a call without it is refused and changes
// nothing. The reports are then recorded like WhatsApp's receipts.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { preParsingAsyncHookHandler } from 'fastify';
import { SMS_NOT_CONFIGURED, SMS_WEBHOOK_TOKEN_INVALID } from '@kirana/domain/notifications';
import type { SmsConfig } from '../config.js';
import type { Handlers } from '../contract/types.js';
import { notFound, unauthorized } from '../errors.js';
import { recordReceipts, smsReceipts, smsReportTime } from '../services/delivery-receipts.js';
import { INBOUND_SUBJECT } from '@kirana/domain/inbox';
import { receiveInbound } from '../services/conversations.js';
import type { Deps } from './deps.js';

/**
 * Whether `token` is the configured one. Both sides are hashed first, so the comparison takes
 * the same time whatever the length of what was sent.
 */
export function validSmsToken(expected: string, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(expected), digest(token));
}

/** Refuses the call before its body is read unless the path's token is SMS_WEBHOOK_TOKEN. */
export function smsTokenCheck(sms: SmsConfig | undefined): preParsingAsyncHookHandler {
  return async (request, _reply, payload) => {
    if (!sms) throw notFound(SMS_NOT_CONFIGURED);
    const { token } = request.params as { token?: unknown };
    if (!validSmsToken(sms.webhookToken, token)) throw unauthorized(SMS_WEBHOOK_TOKEN_INVALID);
    return payload;
  };
}

/** MSG91's sender as E.164: a 10-digit Indian mobile gets +91, a number with its code a "+". */
export function senderPhone(sender: string): string {
  const digits = sender.replace(/^\+/, '');
  return digits.length === 10 ? `+91${digits}` : `+${digits}`;
}

export function smsWebhookHandlers(
  deps: Deps,
): Pick<Handlers, 'receiveSmsWebhook' | 'receiveInboundSms'> {
  const sms = deps.config.notify.sms;
  return {
    async receiveSmsWebhook(request) {
      if (!sms) throw notFound(SMS_NOT_CONFIGURED);
      if (!validSmsToken(sms.webhookToken, request.params.token))
        throw unauthorized(SMS_WEBHOOK_TOKEN_INVALID);
      const counts = await recordReceipts(deps, smsReceipts(request.body));
      return { status: 'success', data: counts };
    },

    async receiveInboundSms(request) {
      if (!sms) throw notFound(SMS_NOT_CONFIGURED);
      if (!validSmsToken(sms.webhookToken, request.params.token))
        throw unauthorized(SMS_WEBHOOK_TOKEN_INVALID);
      const { sender, message, rcvd } = request.body;
      const phone = senderPhone(sender);
      const at = (rcvd ? smsReportTime(rcvd) : null) ?? new Date();
      // MSG91 gives an inbound SMS no id: the same sender, text and time is the same message.
      const key = createHash('sha256')
        .update(`${phone}\n${rcvd ?? at.toISOString().slice(0, 16)}\n${message}`)
        .digest('hex');
      const outcome = await receiveInbound(
        deps,
        {
          channel: 'sms',
          phone,
          profileName: null,
          body: message.trim() || message,
          providerMessageId: `sms:${key}`,
          at,
          media: null,
        },
        INBOUND_SUBJECT.sms,
      );
      if (!outcome.conversationId) throw new Error('the SMS joined no conversation');
      return { status: 'success', data: { conversationId: outcome.conversationId } };
    },
  };
}
