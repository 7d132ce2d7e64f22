// The SMS channel (MSG91) against the local fake, through the outbox worker and the database: a
// message goes with the registered sender header and its DLT template id, its words equal to the
// registered text with the variables filled (unicode in Telugu and Hindi), and is recorded with
// MSG91's request id; throttling and 5xx are tried again later; a refused key, an unregistered
// template or a number outside India fail at once with MSG91's code and words. And the fake
// refuses what MSG91 and the DLT scrubber refuse.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { renderMessage } from '@kirana/domain/message-templates';
import type { SmsConfig } from '../config.js';
import { useTestApp } from '../testing/app.js';
import { storeNotifier } from '../testing/outbox.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import {
  fakeDltRegistry,
  matchesRegistered,
  startSmsFake,
  type SmsFake,
} from './fakes/sms-fake.js';
import { smsChannel } from './sms.js';
import { outboxWorker } from './worker.js';

const silent = { warn: () => undefined, error: () => undefined };
const AUTH_KEY = '412345AbCdEfGh0123456789';
const dlt = fakeDltRegistry();

describe.skipIf(!DATABASE_AVAILABLE)(`SMS channel (${TEST_DB})`, () => {
  const t = useTestApp();
  let fake: SmsFake;
  let config: SmsConfig;
  beforeAll(async () => {
    fake = await startSmsFake({ authKey: AUTH_KEY, senders: ['KIRANA'], templates: dlt.templates });
    config = {
      apiUrl: fake.url,
      authKey: AUTH_KEY,
      senderId: 'KIRANA',
      dltEntityId: '1201160000000000001',
      webhookToken: 'sms-webhook-token-0123456789abcdef',
      dltTemplateIds: {},
    };
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.reset());

  const enqueue = storeNotifier(t);

  const worker = (channel = smsChannel(config, dlt.idOf)) =>
    outboxWorker({ repos: t.repos, channel, log: silent });

  test('a sign-in code in Telugu goes as unicode, its registered text filled, with its DLT id', async () => {
    const row = await enqueue('store_code', { code: '482913' }, 'te');
    expect(await worker().runOnce()).toBe(1);
    const rendered = renderMessage('store_code', { code: '482913' }, 'te');
    expect(fake.accepted).toEqual([
      {
        id: expect.any(String) as string,
        to: '919848022338',
        sender: 'KIRANA',
        dltTemplateId: dlt.idOf(rendered.template),
        notification: 'store_code',
        text: rendered.sms.text,
        unicode: true,
        at: expect.any(String) as string,
      },
    ]);
    expect(fake.accepted[0]?.text).toContain('482913');
    const sent = await row();
    expect(sent).toMatchObject({
      state: 'sent',
      channel: 'sms',
      providerMessageId: fake.accepted[0]?.id,
      deliveryState: 'queued',
      lastError: null,
    });
    expect(sent.params).not.toHaveProperty('code');
  });

  test('an English rejection with a long name and a note goes as GSM-7, cut into its variables', async () => {
    const params = {
      name: 'Sri Venkateswara Balaji Kirana and General Stores, Kukatpally Housing Board Colony',
      reason: 'unclear_document',
      documents: ['shop_photo', 'owner_id'],
      note: 'Send a clearer photo of the shop front with the name board readable, please.',
      link: 'https://kirana.example/en/store-status',
    };
    await enqueue('store_rejected', params);
    await worker().runOnce();
    const rendered = renderMessage('store_rejected', params, 'en');
    expect(fake.accepted[0]).toMatchObject({
      text: rendered.sms.text,
      unicode: false,
      dltTemplateId: dlt.idOf(rendered.template),
    });
    expect(rendered.template.key).toBe('store_rejected_docs_note');
    expect(fake.accepted[0]?.text).toContain(params.name);
  });

  test('throttled (429) or a 5xx: tried again later, then sent once', async () => {
    const row = await enqueue('store_approved', { name: 'Balaji Kirana' }, 'hi');
    const w = worker();
    const due = () =>
      t.db.query("update notifications set next_attempt_at = now() where state = 'pending'");
    fake.throttle(1);
    await w.runOnce();
    expect(await row()).toMatchObject({ state: 'pending', attempts: 1, deliveryState: null });
    expect((await row()).lastError).toBe('MSG91 429: Too many requests');
    fake.fail(1, 503);
    await due();
    await w.runOnce();
    expect(await row()).toMatchObject({ state: 'pending', attempts: 2, lastError: 'HTTP 503' });
    fake.slow(50);
    await due();
    await w.runOnce();
    expect(await row()).toMatchObject({ state: 'sent', channel: 'sms', deliveryState: 'queued' });
    expect(fake.accepted).toHaveLength(1);
  });

  test('a refused auth key (207): failed at once with MSG91 code and words', async () => {
    const row = await enqueue('store_reopened', { name: 'Balaji Kirana' });
    await worker(smsChannel({ ...config, authKey: 'revoked' }, dlt.idOf)).runOnce();
    const failed = await row();
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 1,
      deliveryState: 'failed',
      providerErrorCode: '207',
      providerError: 'MSG91 207: The MSG91 auth key was refused: Invalid authentication key',
    });
    expect(fake.accepted).toHaveLength(0);
  });

  test('a template the DLT portal does not know (211), or the registry placeholder: failed at once', async () => {
    const unknown = await enqueue('store_suspended', { name: 'Balaji Kirana' });
    await worker(smsChannel(config, () => '1107000000000009999')).runOnce();
    expect(await unknown()).toMatchObject({ state: 'failed', providerErrorCode: '211' });
    const placeholder = await enqueue('store_suspended', { name: 'Balaji Kirana' });
    await worker(smsChannel(config)).runOnce();
    const failed = await placeholder();
    expect(failed.state).toBe('failed');
    expect(failed.lastError).toMatch(/^No DLT template id for store_suspended\.en/);
    expect(fake.refused).toEqual([{ status: 400, code: '211' }]);
    // The ids the operator entered (SMS_DLT_TEMPLATE_IDS_FILE) are the ones sent.
    const entered = await enqueue('store_suspended', { name: 'Balaji Kirana' });
    await worker(smsChannel({ ...config, dltTemplateIds: dlt.ids })).runOnce();
    expect(await entered()).toMatchObject({ state: 'sent' });
    expect(fake.accepted.at(-1)).toMatchObject({
      dltTemplateId: dlt.ids['store_suspended.en'],
      notification: 'store_suspended',
    });
  });

  test('a number outside India is not sent by SMS', async () => {
    const row = await enqueue(
      'store_received',
      { name: 'B', link: 'https://k.example' },
      'en',
      '+14155550100',
    );
    await worker().runOnce();
    expect(await row()).toMatchObject({ state: 'failed', attempts: 1 });
    expect((await row()).lastError).toMatch(/^Not an Indian mobile number/);
    expect(fake.accepted).toHaveLength(0);
  });
});

