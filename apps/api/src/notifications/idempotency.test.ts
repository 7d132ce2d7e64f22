// At most once per provider (issue 38 §4): a worker that dies after the provider took a message
// and before it recorded the answer leaves the send marked as under way; once its claim runs
// out, the next workers (two at once here) never send it by that provider again: it goes by SMS
// when SMS stands behind WhatsApp, else it fails with words saying it may have arrived; a channel
// that dedupes by the message's idempotency key (the webhook) takes it again. A worker whose
// claim ran out and was taken over sends nothing. On both databases the crash is a worker that
// stops between the two (the rows as a dead worker leaves them); on PostgreSQL a worker process
// is killed (SIGKILL) for real between the two, then two worker processes run.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import type { NotificationTemplate } from '@kirana/domain/notifications';
import { useTestApp, type TestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, POSTGRES_URL, TEST_DB } from '../testing/db.js';
import { enqueueForStore, useChannelFakes } from '../testing/outbox.js';
import { fallsBackToSms, webhookChannel, type Channel } from './channels.js';
import { fakeDltRegistry } from './fakes/sms-fake.js';
import { smsChannel } from './sms.js';
import { whatsAppChannel } from './whatsapp.js';
import { INTERRUPTED_WORDS, outboxWorker } from './worker.js';

const silent = { warn: () => undefined, error: () => undefined };
const dlt = fakeDltRegistry();
const PHONE = '+919848022338';
const API = fileURLToPath(new URL('../..', import.meta.url));
const WORKER_PROCESS = fileURLToPath(
  new URL('../testing/outbox-worker-process.ts', import.meta.url),
);
const interrupted = (channel: string) => INTERRUPTED_WORDS.replaceAll('{channel}', channel);

/** Resolves when `check` holds, looking again every 20 ms; fails after `ms`. */
async function until<T>(check: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((ok) => setTimeout(ok, 20));
  }
}

/** Enqueues a message to PHONE for a new store; answers a reader of its row. */
const enqueueFor = (
  t: Pick<TestApp, 'repos' | 'db'>,
  template: NotificationTemplate,
  params: Record<string, unknown>,
) => enqueueForStore(t, { recipientPhone: PHONE, template, params });

