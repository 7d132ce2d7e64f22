// Where a notification goes: in development, a structured log line without its secrets and the
// whole message as a file in DATA_DIR/outbox (the developer's phone and mailbox, like Django's
// file-based e-mail backend); or a webhook of a messaging provider's bridge: a JSON POST signed
// with HMAC-SHA256 that a receiver can verify. Admins' invites go to an e-mail address over SMTP
// when it is configured. Production has no log channel (config.ts refuses it): a sign-in code
// or an invite link never reaches a log there.
import { createHmac } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import {
  notificationSubject,
  notificationText,
  SECRET_NOTIFICATION_PARAMS,
  type NotificationChannel,
  type NotificationParams,
} from '@kirana/domain/notifications';
import type { NotifyConfig, SmtpConfig } from '../config.js';
import type { NotificationRow } from '../repositories/notifications.js';
import { postToProvider } from './provider-post.js';
import { smsChannel } from './sms.js';
import { WHATSAPP_UNDELIVERABLE_CODES, whatsAppChannel } from './whatsapp.js';
import type { Refusal } from './worker.js';

/**
 * What happened to one send: sent (with the provider's id of the message when it gives one, for
 * its receipts), worth another try later, or refused for good (with the provider's error code).
 */
export type SendResult =
  | { ok: true; providerMessageId?: string }
  | { ok: false; retry: boolean; error: string; providerErrorCode?: string };

/** A way out for notifications: `via` names it (recorded with each try), `send` tries one. */
export interface Channel {
  via: NotificationChannel;
  send(notification: NotificationRow): Promise<SendResult>;
  /**
   * A second send of a message is one message at the other end (it carries the message's id as
   * its idempotency key, or goes to nobody): a send interrupted by a crash is made again.
   */
  resendable?: boolean;
}

/** The body a channel sends: the recipient, the words, and what they were made from. */
export function payloadOf(notification: NotificationRow) {
  return {
    id: notification.id,
    to: notification.recipientPhone ?? notification.recipientEmail,
    template: notification.template,
    text: notificationText(
      notification.template,
      notification.params as NotificationParams,
      notification.language,
    ),
    params: notification.params,
    createdAt: notification.createdAt,
  };
}

/** The signature header's value: `sha256=` and the hex HMAC of "<timestamp>.<body>". */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export const WEBHOOK_TIMEOUT_MS = 5000;

/** The notification with its secrets (a sign-in code, an invite link) taken out. */
export function withoutSecrets(notification: NotificationRow): NotificationRow {
  const secret: readonly string[] = SECRET_NOTIFICATION_PARAMS;
  const params = Object.fromEntries(
    Object.entries(notification.params).filter(([name]) => !secret.includes(name)),
  );
  return { ...notification, params: params as NotificationRow['params'] };
}

/**
 * Development only: logs that a message went out, without its secrets, and writes the whole
 * message to a file of `outboxDir` (one per message), where the developer reads a code or an
 * invite link. Nobody receives it.
 */
