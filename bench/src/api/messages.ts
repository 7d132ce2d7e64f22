// Messages through the outbox (issue 38 §6): N notifications enqueued on PostgreSQL as decisions
// are (in transactions, a batch at a time), sent by two worker processes (two API instances'
// workers, apps/api/src/testing/outbox-worker-process.ts, each with the API's SEND_CONCURRENCY)
// to the WhatsApp fake, with the SMS fake behind it, both answering in 150 ms and failing 2 % of
// sends at random with 5xx or 429 (retried by the worker). One recipient in a hundred is not on
// WhatsApp (its decision goes by SMS). Measured: messages a second, enqueue to the provider's
// acceptance (p50, p99), what reached the fakes (none lost, none twice); then, the queue empty,
// a sign-in code's enqueue to acceptance, one at a time. Figures only: nothing here fails on a
// timing.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { openPostgres } from '../../../apps/api/src/db/adapter.js';
import { migrate } from '../../../apps/api/src/db/migrate.js';
import { createSchema, dropSchema } from '../../../apps/api/src/db/schemas.js';
import {
  fakeDltRegistry,
  startSmsFake,
} from '../../../apps/api/src/notifications/fakes/sms-fake.js';
import { startWhatsAppFake } from '../../../apps/api/src/notifications/fakes/whatsapp-fake.js';
import { SEND_CONCURRENCY } from '../../../apps/api/src/notifications/worker.js';
import { createRepositories } from '../../../apps/api/src/repositories/index.js';
import { WORKER_ACCOUNTS } from '../../../apps/api/src/testing/outbox-worker-process.js';
import { REPO_ROOT } from '../paths.js';
import { postgresAvailable, POSTGRES_URL } from './server.js';

export interface Latency {
  p50: number;
  p99: number;
  max: number;
}

export interface MessagesRun {
  messages: number;
  instances: number;
  concurrency: number;
  providerMs: number;
  transientRate: number;
  /** From the first enqueue to the last acceptance, s; and messages a second over it. */
  seconds: number;
  perSecond: number;
  /** The same over the first 99 % accepted (the retries' backoff is the tail). */
  perSecond99: number;
  /** Enqueue (its transaction's commit) to the provider's acceptance, ms. */
  latency: Latency;
  whatsapp: number;
  sms: number;
  /** Transient refusals the fakes answered (each tried again by the worker). */
  transient: number;
  /** Messages that reached no fake, and messages that reached them more than once. */
  lost: number;
  twice: number;
  /** Messages the outbox gave up on (failed for good). */
  failed: number;
  /** Sign-in codes one at a time with the queue empty: enqueue to acceptance, ms. */
  codes: number;
  code: Latency;
  /** Codes whose first try was refused (and waited for the retry). */
  codesRetried: number;
}

const PROVIDER_MS = 150;
const TRANSIENT_RATE = 0.02;
const INSTANCES = 2;
const BATCH = 250;

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function latency(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1) ?? 0 };
}

/** Resolves when `check` holds, looking again every 50 ms; false after `ms`. */
async function until(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  return true;
}

/** The recipient of message `n`: an Indian mobile of its own. */
const phoneOf = (n: number) => `+91${9_000_000_000 + n}`;