describe.skipIf(!DATABASE_AVAILABLE)(`at most once per provider (${TEST_DB})`, () => {
  const t = useTestApp();
  const fakes = useChannelFakes(dlt.templates);

  const enqueue = (template: NotificationTemplate, params: Record<string, unknown>) =>
    enqueueFor(t, template, params);

  /**
   * What a worker that dies between the provider's answer and its record leaves: it claimed the
   * message, marked the send under way, the provider took it, and nothing more; its claim then
   * runs out (here at once, instead of after LEASE_MS).
   */
  async function crashAfterSend(channel: Channel) {
    const [claimed] = await t.repos.notifications.claimDue(10, 60_000);
    if (!claimed) throw new Error('nothing to claim');
    expect(await t.repos.notifications.markSending(claimed.id, channel.via, claimed.attempts)).toBe(
      true,
    );
    expect(await channel.send(claimed)).toMatchObject({ ok: true });
    await t.db.query(`update notifications set claimed_until = now() - interval '1 second'`);
  }

  const workers = (fallback: boolean, channel: Channel = whatsAppChannel(fakes.wa)) =>
    [0, 1].map(() =>
      outboxWorker({
        repos: t.repos,
        channel,
        ...(fallback
          ? {
              fallback: {
                channel: smsChannel(fakes.smsConfig, dlt.idOf),
                applies: fallsBackToSms,
                codeWaitSeconds: 30,
                undeliverableCodes: ['131026'],
              },
            }
          : {}),
        log: silent,
      }),
    );

  test('WhatsApp took it, the worker died: two workers never send it by WhatsApp again; it goes by SMS', async () => {
    const row = await enqueue('store_approved', { name: 'Balaji Kirana' });
    await crashAfterSend(whatsAppChannel(fakes.wa));
    expect(await row()).toMatchObject({ state: 'pending', providerMessageId: null });
    const [a, b] = workers(true);
    await Promise.all([a?.runOnce(), b?.runOnce()]);
    // Once more each: nothing is left to send.
    expect(await Promise.all([a?.runOnce(), b?.runOnce()])).toEqual([0, 0]);
    expect(fakes.whatsapp.accepted.filter((m) => `+${m.to}` === PHONE)).toHaveLength(1);
    expect(fakes.sms.accepted).toHaveLength(1);
    expect(await row()).toMatchObject({
      state: 'sent',
      channel: 'sms',
      providerMessageId: fakes.sms.accepted[0]?.id,
      providerErrorCode: 'send-interrupted',
      providerError: interrupted('WhatsApp'),
    });
    await a?.stop();
    await b?.stop();
  });

  test('with no second channel it fails with words saying it may have arrived, and is not sent again', async () => {
    const row = await enqueue('store_code', { code: '482913' });
    await crashAfterSend(whatsAppChannel(fakes.wa));
    const [a, b] = workers(false);
    await Promise.all([a?.runOnce(), b?.runOnce()]);
    expect(fakes.whatsapp.accepted).toHaveLength(1);
    const failed = await row();
    expect(failed).toMatchObject({
      state: 'failed',
      channel: 'whatsapp',
      lastError: interrupted('WhatsApp'),
      providerErrorCode: 'send-interrupted',
    });
    // Failed for good: the code is not kept.
    expect(failed.params).not.toHaveProperty('code');
    await a?.stop();
    await b?.stop();
  });

  test('an SMS behind WhatsApp whose worker died is not sent by SMS again', async () => {
    fakes.whatsapp.undeliverable(PHONE);
    const row = await enqueue('store_code', { code: '482913' });
    const [first] = workers(true);
    // WhatsApp refuses (131026): the code falls back to SMS; then the SMS send is interrupted.
    await t.repos.notifications.claimDue(10, 60_000).then(async ([claimed]) => {
      if (!claimed) throw new Error('nothing to claim');
      await t.repos.notifications.markFallback(claimed.id, 'whatsapp', 'refused', '131026');
    });
    await crashAfterSend(smsChannel(fakes.smsConfig, dlt.idOf));
    const [a, b] = workers(true);
    await Promise.all([a?.runOnce(), b?.runOnce()]);
    expect(fakes.sms.accepted).toHaveLength(1);
    expect(await row()).toMatchObject({
      state: 'failed',
      channel: 'sms',
      lastError: interrupted('SMS'),
    });
    await first?.stop();
    await a?.stop();
    await b?.stop();
  });

  test('the webhook takes it again, with the same Idempotency-Key', async () => {
    const keys: string[] = [];
    const bridge = http.createServer((req, res) => {
      keys.push(String(req.headers['idempotency-key']));
      req.resume();
      req.on('end', () => res.end('{}'));
    });
    await new Promise<void>((ok) => bridge.listen(0, '127.0.0.1', ok));
    const url = `http://127.0.0.1:${(bridge.address() as AddressInfo).port}/messages`;
    const channel = webhookChannel(url, 'bridge-secret-bridge-secret');
    const row = await enqueue('store_approved', { name: 'Balaji Kirana' });
    await crashAfterSend(channel);
    const [a, b] = workers(false, channel);
    await Promise.all([a?.runOnce(), b?.runOnce()]);
    const { id } = await row();
    // Twice at the bridge with one key: one message for a receiver that dedupes.
    expect(keys).toEqual([id, id]);
    expect(await row()).toMatchObject({ state: 'sent', channel: 'webhook' });
    await a?.stop();
    await b?.stop();
    await new Promise((ok) => bridge.close(ok));
  });

  test('a worker whose claim ran out and was taken over sends nothing', async () => {
    const row = await enqueue('store_approved', { name: 'Balaji Kirana' });
    const [slow] = await t.repos.notifications.claimDue(10, 60_000);
    if (!slow) throw new Error('nothing to claim');
    // Its lease runs out before it starts (a long pause); another worker claims the message.
    await t.db.query(`update notifications set claimed_until = now() - interval '1 second'`);
    const [other] = await t.repos.notifications.claimDue(10, 60_000);
    expect(other?.attempts).toBe(2);
    expect(await t.repos.notifications.markSending(slow.id, 'whatsapp', slow.attempts)).toBe(false);
    expect(await t.repos.notifications.markSending(slow.id, 'whatsapp', 2)).toBe(true);
    expect(await row()).toMatchObject({ state: 'pending', attempts: 2 });
  });
});

