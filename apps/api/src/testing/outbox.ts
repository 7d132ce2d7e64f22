// The outbox in tests: a notification about a new store put in it (with a reader of its row as
// the worker leaves it), and the local WhatsApp and SMS fakes of a test file with the channels'
// settings pointing at them (the accounts the worker process of the crash tests uses too).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { NotificationTemplate } from '@kirana/domain/notifications';
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import type { SmsConfig, WhatsAppConfig } from '../config.js';
import { startSmsFake, type SmsFake } from '../notifications/fakes/sms-fake.js';
import { startWhatsAppFake, type WhatsAppFake } from '../notifications/fakes/whatsapp-fake.js';
import type { NewNotification, NotificationRow } from '../repositories/notifications.js';
import type { TestApp } from './app.js';
import { WORKER_ACCOUNTS } from './outbox-worker-process.js';

/** Enqueues `notification` about a new `entity` (a new id); answers a reader of its row. */
export async function enqueueAbout(
  t: Pick<TestApp, 'repos' | 'db'>,
  entity: NewNotification['entity'],
  notification: Omit<NewNotification, 'entity' | 'entityId'>,
): Promise<() => Promise<NotificationRow>> {
  const entityId = randomUUID();
  await t.repos.notifications.enqueue({ ...notification, entity, entityId }, t.db);
  return async () => {
    const [row] = await t.repos.notifications.listFor(entity, entityId);
    if (!row) throw new Error('no notification');
    return row;
  };
}

/** Enqueues `notification` about a new store; answers a reader of its row. */
export const enqueueForStore = (
  t: Pick<TestApp, 'repos' | 'db'>,
  notification: Omit<NewNotification, 'entity' | 'entityId'>,
) => enqueueAbout(t, 'branch', notification);

/**
 * The enqueue of a channel's tests: `template` with `params` to `phone` (a test number unless
 * told) in `language`, about a new store.
 */
export const storeNotifier =
  (t: Pick<TestApp, 'repos' | 'db'>) =>
  (
    template: NotificationTemplate,
    params: Record<string, unknown>,
    language: OwnerLanguage = 'en',
    phone = '+919848022338',
  ) =>
    enqueueForStore(t, { recipientPhone: phone, template, params, language });

export interface ChannelFakes {
  whatsapp: WhatsAppFake;
  sms: SmsFake;
  /** The WhatsApp channel's settings, pointing at its fake. */
  wa: WhatsAppConfig;
  /** The SMS channel's settings, pointing at its fake. */
  smsConfig: SmsConfig;
}

/**
 * Registers the hooks of a test file that drives both fakes (started once, emptied before each
 * test, closed at the end) and returns them, filled in before the first test. `templates` are
 * the DLT registrations the SMS fake accepts.
 */
export function useChannelFakes(templates: Parameters<typeof startSmsFake>[0]['templates']) {
  const fakes = {} as ChannelFakes;
  beforeAll(async () => {
    const whatsapp = await startWhatsAppFake({ ...WORKER_ACCOUNTS.whatsapp });
    const sms = await startSmsFake({
      authKey: WORKER_ACCOUNTS.sms.authKey,
      senders: [WORKER_ACCOUNTS.sms.senderId],
      templates,
    });
    Object.assign(fakes, {
      whatsapp,
      sms,
      wa: {
        apiUrl: whatsapp.url,
        apiVersion: 'v21.0',
        ...WORKER_ACCOUNTS.whatsapp,
        verifyToken: 'verify-token-0123456789',
        codeWaitSeconds: 30,
      },
      smsConfig: {
        apiUrl: sms.url,
        ...WORKER_ACCOUNTS.sms,
        dltEntityId: '1201160000000000001',
        webhookToken: 'sms-webhook-token-0123456789abcdef',
        dltTemplateIds: {},
      },
    } satisfies ChannelFakes);
  });
  afterAll(async () => {
    await fakes.whatsapp?.close();
    await fakes.sms?.close();
  });
  beforeEach(() => {
    fakes.whatsapp.reset();
    fakes.sms.reset();
  });
  return fakes;
}