export async function benchMessages(
  count: number,
  log: (line: string) => void,
  codeSamples = 100,
  /** Sends under way at once in each worker (the API's SEND_CONCURRENCY unless given). */
  concurrency = SEND_CONCURRENCY,
): Promise<MessagesRun | null> {
  if (!(await postgresAvailable())) {
    log(`Messages: skipped, nothing answered at ${POSTGRES_URL}`);
    return null;
  }
  const schema = await createSchema(POSTGRES_URL, 'bench_messages');
  const db = await openPostgres(POSTGRES_URL, { options: `-c search_path=${schema}`, max: 4 });
  await migrate(db);
  const repos = createRepositories(db);

  // When each recipient's message was accepted, by which fake (a second acceptance is a double).
  const acceptedAt = new Map<string, number[]>();
  let smsCount = 0;
  let whatsappCount = 0;
  const waiting = new Map<string, () => void>();
  const accept = (to: string) => {
    const phone = `+${to}`;
    const times = acceptedAt.get(phone) ?? [];
    times.push(Date.now());
    acceptedAt.set(phone, times);
    waiting.get(phone)?.();
  };
  const dlt = fakeDltRegistry();
  const whatsapp = await startWhatsAppFake({
    ...WORKER_ACCOUNTS.whatsapp,
    transientRate: TRANSIENT_RATE,
    onAccept: (message) => {
      whatsappCount += 1;
      accept(message.to);
    },
  });
  const sms = await startSmsFake({
    authKey: WORKER_ACCOUNTS.sms.authKey,
    senders: [WORKER_ACCOUNTS.sms.senderId],
    templates: dlt.templates,
    transientRate: TRANSIENT_RATE,
    onAccept: (message) => {
      smsCount += 1;
      accept(message.to);
    },
  });
  whatsapp.slow(PROVIDER_MS);
  sms.slow(PROVIDER_MS);
  for (let n = 0; n < count; n += 100) whatsapp.undeliverable(phoneOf(n));

  const workers = Array.from({ length: INSTANCES }, () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/testing/outbox-worker-process.ts')],
      {
        cwd: join(REPO_ROOT, 'apps/api'),
        env: {
          PATH: process.env.PATH,
          WORKER_DATABASE_URL: POSTGRES_URL,
          WORKER_SCHEMA: schema,
          WORKER_WHATSAPP_URL: whatsapp.url,
          WORKER_SMS_URL: sms.url,
          WORKER_CONCURRENCY: String(concurrency),
          WORKER_POLL_MS: '1000',
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const ready = new Promise<void>((ok, fail) => {
      child.on('message', (message) => {
        if ((message as { ready?: boolean }).ready) ok();
      });
      child.on('exit', (code) => fail(new Error(`a worker process exited (${code})`)));
    });
    const exited = new Promise<void>((ok) => child.on('exit', () => ok()));
    return { child, ready, exited };
  });

  try {
    await Promise.all(workers.map((worker) => worker.ready));
    log(
      `Messages: ${count} through the outbox, ${INSTANCES} worker processes (${concurrency} sends at once each), fakes answering in ${PROVIDER_MS} ms with ${TRANSIENT_RATE * 100} % transient failures`,
    );
    const enqueuedAt = new Map<string, number>();
    const started = Date.now();
    for (let first = 0; first < count; first += BATCH) {
      const phones: string[] = [];
      await db.transaction(async (tx) => {
        for (let n = first; n < Math.min(count, first + BATCH); n += 1) {
          const phone = phoneOf(n);
          phones.push(phone);
          await repos.notifications.enqueue(
            {
              recipientPhone: phone,
              template: 'store_approved',
              params: { name: `Bench Kirana ${n}` },
              entity: 'branch',
              entityId: randomUUID(),
            },
            tx,
          );
        }
      });
      const committed = Date.now();
      for (const phone of phones) enqueuedAt.set(phone, committed);
    }
    log(`Messages: enqueued in ${((Date.now() - started) / 1000).toFixed(1)} s; sending...`);
    // Every message handed over or given up (the worker's last retry comes within minutes).
    const settled = await until(async () => {
      const [row] = await db.query<{ pending: number }>(
        `select count(*)::int as pending from notifications where state = 'pending'`,
      );
      return row?.pending === 0;
    }, 5 * 60_000);
    if (!settled) log('Messages: some were still pending after 5 minutes; counted as lost');
    const [states] = await db.query<{ failed: number }>(
      `select count(*) filter (where state = 'failed')::int as failed from notifications`,
    );
    const firsts: number[] = [];
    const times: number[] = [];
    let lost = 0;
    let twice = 0;
    for (const [phone, at] of enqueuedAt) {
      const accepts = acceptedAt.get(phone) ?? [];
      if (accepts.length === 0) lost += 1;
      if (accepts.length > 1) twice += 1;
      const firstAccept = accepts[0];
      if (firstAccept !== undefined) {
        firsts.push(firstAccept);
        times.push(firstAccept - at);
      }
    }
    firsts.sort((a, b) => a - b);
    const seconds = ((firsts.at(-1) ?? started) - started) / 1000;
    const seconds99 = (quantile(firsts, 0.99) - started) / 1000;
    const transient =
      whatsapp.refused.filter((r) => r.status === 503 || r.code === 130429).length +
      sms.refused.filter((r) => r.status === 503 || r.code === '429').length;
    const [whatsappBulk, smsBulk] = [whatsappCount, smsCount];
    log(`Messages: ${firsts.length} accepted in ${seconds.toFixed(1)} s`);

    // Sign-in codes, one at a time, the queue empty: each wakes a worker by the change feed.
    const codeTimes: number[] = [];
    let codesRetried = 0;
    for (let n = 0; n < codeSamples; n += 1) {
      const phone = phoneOf(count + 1000 + n);
      const refusedBefore = whatsapp.refused.length;
      const accepted = new Promise<void>((ok) => waiting.set(phone, ok));
      const at = Date.now();
      await repos.notifications.enqueue(
        {
          recipientPhone: phone,
          template: 'store_code',
          params: { code: String(100000 + n) },
          entity: 'owner-sign-in',
          entityId: randomUUID(),
        },
        db,
      );
      const arrived = await Promise.race([
        accepted.then(() => true),
        new Promise<false>((ok) => setTimeout(() => ok(false), 60_000)),
      ]);
      waiting.delete(phone);
      const acceptedAtTime = acceptedAt.get(phone)?.[0];
      if (arrived && acceptedAtTime !== undefined) codeTimes.push(acceptedAtTime - at);
      if (whatsapp.refused.length > refusedBefore) codesRetried += 1;
    }
    const code = latency(codeTimes);
    log(`Messages: sign-in codes with the queue empty, p99 ${code.p99.toFixed(0)} ms`);
    return {
      messages: count,
      instances: INSTANCES,
      concurrency,
      providerMs: PROVIDER_MS,
      transientRate: TRANSIENT_RATE,
      seconds,
      perSecond: firsts.length / seconds,
      perSecond99: (firsts.length * 0.99) / seconds99,
      latency: latency(times),
      whatsapp: whatsappBulk,
      sms: smsBulk,
      transient,
      lost,
      twice,
      failed: states?.failed ?? 0,
      codes: codeTimes.length,
      code,
      codesRetried,
    };
  } finally {
    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((worker) => worker.exited));
    await whatsapp.close();
    await sms.close();
    await db.close();
    await dropSchema(POSTGRES_URL, schema);
  }
}