/** A worker process (testing/outbox-worker-process.ts) on this test's schema. */
function workerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_PROCESS], {
    cwd: API,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const messages: Record<string, unknown>[] = [];
  child.on('message', (message) => messages.push(message as Record<string, unknown>));
  const exited = new Promise<NodeJS.Signals | number | null>((ok) =>
    child.on('exit', (code, signal) => ok(signal ?? code)),
  );
  return {
    child,
    exited,
    /** Resolves with the first message from the process that has `key`. */
    told: (key: string) =>
      until(
        async () =>
          messages.find((m) => key in m) ??
          (child.exitCode !== null &&
            (() => {
              throw new Error(`the worker process exited: ${stderr}`);
            })()),
      ),
  };
}

describe.skipIf(TEST_DB !== 'postgres' || !DATABASE_AVAILABLE)(
  'a worker process killed between the provider taking a message and its record (postgres)',
  () => {
    const t = useTestApp();
    const fakes = useChannelFakes(dlt.templates);
    const running: ChildProcess[] = [];
    afterEach(async () => {
      for (const child of running.splice(0)) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((ok) => child.on('exit', ok));
        child.kill('SIGKILL');
        await exited;
      }
    });

    async function start(env: Record<string, string>) {
      const [{ schema }] = (await t.db.query<{ schema: string }>(
        'select current_schema() as schema',
      )) as [{ schema: string }];
      const worker = workerProcess({
        WORKER_DATABASE_URL: POSTGRES_URL,
        WORKER_SCHEMA: schema,
        WORKER_WHATSAPP_URL: fakes.whatsapp.url,
        WORKER_LEASE_MS: '1500',
        WORKER_POLL_MS: '100',
        ...env,
      });
      running.push(worker.child);
      await worker.told('ready');
      return worker;
    }

    const enqueue = (template: NotificationTemplate, params: Record<string, unknown>) =>
      enqueueFor(t, template, params);

    /** Enqueues the message, and kills a worker process once WhatsApp has answered its send. */
    async function killedAfterSend(env: Record<string, string> = {}) {
      const row = await enqueue('store_approved', { name: 'Balaji Kirana' });
      const doomed = await start({ WORKER_CRASH_AFTER_SEND: '1', ...env });
      const told = await doomed.told('accepted');
      expect(told.result).toMatchObject({ ok: true, providerMessageId: expect.any(String) });
      doomed.child.kill('SIGKILL');
      expect(await doomed.exited).toBe('SIGKILL');
      // Killed between the two: WhatsApp has it, the row says only that a send was under way.
      expect(fakes.whatsapp.accepted).toHaveLength(1);
      const [marked] = await t.db.query<{ sendVia: string | null }>(
        'select send_via as "sendVia" from notifications',
      );
      expect(marked?.sendVia).toBe('whatsapp');
      expect(await row()).toMatchObject({ state: 'pending', providerMessageId: null });
      return row;
    }

    test('two worker processes then send it by SMS, never by WhatsApp again', async () => {
      const row = await killedAfterSend({ WORKER_SMS_URL: fakes.sms.url });
      await Promise.all([
        start({ WORKER_SMS_URL: fakes.sms.url }),
        start({ WORKER_SMS_URL: fakes.sms.url }),
      ]);
      const sent = await until(async () => {
        const current = await row();
        return current.state === 'sent' && current;
      });
      expect(sent).toMatchObject({
        channel: 'sms',
        providerErrorCode: 'send-interrupted',
        providerError: interrupted('WhatsApp'),
      });
      expect(fakes.whatsapp.accepted).toHaveLength(1);
      expect(fakes.sms.accepted).toHaveLength(1);
    });

    test('with WhatsApp alone, a second worker process fails it and sends nothing', async () => {
      const row = await killedAfterSend();
      await Promise.all([start({}), start({})]);
      const failed = await until(async () => {
        const current = await row();
        return current.state === 'failed' && current;
      });
      expect(failed).toMatchObject({ channel: 'whatsapp', lastError: interrupted('WhatsApp') });
      expect(fakes.whatsapp.accepted).toHaveLength(1);
      expect(fakes.sms.accepted).toHaveLength(0);
    });
  },
);
