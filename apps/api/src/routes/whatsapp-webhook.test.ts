// The WhatsApp receipts webhook as Meta calls it: the handshake with the verify token; status
// callbacks signed with the app secret (a wrong or missing signature is refused and changes
// nothing); statuses that come late, twice and out of order never move a message backwards;
// an unknown message id is acknowledged and ignored. The callbacks are the fake's, posted to the
// listening API.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  WEBHOOK_SIGNATURE_INVALID,
  WEBHOOK_VERIFY_REFUSED,
  WHATSAPP_NOT_CONFIGURED,
} from '@kirana/domain/notifications';
import { startWhatsAppFake, type WhatsAppFake } from '../notifications/fakes/whatsapp-fake.js';
import { whatsAppChannel } from '../notifications/whatsapp.js';
import { outboxWorker } from '../notifications/worker.js';
import type { Schemas } from '../contract/types.js';
import { insertStore } from '../testing/fixtures.js';
import { useTestApp } from '../testing/app.js';
import { enqueueAbout } from '../testing/outbox.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

const silent = { warn: () => undefined, error: () => undefined };
const TOKEN = 'EAAJ-test-access-token';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'meta-app-secret-0123456789';
const VERIFY_TOKEN = 'verify-token-0123456789';

describe.skipIf(!DATABASE_AVAILABLE)(`WhatsApp receipts webhook (${TEST_DB})`, () => {
  const env: Record<string, string> = {
    WHATSAPP_ACCESS_TOKEN: TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
  };
  let fake: WhatsAppFake;
  beforeAll(async () => {
    fake = await startWhatsAppFake({
      accessToken: TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      appSecret: APP_SECRET,
    });
    env.WHATSAPP_API_URL = fake.url;
  });
  const t = useTestApp({ env });
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhook(`${address}/api/webhooks/whatsapp`);
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.reset());

  const whatsapp = () => {
    if (!t.config.notify.whatsapp) throw new Error('WhatsApp is not configured');
    return t.config.notify.whatsapp;
  };

  /** A sign-in code sent through the fake: its message id and a reader of its row. */
  async function sent() {
    const row = await enqueueAbout(t, 'owner-sign-in', {
      recipientPhone: '+919848022338',
      template: 'store_code',
      params: { code: '123456' },
    });
    const worker = outboxWorker({
      repos: t.repos,
      channel: whatsAppChannel(whatsapp()),
      log: silent,
    });
    await worker.runOnce();
    const id = (await row()).providerMessageId;
    if (!id) throw new Error('not sent');
    return { id, row };
  }

  describe('the handshake', () => {
    const verify = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/webhooks/whatsapp?${query}` });

    test('the verify token: the challenge, as plain text', async () => {
      const res = await verify(
        `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('1158201444');
    });

    test('another token, or another mode: 403', async () => {
      expectError(
        'verifyWhatsAppWebhook',
        await verify('hub.mode=subscribe&hub.verify_token=guess-guess-guess&hub.challenge=1'),
        403,
        WEBHOOK_VERIFY_REFUSED,
      );
      expectError(
        'verifyWhatsAppWebhook',
        await verify(`hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`),
        403,
        WEBHOOK_VERIFY_REFUSED,
      );
      expect((await verify(`hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}`)).statusCode).toBe(
        400,
      );
    });
  });

  describe('the callbacks', () => {
    const post = (body: string, signature?: string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': contentType,
          ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
        },
        payload: body,
      });

    test('a missing or wrong signature is refused before the body is read; nothing changes', async () => {
      const { id, row } = await sent();
      const body = fake.callback(id, ['delivered']);
      const before = await row();
      for (const signature of [
        undefined,
        'sha256=',
        fake.sign(`${body} `),
        fake.sign(body).replace('sha256=', 'sha1='),
        `sha256=${'0'.repeat(64)}`,
      ])
        expectError(
          'receiveWhatsAppWebhook',
          await post(body, signature),
          401,
          WEBHOOK_SIGNATURE_INVALID,
        );
      // A body that is not JSON, badly signed: refused for its signature, never parsed.
      expectError(
        'receiveWhatsAppWebhook',
        await post('{not json', 'sha256=abc'),
        401,
        WEBHOOK_SIGNATURE_INVALID,
      );
      expect(await row()).toEqual(before);
      // Signed right, it is recorded.
      const res = await post(body, fake.sign(body));
      expect(expectContract('receiveWhatsAppWebhook', res, 200)).toEqual({
        status: 'success',
        data: { recorded: 1, unchanged: 0, unknown: 0, received: 0 },
      });
      expect((await row()).deliveryState).toBe('delivered');
    });

    test('sent, delivered and read, each twice: each recorded once with its time', async () => {
      const { id, row } = await sent();
      expect(await fake.receipts(id, ['sent', 'delivered', 'read'], { twice: true })).toEqual([
        200, 200, 200, 200, 200, 200,
      ]);
      const read = await row();
      expect(read.deliveryState).toBe('read');
      const times = [read.providerSentAt, read.deliveredAt, read.readAt].map((time) =>
        time ? new Date(time).getTime() : null,
      );
      expect(times.every((time) => time !== null)).toBe(true);
      // The provider's times, in order (sent +1 s, delivered +2 s, read +3 s in the fake).
      expect(times).toEqual([...times].sort());
      // Once more: nothing changes.
      const body = fake.callback(id, ['read']);
      expect(
        expectContract('receiveWhatsAppWebhook', await post(body, fake.sign(body)), 200),
      ).toEqual({
        status: 'success',
        data: { recorded: 0, unchanged: 1, unknown: 0, received: 0 },
      });
      expect(await row()).toEqual(read);
    });

    test('out of order: read first, then delivered and sent fill in their times, the state stays read', async () => {
      const { id, row } = await sent();
      await fake.receipts(id, ['sent', 'delivered', 'read'], { reversed: true });
      const message = await row();
      expect(message.deliveryState).toBe('read');
      expect(message.deliveredAt).not.toBeNull();
      expect(message.providerSentAt).not.toBeNull();
    });

    test('a late failed after delivered changes nothing; failed ends a message that was only sent', async () => {
      const first = await sent();
      await fake.receipts(first.id, ['sent', 'delivered']);
      await fake.receipts(first.id, ['failed']);
      expect(await first.row()).toMatchObject({ deliveryState: 'delivered', failedAt: null });

      const second = await sent();
      await fake.receipts(second.id, ['sent']);
      await fake.receipts(second.id, ['failed'], {
        error: { code: 131026, title: 'Message undeliverable', details: 'Not on WhatsApp.' },
      });
      const failed = await second.row();
      expect(failed).toMatchObject({
        deliveryState: 'failed',
        providerErrorCode: '131026',
        providerError: 'Message undeliverable: Not on WhatsApp.',
      });
      // Nothing moves a failed message, not even a late "delivered".
      await fake.receipts(second.id, ['delivered', 'read']);
      expect(await second.row()).toEqual(failed);
    });

    test("the store screen shows each message's delivery with its times; one not delivered says why and can be sent again", async () => {
      const admin = await t.admin();
      const store = await insertStore(t.repos, { status: 'approved' });
      const worker = outboxWorker({
        repos: t.repos,
        channel: whatsAppChannel(whatsapp()),
        log: silent,
      });
      for (const name of ['read', 'lost'])
        await t.repos.notifications.enqueue(
          {
            recipientPhone: '+919848022338',
            template: 'store_approved',
            params: { name },
            entity: 'branch',
            entityId: store.id,
            language: 'te',
          },
          t.db,
        );
      await worker.runOnce();
      const messages = async () =>
        expectContract<{ data: { notifications: Schemas['Notification'][] } }>(
          'getBranch',
          await t.call('GET', `/api/admin/branches/${store.id}`, admin.headers),
          200,
        ).data.notifications;
      const rows = await t.repos.notifications.listFor('branch', store.id);
      const ids = Object.fromEntries(
        rows.map((row) => [row.params.name, row.providerMessageId ?? '']),
      );
      // Both were enqueued in the same instant: pick each by its id, not by the list's order.
      const idOf = Object.fromEntries(rows.map((row) => [row.params.name, row.id]));
      await fake.receipts(ids.read ?? '', ['sent', 'delivered', 'read']);
      await fake.receipts(ids.lost ?? '', ['sent']);
      await fake.receipts(ids.lost ?? '', ['failed'], {
        error: { code: 131047, title: 'Re-engagement message', details: 'More than 24 hours.' },
      });
      const answered = await messages();
      const read = answered.find((n) => n._id === idOf.read);
      const lost = answered.find((n) => n._id === idOf.lost);
      expect(read).toMatchObject({
        language: 'te',
        channel: 'whatsapp',
        failure: null,
        delivery: { state: 'read', failedAt: null },
      });
      expect(read?.delivery?.readAt).not.toBeNull();
      expect(read?.delivery?.deliveredAt).not.toBeNull();
      expect(lost).toMatchObject({
        state: 'sent',
        delivery: { state: 'failed' },
        failure: 'Not delivered by WhatsApp: Re-engagement message: More than 24 hours.',
      });
      // Sent again: back in the outbox, by WhatsApp first, its report cleared.
      const again = await t.call(
        'POST',
        `/api/admin/notifications/${lost?._id ?? ''}/retry`,
        admin.headers,
      );
      expect(
        expectContract<{ data: { notification: Schemas['Notification'] } }>(
          'retryNotification',
          again,
          200,
        ).data.notification,
      ).toMatchObject({ state: 'pending', delivery: null, failure: null });
      // A delivered one is not sent again.
      expect(
        (await t.call('POST', `/api/admin/notifications/${read?._id ?? ''}/retry`, admin.headers))
          .statusCode,
      ).toBe(409);
    });

    test('a status of an unknown message is acknowledged and ignored', async () => {
      const body = fake.callback('wamid.unknown-to-us', ['delivered']);
      const res = await post(body, fake.sign(body));
      expect(expectContract('receiveWhatsAppWebhook', res, 200)).toEqual({
        status: 'success',
        data: { recorded: 0, unchanged: 0, unknown: 1, received: 0 },
      });
    });

    test('a callback with neither statuses nor messages is acknowledged', async () => {
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ id: '1', changes: [{ field: 'messages', value: { contacts: [] } }] }],
      });
      const res = await post(body, fake.sign(body));
      expect(expectContract('receiveWhatsAppWebhook', res, 200)).toEqual({
        status: 'success',
        data: { recorded: 0, unchanged: 0, unknown: 0, received: 0 },
      });
    });

    test('a signed body that is not JSON: 400, nothing changes', async () => {
      const res = await post('{not json', fake.sign('{not json'));
      expect(res.statusCode).toBe(400);
    });
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`WhatsApp webhook without WhatsApp (${TEST_DB})`, () => {
  const t = useTestApp();
  test('both calls are 404: WhatsApp is not configured', async () => {
    expectError(
      'verifyWhatsAppWebhook',
      await t.app.inject({
        method: 'GET',
        url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
      }),
      404,
      WHATSAPP_NOT_CONFIGURED,
    );
    expectError(
      'receiveWhatsAppWebhook',
      await t.call(
        'POST',
        '/api/webhooks/whatsapp',
        { 'content-type': 'application/json' },
        '{"entry":[]}',
      ),
      404,
      WHATSAPP_NOT_CONFIGURED,
    );
  });
});
