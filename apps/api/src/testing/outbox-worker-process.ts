// An outbox worker in a process of its own, as an API instance runs it: for the test that kills
// one between a provider taking a message and its record, and for the bench's two instances
// (issue 38). It sends by the WhatsApp fake (and the SMS fake behind it, when given) on a
// PostgreSQL schema, from its environment:
//   WORKER_DATABASE_URL, WORKER_SCHEMA   the database and the schema (search_path)
//   WORKER_WHATSAPP_URL                  the WhatsApp fake's origin (token and ids below)
//   WORKER_SMS_URL                       the SMS fake's origin (optional: SMS behind WhatsApp)
//   WORKER_LEASE_MS, WORKER_POLL_MS, WORKER_CONCURRENCY
//   WORKER_CRASH_AFTER_SEND=1            after the provider answers a send, tell the parent
//                                        ({accepted: id}) and wait, the answer never recorded,
//                                        for the parent to kill the process
// It tells its parent {ready: true} once listening; SIGTERM stops it as the API stops.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SmsConfig, WhatsAppConfig } from '../config.js';
import { openPostgres } from '../db/adapter.js';
import { fallsBackToSms, type Channel } from '../notifications/channels.js';
import { fakeDltRegistry } from '../notifications/fakes/sms-fake.js';
import { smsChannel } from '../notifications/sms.js';
import { WHATSAPP_UNDELIVERABLE_CODES, whatsAppChannel } from '../notifications/whatsapp.js';
import { outboxWorker } from '../notifications/worker.js';
import { createRepositories } from '../repositories/index.js';

/** The accounts the fakes are started with (the test's and the bench's). */
export const WORKER_ACCOUNTS = {
  whatsapp: {
    accessToken: 'EAAJ-token',
    phoneNumberId: '106540352242922',
    appSecret: 'app-secret',
  },
  sms: { authKey: 'msg91-key', senderId: 'KIRANA' },
} as const;

const env = process.env;
const required = (name: string): string => {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

// Run as a process (not imported for its accounts).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const db = await openPostgres(required('WORKER_DATABASE_URL'), {
    options: `-c search_path=${required('WORKER_SCHEMA')}`,
    max: 4,
  });
  const repos = createRepositories(db);
  const wa: WhatsAppConfig = {
    apiUrl: required('WORKER_WHATSAPP_URL'),
    apiVersion: 'v21.0',
    phoneNumberId: WORKER_ACCOUNTS.whatsapp.phoneNumberId,
    accessToken: WORKER_ACCOUNTS.whatsapp.accessToken,
    appSecret: WORKER_ACCOUNTS.whatsapp.appSecret,
    verifyToken: 'verify-token-0123456789',
    codeWaitSeconds: 30,
  };
  const whatsapp = whatsAppChannel(wa);
  const channel: Channel =
    env.WORKER_CRASH_AFTER_SEND === '1'
      ? {
          via: whatsapp.via,
          async send(notification) {
            const result = await whatsapp.send(notification);
            // The provider has answered; the worker dies before it records the answer.
            process.send?.({ accepted: notification.id, result });
            return new Promise(() => undefined);
          },
        }
      : whatsapp;
  const smsUrl = env.WORKER_SMS_URL;
  const sms: SmsConfig | undefined = smsUrl
    ? {
        apiUrl: smsUrl,
        authKey: WORKER_ACCOUNTS.sms.authKey,
        senderId: WORKER_ACCOUNTS.sms.senderId,
        dltEntityId: '1201160000000000001',
        webhookToken: 'sms-webhook-token-0123456789abcdef',
        dltTemplateIds: {},
      }
    : undefined;
  const say = (level: string) => (object: unknown, message?: string) => {
    if (env.WORKER_VERBOSE) console.error(level, message ?? '', JSON.stringify(object));
  };
  const worker = outboxWorker({
    repos,
    channel,
    ...(sms
      ? {
          fallback: {
            channel: smsChannel(sms, fakeDltRegistry().idOf),
            applies: fallsBackToSms,
            codeWaitSeconds: 30,
            undeliverableCodes: [...WHATSAPP_UNDELIVERABLE_CODES],
          },
        }
      : {}),
    log: { warn: say('warn'), error: say('error') },
    changes: db.changes,
    pollMs: Number(env.WORKER_POLL_MS ?? 1000),
    leaseMs: Number(env.WORKER_LEASE_MS ?? 60_000),
    concurrency: Number(env.WORKER_CONCURRENCY ?? 1),
  });
  process.on('SIGTERM', () => {
    void worker
      .stop()
      .then(() => db.close())
      .finally(() => process.exit(0));
  });
  process.send?.({ ready: true });
  void worker.runOnce();
}