describe('the SMS fake refuses what MSG91 and DLT refuse', () => {
  let fake: SmsFake;
  beforeAll(async () => {
    fake = await startSmsFake({ authKey: AUTH_KEY, senders: ['KIRANA'], templates: dlt.templates });
  });
  afterAll(() => fake?.close());

  const rendered = renderMessage('store_approved', { name: 'Balaji Kirana' }, 'en');
  const good = {
    sender: 'KIRANA',
    route: '4',
    country: '91',
    unicode: 0,
    DLT_TE_ID: dlt.idOf(rendered.template),
    sms: [{ message: rendered.sms.text, to: ['919848022338'] }],
  };
  const send = async (body: unknown, key = AUTH_KEY) => {
    const res = await fetch(`${fake.url}/api/v2/sendsms`, {
      method: 'POST',
      headers: { authkey: key, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { type: string; code?: string } };
  };

  test('the registered text, sender and template are accepted with a request id', async () => {
    const res = await send(good);
    expect(res).toMatchObject({ status: 200, body: { type: 'success' } });
  });

  test.each([
    ['another sender header', { sender: 'OTHERS' }, '203'],
    ['the promotional route', { route: '1' }, '107'],
    ['a number without 91', { sms: [{ message: rendered.sms.text, to: ['9848022338'] }] }, '202'],
    [
      'a landline-like number',
      { sms: [{ message: rendered.sms.text, to: ['914023456789'] }] },
      '202',
    ],
    ['an unknown DLT template', { DLT_TE_ID: '1107999999999999999' }, '211'],
    ['words changed', { sms: [{ message: `${rendered.sms.text}!`, to: ['919848022338'] }] }, '211'],
  ])('%s', async (_name, change, code) => {
    const res = await send({ ...good, ...change });
    expect(res.body).toMatchObject({ type: 'error', code });
  });

  test('a missing or wrong auth key', async () => {
    expect((await send(good, '')).body.code).toBe('106');
    expect((await send(good, 'wrong')).body.code).toBe('207');
  });

  test('a variable holds at most 30 characters; Telugu needs unicode', () => {
    expect(matchesRegistered('Hi {#var#}.', `Hi ${'a'.repeat(30)}.`)).toBe(true);
    expect(matchesRegistered('Hi {#var#}.', `Hi ${'a'.repeat(31)}.`)).toBe(false);
    expect(matchesRegistered('Hi {#var#}{#var#}.', `Hi ${'a'.repeat(31)}.`)).toBe(true);
  });

  test('a Telugu text without unicode=1 is refused', async () => {
    const te = renderMessage('store_approved', { name: 'Balaji Kirana' }, 'te');
    const res = await send({
      ...good,
      DLT_TE_ID: dlt.idOf(te.template),
      sms: [{ message: te.sms.text, to: ['919848022338'] }],
    });
    expect(res.body).toMatchObject({ type: 'error', code: '400' });
    expect(
      (
        await send({
          ...good,
          unicode: 1,
          DLT_TE_ID: dlt.idOf(te.template),
          sms: [{ message: te.sms.text, to: ['919848022338'] }],
        })
      ).status,
    ).toBe(200);
  });
});
