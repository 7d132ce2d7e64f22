// MSG91's SMS delivery reports as it posts them, to the callback URL with the secret token: a
// wrong or missing token is refused before the body is read and changes nothing; reports that
// come late, twice and out of order never move a message backwards; an unknown request id is
// acknowledged and ignored. The reports are the fake's, posted to the listening API.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SMS_NOT_CONFIGURED, SMS_WEBHOOK_TOKEN_INVALID } from '@kirana/domain/notifications';
import { fakeDltRegistry, startSmsFake, type SmsFake } from '../notifications/fakes/sms-fake.js';
import { smsChannel } from '../notifications/sms.js';
import { outboxWorker } from '../notifications/worker.js';
import { smsReportTime } from '../services/delivery-receipts.js';
import { useTestApp } from '../testing/app.js';
import { enqueueAbout } from '../testing/outbox.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

const silent = { warn: () => undefined, error: () => undefined };
const AUTH_KEY = '412345AbCdEfGh0123456789';
const WEBHOOK_TOKEN = 'sms-reports-token-0123456789abcdef';
const dlt = fakeDltRegistry();

describe.skipIf(!DATABASE_AVAILABLE)(`SMS delivery reports webhook (${TEST_DB})`, () => {
  const env: Record<string, string> = {
    SMS_AUTH_KEY: AUTH_KEY,
    SMS_SENDER_ID: 'KIRANA',
    SMS_DLT_ENTITY_ID: '1201160000000000001',
    SMS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
  };
  let fake: SmsFake;
  beforeAll(async () => {
    fake = await startSmsFake({ authKey: AUTH_KEY, senders: ['KIRANA'], templates: dlt.templates });
    env.SMS_API_URL = fake.url;
  });
  const t = useTestApp({ env });
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.setWebhook(`${address}/api/webhooks/sms/${WEBHOOK_TOKEN}`);
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.reset());

  /** A sign-in code sent through the fake: its request id and a reader of its row. */
  async function sent() {
    const sms = t.config.notify.sms;
    if (!sms) throw new Error('SMS is not configured');
    const row = await enqueueAbout(t, 'owner-sign-in', {
      recipientPhone: '+919848022338',
      template: 'store_code',
      params: { code: '123456' },
    });
    await outboxWorker({
      repos: t.repos,
      channel: smsChannel(sms, dlt.idOf),
      log: silent,
    }).runOnce();
    const id = (await row()).providerMessageId;
    if (!id) throw new Error('not sent');
    return { id, row };
  }

  const post = (body: string, token = WEBHOOK_TOKEN, contentType = 'application/json') =>
    t.call('POST', `/api/webhooks/sms/${token}`, { 'content-type': contentType }, body);

  test('a wrong token is refused before the body is read; nothing changes', async () => {
    const { id, row } = await sent();
    const before = await row();
    const body = fake.report(id, 'delivered');
    for (const token of ['guess', `${WEBHOOK_TOKEN}x`, WEBHOOK_TOKEN.slice(0, -1)])
      expectError('receiveSmsWebhook', await post(body, token), 401, SMS_WEBHOOK_TOKEN_INVALID);
    // Not JSON with a wrong token: refused for the token, never parsed.
    expectError(
      'receiveSmsWebhook',
      await post('[not json', 'guess'),
      401,
      SMS_WEBHOOK_TOKEN_INVALID,
    );
    expect(await row()).toEqual(before);
    const res = await post(body);
    expect(expectContract('receiveSmsWebhook', res, 200)).toEqual({
      status: 'success',
      data: { recorded: 1, unchanged: 0, unknown: 0 },
    });
    expect((await row()).deliveryState).toBe('delivered');
  });

  test('submitted and delivered, each twice: each recorded once with MSG91 time', async () => {
    const { id, row } = await sent();
    expect(await fake.reports(id, ['submitted', 'delivered'], { twice: true })).toEqual([
      200, 200, 200, 200,
    ]);
    const delivered = await row();
    expect(delivered.deliveryState).toBe('delivered');
    expect(delivered.providerSentAt).not.toBeNull();
    expect(delivered.deliveredAt).not.toBeNull();
    // MSG91's India time read as such: within a minute of now, not 5 h 30 off.
    expect(Math.abs(new Date(delivered.deliveredAt ?? 0).getTime() - Date.now())).toBeLessThan(
      60_000,
    );
    const res = await post(fake.report(id, 'delivered'));
    expect(expectContract('receiveSmsWebhook', res, 200)).toEqual({
      status: 'success',
      data: { recorded: 0, unchanged: 1, unknown: 0 },
    });
    expect(await row()).toEqual(delivered);
  });

  test('out of order and late: delivered then submitted stays delivered; a late failure changes nothing', async () => {
    const { id, row } = await sent();
    await fake.reports(id, ['submitted', 'delivered'], { reversed: true, delayMs: 20 });
    await fake.reports(id, ['failed']);
    const message = await row();
    expect(message).toMatchObject({ deliveryState: 'delivered', failedAt: null });
    expect(message.providerSentAt).not.toBeNull();
  });

  test('rejected by the operator ends a submitted message with its code and words', async () => {
    const { id, row } = await sent();
    await fake.reports(id, ['submitted', 'rejected']);
    expect(await row()).toMatchObject({
      deliveryState: 'failed',
      providerErrorCode: '16',
      providerError: 'MSG91 16: Rejected by the operator (DLT)',
    });
    const failed = await row();
    await fake.reports(id, ['delivered']);
    expect(await row()).toEqual(failed);
  });

  test('an unknown request id, or a status we do not record, is acknowledged and ignored', async () => {
    const res = await post(fake.report('not-ours-0001', 'delivered'));
    expect(expectContract('receiveSmsWebhook', res, 200)).toEqual({
      status: 'success',
      data: { recorded: 0, unchanged: 0, unknown: 1 },
    });
    const other = JSON.stringify([
      { requestId: 'x', report: [{ status: 3, desc: 'Queued', date: '2026-12-02 10:00:00' }] },
    ]);
    expect(expectContract('receiveSmsWebhook', await post(other), 200)).toEqual({
      status: 'success',
      data: { recorded: 0, unchanged: 0, unknown: 0 },
    });
  });

  test('a body that is not MSG91 reports: 400, nothing changes', async () => {
    expect((await post('[not json')).statusCode).toBe(400);
    expect((await post(JSON.stringify({ requestId: 'x' }))).statusCode).toBe(400);
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`SMS webhook without SMS (${TEST_DB})`, () => {
  const t = useTestApp();
  test('404: SMS is not configured', async () => {
    expectError(
      'receiveSmsWebhook',
      await t.call(
        'POST',
        `/api/webhooks/sms/${WEBHOOK_TOKEN}`,
        { 'content-type': 'application/json' },
        '[]',
      ),
      404,
      SMS_NOT_CONFIGURED,
    );
  });
});

describe('MSG91 report times', () => {
  test("India's local time without a zone, or ISO 8601; anything else is none", () => {
    expect(smsReportTime('2026-12-02 15:30:00')?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(smsReportTime('2026-12-02T10:00:00Z')?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(smsReportTime('yesterday')).toBeNull();
  });
});