const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(0)} ms`;

export function messagesSection(run: MessagesRun | null | undefined): string {
  if (!run) return '';
  const aim = (ok: boolean) => (ok ? 'met' : 'missed');
  return [
    '## Messages through the outbox (PostgreSQL)',
    '',
    `${run.messages.toLocaleString('en')} decision messages enqueued in transactions of ${BATCH} (as decisions write them), sent by ${run.instances} worker processes (two API instances' workers, ${run.concurrency} sends at once each) to the WhatsApp fake with the SMS fake behind it, both answering in ${run.providerMs} ms and refusing ${run.transientRate * 100} % of sends at random with 503 or 429 (tried again after the worker's backoff: 5 s then doubling, a sign-in code's 1 s). One recipient in a hundred is not on WhatsApp: its message goes by SMS. Latency runs from the enqueue's commit to the fake's acceptance; all are enqueued at once, so it is mostly the wait in the queue. Then, the queue empty, ${run.codes} sign-in codes one after the other.`,
    '',
    '| figure | value | aim |',
    '| --- | --- | --- |',
    `| messages a second (all, until the last retry) | ${run.perSecond.toFixed(1)} | |`,
    `| messages a second (the first 99 %) | ${run.perSecond99.toFixed(1)} | |`,
    `| enqueue to acceptance, p50 / p99 / max | ${ms(run.latency.p50)} / ${ms(run.latency.p99)} / ${ms(run.latency.max)} | |`,
    `| accepted by WhatsApp / by SMS | ${run.whatsapp} / ${run.sms} | |`,
    `| transient refusals tried again | ${run.transient} | |`,
    `| lost (reached no provider) | ${run.lost} | none: ${aim(run.lost === 0)} |`,
    `| sent twice | ${run.twice} | none: ${aim(run.twice === 0)} |`,
    `| failed for good | ${run.failed} | |`,
    `| sign-in code with the queue empty, p50 / p99 / max | ${ms(run.code.p50)} / ${ms(run.code.p99)} / ${ms(run.code.max)} (${run.codesRetried} of ${run.codes} waited for a retry) | p99 under 2 s: ${aim(run.code.p99 < 2000)} |`,
    '',
  ].join('\n');
}

/** The messages' aims that were missed, one line each. */
export function messagesMissed(run: MessagesRun | null | undefined): string[] {
  if (!run) return [];
  return [
    ...(run.lost > 0 ? [`Messages: ${run.lost} of ${run.messages} lost`] : []),
    ...(run.twice > 0 ? [`Messages: ${run.twice} of ${run.messages} sent twice`] : []),
    ...(run.code.p99 >= 2000
      ? [`Messages: a sign-in code with the queue empty, p99 ${ms(run.code.p99)}, aim under 2 s`]
      : []),
  ];
}
