// The WhatsApp channel against the local fake of the Cloud API, through the outbox worker and
// the database: a message goes as its registered template in the recipient's language and is
// recorded with Meta's message id; throttling is tried again later; a number that is not on
// WhatsApp, or a refused token, fails at once with Meta's code and words. And the fake refuses
// what the Cloud API refuses.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { STORE_DOCUMENT_WORDS, STORE_REASON_WORDS } from '@kirana/domain/store-words';
import type { WhatsAppConfig } from '../config.js';
import { useTestApp } from '../testing/app.js';
import { storeNotifier } from '../testing/outbox.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { startWhatsAppFake, type WhatsAppFake } from './fakes/whatsapp-fake.js';
import { channelsFor } from './channels.js';
import { whatsAppChannel } from './whatsapp.js';
import { outboxWorker } from './worker.js';

const silent = { warn: () => undefined, error: () => undefined };
const TOKEN = 'EAAJ-test-access-token';
const PHONE_NUMBER_ID = '106540352242922';
/** The fake of the Cloud API, for the test account (TOKEN, PHONE_NUMBER_ID). */
const startFake = () =>
  startWhatsAppFake({
    accessToken: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: 'app-secret',
  });

describe.skipIf(!DATABASE_AVAILABLE)(`WhatsApp channel (${TEST_DB})`, () => {
  const t = useTestApp();
  let fake: WhatsAppFake;
  let config: WhatsAppConfig;
  beforeAll(async () => {
    fake = await startFake();
    config = {
      apiUrl: fake.url,
      apiVersion: 'v21.0',
      phoneNumberId: PHONE_NUMBER_ID,
      accessToken: TOKEN,
      appSecret: 'app-secret',
      verifyToken: 'verify-token-0123456789',
      codeWaitSeconds: 30,
    };
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.reset());

  const enqueue = storeNotifier(t);

  const worker = (channel = whatsAppChannel(config)) =>
    outboxWorker({ repos: t.repos, channel, log: silent });

  test('configured, WhatsApp carries phone notifications; e-mail keeps its channel', () => {
    const log = t.app.log;
    const notify = t.config.notify;
    expect(channelsFor({ ...notify, whatsapp: config }, log, '/tmp').phone.via).toBe('whatsapp');
    expect(channelsFor({ ...notify, whatsapp: config }, log, '/tmp').email.via).toBe('log');
    expect(channelsFor({ ...notify, whatsapp: undefined }, log, '/tmp').phone.via).toBe('log');
  });

  test('a sign-in code goes as the authentication template, in Telugu, and is kept with its message id', async () => {
    const row = await enqueue('store_code', { code: '482913' }, 'te');
    expect(await worker().runOnce()).toBe(1);
    expect(fake.accepted).toHaveLength(1);
    const [message] = fake.accepted;
    expect(message).toMatchObject({
      to: '919848022338',
      template: 'kirana_sign_in_code',
      language: 'te',
      category: 'AUTHENTICATION',
      params: ['482913'],
      code: '482913',
    });
    expect(fake.codeFor('+919848022338')).toBe('482913');
    const sent = await row();
    expect(sent).toMatchObject({
      state: 'sent',
      channel: 'whatsapp',
      providerMessageId: message?.id,
      deliveryState: 'queued',
      lastError: null,
    });
    expect(sent.queuedAt).not.toBeNull();
    // The code is kept only until WhatsApp says it arrived or its wait for SMS is over.
    expect(sent.params).toHaveProperty('code');
    await t.repos.notifications.forgetSentCodes({ waitSeconds: 0, codeLifetimeSeconds: 600 });
    expect((await row()).params).not.toHaveProperty('code');
  });

  test('a rejection goes as its utility template with its parameters in order', async () => {
    await enqueue(
      'store_rejected',
      {
        name: 'Balaji Kirana',
        reason: 'unclear_document',
        documents: ['shop_photo'],
        note: 'Send a clearer photo.',
        link: 'https://kirana.example/hi/store-status',
      },
      'hi',
    );
    await worker().runOnce();
    expect(fake.accepted[0]).toMatchObject({
      template: 'kirana_store_rejected_docs_note',
      language: 'hi',
      category: 'UTILITY',
      params: [
        'Balaji Kirana',
        STORE_REASON_WORDS.hi.unclear_document,
        STORE_DOCUMENT_WORDS.hi.shop_photo,
        'https://kirana.example/hi/store-status',
        'Send a clearer photo.',
      ],
    });
  });

  test('throttled (130429, 131056) or a 5xx: tried again later, then sent', async () => {
    const row = await enqueue('store_approved', { name: 'Balaji Kirana' });
    const w = worker();
    const due = () =>
      t.db.query("update notifications set next_attempt_at = now() where state = 'pending'");
    fake.throttle(1, 130429);
    await w.runOnce();
    expect(await row()).toMatchObject({ state: 'pending', attempts: 1, deliveryState: null });
    expect((await row()).lastError).toMatch(/^WhatsApp 130429: Rate limit hit/);
    fake.throttle(1, 131056);
    await due();
    await w.runOnce();
    expect((await row()).lastError).toMatch(/131056/);
    fake.fail(1, 503);
    await due();
    await w.runOnce();
    expect(await row()).toMatchObject({ state: 'pending', attempts: 3, lastError: 'HTTP 503' });
    await due();
    await w.runOnce();
    expect(await row()).toMatchObject({ state: 'sent', deliveryState: 'queued', lastError: null });
    expect(fake.accepted).toHaveLength(1);
  });

  test('not a WhatsApp number (131026): failed at once, with Meta code and words', async () => {
    // Ordered over HTTP, as the browser tests' stack orders it from another process.
    const order = (name: string, body: unknown) =>
      fetch(`${fake.url}/_fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
    expect((await order('undeliverable', { phone: '98480' })).status).toBe(400);
    expect((await order('receipts', { id: 'wamid.unknown', statuses: ['read'] })).status).toBe(400);
    expect((await order('undeliverable', { phone: '+919000000001' })).status).toBe(200);
    const row = await enqueue('store_reinstated', { name: 'Balaji Kirana' }, 'en', '+919000000001');
    await worker().runOnce();
    const failed = await row();
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 1,
      deliveryState: 'failed',
      providerErrorCode: '131026',
    });
    expect(failed.providerError).toMatch(/^WhatsApp 131026: Not a WhatsApp number/);
    expect(failed.providerError).toMatch(/not a WhatsApp user/);
    expect(failed.failedAt).not.toBeNull();
    expect(fake.accepted).toHaveLength(0);
  });

  test('a refused access token (190): failed at once, nothing sent', async () => {
    const row = await enqueue('store_reopened', { name: 'Balaji Kirana' });
    await worker(whatsAppChannel({ ...config, accessToken: 'expired' })).runOnce();
    expect(await row()).toMatchObject({
      state: 'failed',
      providerErrorCode: '190',
      deliveryState: 'failed',
    });
    expect((await row()).lastError).toMatch(/^WhatsApp 190: The access token was refused/);
    expect(fake.refused).toEqual([{ status: 401, code: 190 }]);
  });
});

describe('the WhatsApp fake refuses what the Cloud API refuses', () => {
  let fake: WhatsAppFake;
  beforeAll(async () => {
    fake = await startFake();
  });
  afterAll(() => fake?.close());

  const send = async (body: unknown, path = `/v21.0/${PHONE_NUMBER_ID}/messages`) => {
    const res = await fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { error?: { code: number }; messages?: { id: string }[] },
    };
  };
  const message = (template: Record<string, unknown>, to = '919848022338') => ({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template,
  });
  const body = (...texts: string[]) => ({
    type: 'body',
    parameters: texts.map((text) => ({ type: 'text', text })),
  });

  test('a registered template with its parameters is accepted with a wamid', async () => {
    const res = await send(
      message({
        name: 'kirana_store_approved',
        language: { code: 'en' },
        components: [body('Balaji')],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.messages?.[0]?.id).toMatch(/^wamid\./);
  });

  test.each([
    ['an unknown phone number id', {}, `/v21.0/999/messages`, 400, 100],
    ['a template not registered', { name: 'kirana_nothing' }, undefined, 404, 132001],
    ['a language not registered', { language: { code: 'fr' } }, undefined, 404, 132001],
    ['too few parameters', { components: [] }, undefined, 400, 132000],
    ['an empty parameter', { components: [body('')] }, undefined, 400, 131008],
    ['a parameter on two lines', { components: [body('a\nb')] }, undefined, 400, 131009],
  ])('%s', async (_name, change, path, status, code) => {
    const res = await send(
      message({
        name: 'kirana_store_approved',
        language: { code: 'en' },
        components: [body('Balaji')],
        ...change,
      }),
      path,
    );
    expect({ status: res.status, code: res.body.error?.code }).toEqual({ status, code });
  });

  test('a number not in E.164; free text to a number that has not written in 24 hours (131047)', async () => {
    const template = {
      name: 'kirana_store_approved',
      language: { code: 'en' },
      components: [body('B')],
    };
    expect((await send(message(template, '09848022338'))).body.error?.code).toBe(100);
    // Free text goes only within 24 hours of the person's last message (the inbox's replies).
    const text = { ...message(template), type: 'text', text: { body: 'Hello' } };
    expect((await send(text)).body.error?.code).toBe(131047);
    expect((await send({ ...message(template), type: 'audio' })).body.error?.code).toBe(100);
    expect((await send({ ...message(template), messaging_product: 'sms' })).body.error?.code).toBe(
      100,
    );
  });

  test('an authentication template needs the copy-code button with the same code', async () => {
    const auth = (components: unknown[]) =>
      send(message({ name: 'kirana_sign_in_code', language: { code: 'hi' }, components }));
    expect((await auth([body('123456')])).body.error?.code).toBe(131008);
    const button = (text: string) => ({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text }],
    });
    expect((await auth([body('123456'), button('654321')])).body.error?.code).toBe(131009);
    expect((await auth([body('123456'), button('123456')])).status).toBe(200);
    expect(fake.codeFor('919848022338')).toBe('123456');
  });
});
