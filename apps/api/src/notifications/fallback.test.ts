// Choosing and falling back (issue 38 §4) against both fakes, through the outbox worker and the
// database: a sign-in code goes by WhatsApp first and by SMS when WhatsApp says the number
// cannot receive it; a decision goes by SMS on any permanent WhatsApp refusal; each try is told
// with its channel; the WhatsApp refusal stays on the message; a crash between the refusal and
// the SMS never sends by WhatsApp again; without WHATSAPP_* and SMS_* the log channel.
import { describe, expect, test } from 'vitest';
import { renderMessage } from '@kirana/domain/message-templates';
import type {
  NotificationChannel,
  NotificationTemplate,
  PhoneNotificationTemplate,
} from '@kirana/domain/notifications';
import type { NotificationRow } from '../repositories/notifications.js';
import { useTestApp } from '../testing/app.js';
import { enqueueForStore, useChannelFakes } from '../testing/outbox.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { channelsFor, fallsBackToSms, type Channel } from './channels.js';
import { fakeDltRegistry } from './fakes/sms-fake.js';
import { smsChannel } from './sms.js';
import { whatsAppChannel } from './whatsapp.js';
import { outboxWorker, type SendOutcome } from './worker.js';

const silent = { warn: () => undefined, error: () => undefined };
const dlt = fakeDltRegistry();
const PHONE = '+919848022338';