export function logChannel(log: FastifyBaseLogger, outboxDir?: string): Channel {
  return {
    via: 'log',
    // Nobody receives it: writing it twice sends nothing twice.
    resendable: true,
    async send(notification) {
      let file: string | undefined;
      if (outboxDir) {
        await mkdir(outboxDir, { recursive: true });
        file = join(
          outboxDir,
          `${notification.createdAt.replace(/[:.]/g, '-')}-${notification.id}.txt`,
        );
        const payload = payloadOf(notification);
        // Written beside it and renamed: whoever reads the outbox sees whole messages only.
        const partial = `${file}.partial`;
        await writeFile(
          partial,
          `To: ${payload.to ?? ''}\nTemplate: ${payload.template}\n\n${payload.text}\n`,
          { mode: 0o600 },
        );
        await rename(partial, file);
      }
      log.info({ notification: payloadOf(withoutSecrets(notification)), file }, 'notification');
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
  return {
    via: 'webhook',
    resendable: true,
    send: (notification) => sendToWebhook(url, secret, notification),
  };
}

async function sendToWebhook(
  url: string,
  secret: string,
  notification: NotificationRow,
): Promise<SendResult> {
  const body = JSON.stringify(payloadOf(notification));
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await postToProvider(
    url,
    {
      headers: {
        'content-type': 'application/json',
        'x-kirana-timestamp': timestamp,
        'x-kirana-signature': webhookSignature(secret, timestamp, body),
        'idempotency-key': notification.id,
      },
      body,
    },
    WEBHOOK_TIMEOUT_MS,
  );
  if (!(res instanceof Response)) return res;
  await res.arrayBuffer().catch(() => undefined);
  if (res.ok) return { ok: true };
  return { ok: false, retry: res.status >= 500, error: `HTTP ${res.status}` };
}

/** How long the e-mail channel waits for the SMTP server at each step. */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * Hands the message to the SMTP server (nodemailer): plain text, the notification's id as the
 * Message-ID's left part (a retry after an unclear answer can be recognised). A 5xx reply is
 * refused for good (a bad address); a 4xx reply, a timeout or no connection is tried again.
 */
export function emailChannel(smtp: SmtpConfig): Channel {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user && smtp.password ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    via: 'email',
    async send(notification) {
      if (!notification.recipientEmail)
        return { ok: false, retry: false, error: 'no e-mail address' };
      const domain = smtp.from.replace(/^.*@/, '').replace(/[>\s].*$/, '') || 'kirana.local';
      try {
        await transport.sendMail({
          from: smtp.from,
          to: notification.recipientEmail,
          subject: notificationSubject(notification.template),
          text: payloadOf(notification).text,
          messageId: `<${notification.id}@${domain}>`,
        });
        return { ok: true };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        const message = (error as Error).message;
        return { ok: false, retry: !(code && code >= 500), error: message };
      }
    },
  };
}

/** The phone notifications' channel and the e-mail notifications' one, from configuration. */
export interface Channels {
  phone: Channel;
  /** SMS behind WhatsApp when both are configured (see fallsBackToSms). */
  fallback?: {
    channel: Channel;
    applies: (notification: NotificationRow, result: Refusal) => boolean;
    codeWaitSeconds?: number;
    undeliverableCodes?: readonly string[];
  };
  email: Channel;
}

/**
 * Whether a message WhatsApp refused for good goes by SMS: a sign-in code when WhatsApp says
 * the number cannot receive it (WHATSAPP_UNDELIVERABLE_CODES; another refusal, such as a
 * refused token or a missing template, is ours to fix and the owner asks for a new code); any
 * other message (a decision) on any refusal with Meta's code.
 */
export function fallsBackToSms(notification: NotificationRow, result: Refusal): boolean {
  if (result.providerErrorCode === undefined) return false;
  // A free-text reply of the inbox is not cut into the SMS template: the team chooses again.
  if (notification.template === 'inbox_reply' && notification.params.as === 'text') return false;
  if (notification.template === 'store_code')
    return WHATSAPP_UNDELIVERABLE_CODES.has(result.providerErrorCode);
  return true;
}

export function channelsFor(
  config: NotifyConfig,
  log: FastifyBaseLogger,
  outboxDir: string,
): Channels {
  // WhatsApp when it is configured, else SMS; otherwise the bridge's webhook, or (development)
  // the log.
  const phone = config.whatsapp
    ? whatsAppChannel(config.whatsapp)
    : config.sms
      ? smsChannel(config.sms)
      : config.channel === 'webhook' && config.webhookUrl && config.webhookSecret
        ? webhookChannel(config.webhookUrl, config.webhookSecret)
        : logChannel(log, outboxDir);
  const email = config.smtp ? emailChannel(config.smtp) : logChannel(log, outboxDir);
  if (config.whatsapp && config.sms)
    return {
      phone,
      fallback: {
        channel: smsChannel(config.sms),
        applies: fallsBackToSms,
        codeWaitSeconds: config.whatsapp.codeWaitSeconds,
        undeliverableCodes: [...WHATSAPP_UNDELIVERABLE_CODES],
      },
      email,
    };
  return { phone, email };
}
