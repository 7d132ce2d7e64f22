// Where a notification goes: a structured log line (the default, for development and for
// platforms that ship logs to a messaging bridge), or a webhook of a messaging provider's
// bridge: a JSON POST signed with HMAC-SHA256 that a receiver can verify.
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { notificationText, type NotificationChannel } from '@kirana/domain/notifications';
import type { NotifyConfig } from '../config.js';
import type { NotificationRow } from '../repositories/notifications.js';

/** What happened to one send: sent, worth another try later, or refused for good. */
export type SendResult = { ok: true } | { ok: false; retry: boolean; error: string };

/** A way out for notifications: `via` names it (recorded with each try), `send` tries one. */
export interface Channel {
  via: NotificationChannel;
  send(notification: NotificationRow): Promise<SendResult>;
}

/** The body a channel sends: the recipient, the words, and what they were made from. */
export function payloadOf(notification: NotificationRow) {
  return {
    id: notification.id,
    to: notification.recipientPhone,
    template: notification.template,
    text: notificationText(notification.template, {
      name: String(notification.params.name ?? ''),
      reason: notification.params.reason as string | undefined,
      note: notification.params.note as string | undefined,
    }),
    params: notification.params,
    createdAt: notification.createdAt,
  };
}

/** The signature header's value: `sha256=` and the hex HMAC of "<timestamp>.<body>". */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export const WEBHOOK_TIMEOUT_MS = 5000;

/** Writes the message to the log: nobody receives it (development, or a log-shipping bridge). */
export function logChannel(log: FastifyBaseLogger): Channel {
  return {
    via: 'log',
    async send(notification) {
      log.info({ notification: payloadOf(notification) }, 'notification');
      return { ok: true };
    },
  };
}

/**
 * POSTs the payload with `X-Kirana-Timestamp`, `X-Kirana-Signature` and `Idempotency-Key` (the
 * notification's id: a bridge that sees it twice sends once). 2xx is sent; 4xx is refused for
 * good (retrying would be refused again); 5xx, a timeout or no answer is tried again later.
 */
export function webhookChannel(url: string, secret: string): Channel {
  return { via: 'webhook', send: (notification) => sendToWebhook(url, secret, notification) };
}

async function sendToWebhook(
  url: string,
  secret: string,
  notification: NotificationRow,
): Promise<SendResult> {
  const body = JSON.stringify(payloadOf(notification));
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-kirana-timestamp': timestamp,
        'x-kirana-signature': webhookSignature(secret, timestamp, body),
        'idempotency-key': notification.id,
      },
      body,
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) return { ok: true };
    return { ok: false, retry: res.status >= 500, error: `HTTP ${res.status}` };
  } catch (error) {
    const name = (error as Error).name;
    const message =
      name === 'TimeoutError' ? `no answer in ${WEBHOOK_TIMEOUT_MS} ms` : (error as Error).message;
    return { ok: false, retry: true, error: message };
  }
}

export function channelFor(config: NotifyConfig, log: FastifyBaseLogger): Channel {
  return config.channel === 'webhook' && config.webhookUrl && config.webhookSecret
    ? webhookChannel(config.webhookUrl, config.webhookSecret)
    : logChannel(log);
}