describe.skipIf(!DATABASE_AVAILABLE)(`WhatsApp first, then SMS (${TEST_DB})`, () => {
  const t = useTestApp();
  const fakes = useChannelFakes(dlt.templates);

  const enqueue = (
    template: NotificationTemplate,
    params: Record<string, unknown>,
    bySms = false,
  ) => enqueueForStore(t, { recipientPhone: PHONE, template, params, language: 'te', bySms });

  /** A message's SMS text in the owner's language (Telugu). */
  const smsText = (template: PhoneNotificationTemplate, params: Record<string, unknown>) =>
    renderMessage(template, params, 'te').sms.text;

  function worker(options: { first?: Channel; second?: Channel } = {}) {
    const tries: [NotificationChannel, SendOutcome][] = [];
    const w = outboxWorker({
      repos: t.repos,
      channel: options.first ?? whatsAppChannel(fakes.wa),
      fallback: {
        channel: options.second ?? smsChannel(fakes.smsConfig, dlt.idOf),
        applies: fallsBackToSms,
        codeWaitSeconds: 30,
        undeliverableCodes: ['131026'],
      },
      log: silent,
      tried: (_n: NotificationRow, via, outcome) => tries.push([via, outcome]),
    });
    return { w, tries };
  }

  test('a sign-in code to a number not on WhatsApp (131026) goes by SMS, each try told with its channel', async () => {
    fakes.whatsapp.undeliverable(PHONE);
    const row = await enqueue('store_code', { code: '482913' });
    const { w, tries } = worker();
    expect(await w.runOnce()).toBe(2);
    expect(tries).toEqual([
      ['whatsapp', 'retry'],
      ['sms', 'sent'],
    ]);
    expect(fakes.whatsapp.refused).toEqual([{ status: 400, code: 131026 }]);
    expect(fakes.sms.accepted).toHaveLength(1);
    expect(fakes.sms.accepted[0]?.text).toBe(smsText('store_code', { code: '482913' }));
    const sent = await row();
    expect(sent).toMatchObject({
      state: 'sent',
      channel: 'sms',
      attempts: 2,
      providerMessageId: fakes.sms.accepted[0]?.id,
      deliveryState: 'queued',
      providerErrorCode: '131026',
      lastError: null,
    });
    // What WhatsApp said stays with the message: "Not a WhatsApp number", sent by SMS.
    expect(sent.providerError).toMatch(/^WhatsApp 131026: Not a WhatsApp number/);
    expect(sent.params).not.toHaveProperty('code');
  });

  test('a sign-in code WhatsApp refuses for another reason (190) does not go by SMS', async () => {
    const row = await enqueue('store_code', { code: '482913' });
    const { w } = worker({ first: whatsAppChannel({ ...fakes.wa, accessToken: 'expired' }) });
    await w.runOnce();
    expect(await row()).toMatchObject({
      state: 'failed',
      channel: 'whatsapp',
      providerErrorCode: '190',
    });
    expect(fakes.sms.accepted).toHaveLength(0);
  });

  test('a decision WhatsApp refuses for good goes by SMS', async () => {
    const row = await enqueue('store_approved', { name: 'Balaji Kirana' });
    const { w, tries } = worker({
      first: whatsAppChannel({ ...fakes.wa, accessToken: 'expired' }),
    });
    await w.runOnce();
    expect(tries).toEqual([
      ['whatsapp', 'retry'],
      ['sms', 'sent'],
    ]);
    expect(await row()).toMatchObject({ state: 'sent', channel: 'sms', providerErrorCode: '190' });
    expect(fakes.sms.accepted[0]?.text).toContain('Balaji Kirana');
  });

  test('WhatsApp throttled is tried again by WhatsApp, not SMS', async () => {
    fakes.whatsapp.throttle(1);
    const row = await enqueue('store_approved', { name: 'Balaji Kirana' });
    await worker().w.runOnce();
    expect(await row()).toMatchObject({
      state: 'pending',
      channel: 'whatsapp',
      providerErrorCode: null,
    });
    expect(fakes.sms.accepted).toHaveLength(0);
  });

  test('a sign-in code throttled is tried again after 1 s, a decision after 5 s', async () => {
    fakes.whatsapp.throttle(2);
    await enqueue('store_code', { code: '482913' });
    await enqueue('store_approved', { name: 'Balaji Kirana' });
    await worker().w.runOnce();
    const waits = await t.db.query<{ template: string; wait: number }>(
      `select template, extract(epoch from next_attempt_at - now())::float8 as wait
       from notifications order by template`,
    );
    expect(waits.map((row) => row.template)).toEqual(['store_approved', 'store_code']);
    const [decision, code] = waits.map((row) => row.wait);
    // Both set in one pass, the code first (it was written first): 5 s and 1 s from then.
    expect(code).toBeLessThanOrEqual(1);
    expect((decision ?? 0) - (code ?? 0)).toBeGreaterThan(3);
  });

  test('a running worker wakes itself for a retry before its next poll: the throttled code is sent', async () => {
    fakes.whatsapp.throttle(1);
    const row = await enqueue('store_code', { code: '482913' });
    // A poll far away, no change feed: only the worker's own wake-up sends it again.
    const w = outboxWorker({
      repos: t.repos,
      channel: whatsAppChannel(fakes.wa),
      log: silent,
      pollMs: 600_000,
    });
    await w.runOnce();
    expect(await row()).toMatchObject({ state: 'pending' });
    for (let n = 0; n < 500 && (await row()).state === 'pending'; n += 1)
      await new Promise((ok) => setTimeout(ok, 20));
    expect(await row()).toMatchObject({ state: 'sent', channel: 'whatsapp', attempts: 2 });
    expect(fakes.whatsapp.accepted).toHaveLength(1);
    await w.stop();
  });

  test('SMS throttled after the fallback: tried again by SMS, WhatsApp is not asked again', async () => {
    fakes.whatsapp.undeliverable(PHONE);
    fakes.sms.throttle(1);
    const row = await enqueue('store_code', { code: '482913' });
    const { w } = worker();
    await w.runOnce();
    expect(await row()).toMatchObject({
      state: 'pending',
      channel: 'sms',
      providerErrorCode: '131026',
    });
    await t.db.query("update notifications set next_attempt_at = now() where state = 'pending'");
    await w.runOnce();
    expect(await row()).toMatchObject({ state: 'sent', channel: 'sms' });
    expect(fakes.whatsapp.refused).toHaveLength(1);
    expect(fakes.sms.accepted).toHaveLength(1);
  });

  test('a crash between the WhatsApp refusal and the SMS: another worker sends it by SMS, once', async () => {
    fakes.whatsapp.undeliverable(PHONE);
    const row = await enqueue('store_code', { code: '482913' });
    // The first worker dies when it turns to SMS (after the refusal is recorded, before the SMS
    // send is).
    const crashing = {
      ...t.repos.notifications,
      markSending: (...args: Parameters<typeof t.repos.notifications.markSending>) =>
        args[1] === 'sms'
          ? Promise.reject(new Error('killed'))
          : t.repos.notifications.markSending(...args),
    };
    const errors: unknown[] = [];
    await outboxWorker({
      repos: { notifications: crashing },
      channel: whatsAppChannel(fakes.wa),
      fallback: { channel: smsChannel(fakes.smsConfig, dlt.idOf), applies: fallsBackToSms },
      log: { warn: () => undefined, error: (e: unknown) => void errors.push(e) },
    }).runOnce();
    expect(errors).toHaveLength(1);
    expect(await row()).toMatchObject({ state: 'pending', providerErrorCode: '131026' });
    // Its claim runs out; the second instance takes the message.
    await t.db.query('update notifications set claimed_until = null');
    await worker().w.runOnce();
    expect(await row()).toMatchObject({ state: 'sent', channel: 'sms' });
    expect(fakes.whatsapp.refused).toHaveLength(1);
    expect(fakes.whatsapp.accepted).toHaveLength(0);
    expect(fakes.sms.accepted).toHaveLength(1);
  });

  /** WhatsApp's receipt of the message `row` was sent as. */
  async function receipt(
    row: NotificationRow,
    state: 'delivered' | 'read' | 'failed',
    errorCode?: string,
  ) {
    if (!row.providerMessageId) throw new Error('not taken by WhatsApp');
    await t.repos.notifications.recordReceipt({
      channel: 'whatsapp',
      providerMessageId: row.providerMessageId,
      state,
      at: new Date(),
      ...(errorCode ? { errorCode, error: `WhatsApp ${errorCode}` } : {}),
    });
  }
  /** The moment WhatsApp took the message moves `seconds` into the past. */
  const takenAgo = (seconds: number) =>
    t.db.query(
      `update notifications set queued_at = now() - make_interval(secs => $1::float8)
       where channel = 'whatsapp'`,
      [seconds],
    );

  test('a code WhatsApp took but has not delivered after its wait goes by SMS, the same code, once', async () => {
    const row = await enqueue('store_code', { code: '482913' });
    await worker().w.runOnce();
    const taken = await row();
    expect(taken).toMatchObject({ state: 'sent', channel: 'whatsapp', deliveryState: 'queued' });
    // Kept while it may still go by SMS.
    expect(taken.params).toMatchObject({ code: '482913' });
    // A second before its wait: nothing moves.
    await takenAgo(29);
    await worker().w.runOnce();
    expect(fakes.sms.accepted).toHaveLength(0);
    // Its wait is over and WhatsApp said nothing more: by SMS, with the code the owner was given.
    await takenAgo(31);
    const { w, tries } = worker();
    expect(await w.runOnce()).toBe(1);
    expect(tries).toEqual([['sms', 'sent']]);
    expect(fakes.sms.accepted[0]?.text).toBe(smsText('store_code', { code: '482913' }));
    const sent = await row();
    expect(sent).toMatchObject({
      state: 'sent',
      channel: 'sms',
      providerErrorCode: 'not-delivered',
      providerError: 'Not delivered by whatsapp within 30 s',
    });
    expect(sent.fallbackAt).not.toBeNull();
    expect(sent.params).not.toHaveProperty('code');
    // A late WhatsApp receipt and another pass change nothing: it went by SMS once.
    await worker().w.runOnce();
    expect(fakes.sms.accepted).toHaveLength(1);
    expect(fakes.whatsapp.accepted).toHaveLength(1);
  });

  test('a code the owner asked to have by SMS goes by SMS only', async () => {
    const row = await enqueue('store_code', { code: '735102' }, true);
    const { w, tries } = worker();
    await w.runOnce();
    expect(tries).toEqual([['sms', 'sent']]);
    expect(fakes.whatsapp.accepted).toHaveLength(0);
    expect(fakes.sms.accepted[0]?.text).toBe(smsText('store_code', { code: '735102' }));
    expect(await row()).toMatchObject({ state: 'sent', channel: 'sms', providerErrorCode: null });
  });

  test('a code WhatsApp delivered stays delivered, and the code is forgotten', async () => {
    const row = await enqueue('store_code', { code: '482913' });
    await worker().w.runOnce();
    await receipt(await row(), 'delivered');
    await takenAgo(60);
    await worker().w.runOnce();
    const delivered = await row();
    expect(delivered).toMatchObject({ channel: 'whatsapp', deliveryState: 'delivered' });
    expect(delivered.params).not.toHaveProperty('code');
    expect(fakes.sms.accepted).toHaveLength(0);
  });

  test('a code whose WhatsApp receipt says the number cannot receive goes by SMS; another failure does not', async () => {
    const unreachable = await enqueue('store_code', { code: '111111' });
    await worker().w.runOnce();
    await receipt(await unreachable(), 'failed', '131026');
    const other = await enqueue('store_code', { code: '222222' });
    await worker().w.runOnce();
    await receipt(await other(), 'failed', '131047');
    await worker().w.runOnce();
    expect(fakes.sms.accepted.map((message) => message.text)).toEqual([
      smsText('store_code', { code: '111111' }),
    ]);
    expect(await unreachable()).toMatchObject({ channel: 'sms', providerErrorCode: '131026' });
    const failed = await other();
    expect(failed).toMatchObject({ channel: 'whatsapp', deliveryState: 'failed' });
    expect(failed.params).not.toHaveProperty('code');
  });

  test('a decision whose WhatsApp receipt failed goes by SMS; one that was read does not', async () => {
    const failed = await enqueue('store_approved', { name: 'Balaji Kirana' });
    const read = await enqueue('store_approved', { name: 'Ganesh Stores' });
    await worker().w.runOnce();
    await receipt(await failed(), 'failed', '131047');
    await receipt(await read(), 'read');
    await worker().w.runOnce();
    expect(fakes.sms.accepted.map((message) => message.text)).toEqual([
      smsText('store_approved', { name: 'Balaji Kirana' }),
    ]);
    expect(await failed()).toMatchObject({
      state: 'sent',
      channel: 'sms',
      providerErrorCode: '131047',
    });
    expect(await read()).toMatchObject({ channel: 'whatsapp', deliveryState: 'read' });
  });

  test('configuration: both, SMS behind WhatsApp; one of them alone; neither, the log', () => {
    const notify = t.config.notify;
    const log = t.app.log;
    const both = channelsFor({ ...notify, whatsapp: fakes.wa, sms: fakes.smsConfig }, log, '/tmp');
    expect([both.phone.via, both.fallback?.channel.via]).toEqual(['whatsapp', 'sms']);
    const onlySms = channelsFor(
      { ...notify, whatsapp: undefined, sms: fakes.smsConfig },
      log,
      '/tmp',
    );
    expect([onlySms.phone.via, onlySms.fallback]).toEqual(['sms', undefined]);
    const onlyWa = channelsFor({ ...notify, whatsapp: fakes.wa, sms: undefined }, log, '/tmp');
    expect([onlyWa.phone.via, onlyWa.fallback]).toEqual(['whatsapp', undefined]);
    const neither = channelsFor({ ...notify, whatsapp: undefined, sms: undefined }, log, '/tmp');
    expect(neither.phone.via).toBe('log');
  });
});
