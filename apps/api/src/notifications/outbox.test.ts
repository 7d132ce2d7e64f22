// The notification outbox: written in the decision's transaction (a refused decision leaves
// none), sent through a webhook a receiver can verify, retried with backoff on 5xx and no answer,
// failed on 4xx, sent exactly once by two workers, and retried on an admin's word.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOTIFICATION_NOT_FAILED } from '@kirana/domain/notifications';
import { openPostgres } from '../db/adapter.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, POSTGRES_URL, TEST_DB } from '../testing/db.js';
import { insertStore } from '../testing/fixtures.js';
import { logChannel, webhookChannel, webhookSignature } from './channels.js';
import { backoffMs, outboxWorker } from './worker.js';

const SECRET = 'webhook-secret-0123456789abcdef';
const silent = { warn: () => undefined, error: () => undefined };

interface Received {
  body: { id: string; to: string; template: string; text: string };
  headers: IncomingMessage['headers'];
  raw: string;
}

/** A local webhook receiver answering each call with the next status of `script` (then 200). */
async function receiver(script: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ body: JSON.parse(raw) as Received['body'], headers: req.headers, raw });
      res.statusCode = script.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

describe.skipIf(!DATABASE_AVAILABLE)(`notification outbox (${TEST_DB})`, () => {
  const t = useTestApp();
  let hook: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    hook = await receiver();
  });
  afterAll(() => hook?.close());

  const notifications = () =>
    t.db.query<{
      id: string;
      state: string;
      attempts: number;
      template: string;
      last_error: string | null;
      wait: number;
    }>(
      `select id, state, attempts, template, last_error,
         extract(epoch from next_attempt_at - now())::float8 as wait
       from notifications order by created_at, id`,
    );
  /** An outbox worker sending through the webhook at `url`, signed with SECRET. */
  const webhookWorker = (url: string, repos: Repositories = t.repos) =>
    outboxWorker({ repos, channel: webhookChannel(url, SECRET), log: silent });
  const reject = async (branchId: string) => {
    const admin = await t.admin();
    return t.call('PATCH', `/api/admin/branches/${branchId}/reject`, admin.headers, {
      reason: 'unclear_document',
      note: 'Send a clearer photo.',
    });
  };

  test('a decision writes its notification in its own transaction; a refused one writes none', async () => {
    const branch = await insertStore(t.repos, { name: 'Balaji Kirana', phone: '+91 98480 22338' });
    expectContract('rejectBranch', await reject(branch.id), 200);
    expect(await notifications()).toMatchObject([
      { template: 'store_rejected', state: 'pending', attempts: 0 },
    ]);
    // The same decision again is a 409: no second notification.
    expectError('rejectBranch', await reject(branch.id), 409);
    expect(await notifications()).toHaveLength(1);
    const [row] = await t.db.query<{ recipient_phone: string; params: unknown }>(
      'select recipient_phone, params from notifications',
    );
    expect(row).toEqual({
      recipient_phone: '+919848022338',
      params: {
        name: 'Balaji Kirana',
        reason: 'unclear_document',
        note: 'Send a clearer photo.',
        // The owner's status page on the site, whose origin is configured (SITE_URL).
        link: 'http://localhost:5173/store-status',
      },
    });
  });

  test('the webhook gets the words with the reason, signed so the receiver can verify it', async () => {
    const branch = await insertStore(t.repos, { name: 'Balaji Kirana', phone: '+91 98480 22338' });
    await reject(branch.id);
    const worker = webhookWorker(hook.url);
    expect(await worker.runOnce()).toBe(1);
    const call = hook.received.at(-1);
    expect(call?.body).toMatchObject({
      to: '+919848022338',
      template: 'store_rejected',
      text: expect.stringContaining('Reason: Unclear document.'),
    });
    const timestamp = String(call?.headers['x-kirana-timestamp']);
    expect(call?.headers['x-kirana-signature']).toBe(
      `sha256=${createHmac('sha256', SECRET)
        .update(`${timestamp}.${call?.raw ?? ''}`)
        .digest('hex')}`,
    );
    expect(call?.headers['idempotency-key']).toBe(call?.body.id);
    expect(await notifications()).toMatchObject([{ state: 'sent', attempts: 1 }]);
    await worker.stop();
  });

  test('a written notification wakes the worker; its own claims and marks do not', async () => {
    let claims = 0;
    const worker = outboxWorker({
      repos: {
        notifications: {
          ...t.repos.notifications,
          claimDue: (...args: Parameters<typeof t.repos.notifications.claimDue>) => {
            claims += 1;
            return t.repos.notifications.claimDue(...args);
          },
        },
      },
      channel: webhookChannel(hook.url, SECRET),
      log: silent,
      changes: t.db.changes,
    });
    const branch = await insertStore(t.repos, { phone: '+91 98480 22338' });
    await reject(branch.id);
    for (let i = 0; i < 50 && (await notifications())[0]?.state !== 'sent'; i += 1) {
      await new Promise((ok) => setTimeout(ok, 100));
    }
    expect(await notifications()).toMatchObject([{ state: 'sent', attempts: 1 }]);
    // Woken by the insert: a claim that finds it, one that finds nothing, perhaps one more pass.
    await new Promise((ok) => setTimeout(ok, 500));
    expect(claims).toBeLessThanOrEqual(4);
    await worker.stop();
  });

  test('5xx and no answer are tried again with growing waits, then it is sent', async () => {
    const flaky = await receiver([503, 500]);
    const branch = await insertStore(t.repos, { phone: '+91 98480 22338' });
    await reject(branch.id);
    const worker = webhookWorker(flaky.url);
    const due = () =>
      t.db.query("update notifications set next_attempt_at = now() where state = 'pending'");
    await worker.runOnce();
    let [row] = await notifications();
    expect(row).toMatchObject({ state: 'pending', attempts: 1, last_error: 'HTTP 503' });
    expect(row?.wait).toBeGreaterThan(backoffMs(1) / 1000 - 2);
    expect(await worker.runOnce()).toBe(0); // not due yet
    await due();
    await worker.runOnce();
    [row] = await notifications();
    expect(row).toMatchObject({ state: 'pending', attempts: 2, last_error: 'HTTP 500' });
    expect(row?.wait).toBeGreaterThan(backoffMs(2) / 1000 - 2);
    await due();
    await worker.runOnce();
    expect(await notifications()).toMatchObject([{ state: 'sent', attempts: 3 }]);
    expect(flaky.received).toHaveLength(3);
    await flaky.close();

    // A receiver that is not there at all is tried again too.
    const gone = await receiver();
    await gone.close();
    await t.db.query('delete from notifications');
    await reject((await insertStore(t.repos, { phone: '+91 98480 22339' })).id);
    const lonely = webhookWorker(gone.url);
    await lonely.runOnce();
    expect(await notifications()).toMatchObject([{ state: 'pending', attempts: 1 }]);
    await worker.stop();
    await lonely.stop();
  });

  test('a 4xx is failed at once with its status; an admin can send it again', async () => {
    const refusing = await receiver([422]);
    const branch = await insertStore(t.repos, { phone: '+91 98480 22338' });
    await reject(branch.id);
    const worker = webhookWorker(refusing.url);
    await worker.runOnce();
    const [failed] = await notifications();
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, last_error: 'HTTP 422' });

    const admin = await t.admin();
    const retry = (id: string) =>
      t.call('POST', `/api/admin/notifications/${id}/retry`, admin.headers);
    const detail = expectContract<{
      data: { notifications: { _id: string; state: string; lastError: string | null }[] };
    }>('getBranch', await t.call('GET', `/api/admin/branches/${branch.id}`, admin.headers), 200);
    expect(detail.data.notifications).toMatchObject([{ state: 'failed', lastError: 'HTTP 422' }]);
    expectContract('retryNotification', await retry(failed?.id ?? ''), 200);
    expect(await notifications()).toMatchObject([{ state: 'pending', attempts: 0 }]);
    expectError('retryNotification', await retry(failed?.id ?? ''), 409, NOTIFICATION_NOT_FAILED);
    await worker.runOnce();
    expect(await notifications()).toMatchObject([{ state: 'sent' }]);
    await refusing.close();
    await worker.stop();
  });

  test('each notification says where it went: the log (nobody received it) or the webhook', async () => {
    const admin = await t.admin();
    const channels = [
      logChannel({ info: () => undefined } as never),
      webhookChannel(hook.url, SECRET),
    ];
    for (const [i, channel] of channels.entries()) {
      const branch = await insertStore(t.repos, { phone: `+91 98480 2234${i}` });
      await reject(branch.id);
      const url = `/api/admin/branches/${branch.id}`;
      const read = async () =>
        expectContract<{ data: { notifications: { state: string; channel: string | null }[] } }>(
          'getBranch',
          await t.app.inject({ method: 'GET', url, headers: admin.headers }),
          200,
        ).data.notifications;
      expect(await read()).toMatchObject([{ state: 'pending', channel: null }]);
      const worker = outboxWorker({ repos: t.repos, channel, log: silent });
      await worker.runOnce();
      await worker.stop();
      expect(await read()).toMatchObject([{ state: 'sent', channel: channel.via }]);
    }
    expect(channels.map((channel) => channel.via)).toEqual(['log', 'webhook']);
  });

  test('the last try fails it for good', async () => {
    const down = await receiver(Array(10).fill(503));
    await reject((await insertStore(t.repos, { phone: '+91 98480 22338' })).id);
    const worker = webhookWorker(down.url);
    for (let i = 0; i < 6; i += 1) {
      await t.db.query("update notifications set next_attempt_at = now() where state = 'pending'");
      await worker.runOnce();
    }
    expect(await notifications()).toMatchObject([
      { state: 'failed', attempts: 6, last_error: 'HTTP 503' },
    ]);
    await down.close();
    await worker.stop();
  });

  test.skipIf(TEST_DB !== 'postgres')(
    'two workers on two connections send each notification exactly once',
    async () => {
      const count = 40;
      const branches = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          insertStore(t.repos, { phone: `+91 98480 ${String(10000 + i)}` }),
        ),
      );
      for (const branch of branches) await reject(branch.id);
      const before = hook.received.length;
      const schema = (await t.db.query<{ s: string }>('select current_schema() as s'))[0]?.s ?? '';
      const other = await openPostgres(POSTGRES_URL, {
        options: `-c search_path=${schema}`,
        max: 2,
      });
      try {
        const a = webhookWorker(hook.url);
        const b = webhookWorker(hook.url, createRepositories(other));
        const [byA, byB] = await Promise.all([a.runOnce(), b.runOnce()]);
        expect(byA + byB).toBe(count);
        const ids = hook.received.slice(before).map((call) => call.body.id);
        expect(ids).toHaveLength(count);
        expect(new Set(ids).size).toBe(count);
        expect(
          (await notifications()).every((row) => row.state === 'sent' && row.attempts === 1),
        ).toBe(true);
        await a.stop();
        await b.stop();
      } finally {
        await other.close();
      }
    },
  );

  test('the signature helper signs "<timestamp>.<body>"', () => {
    expect(webhookSignature('k', '1', '{}')).toBe(
      `sha256=${createHmac('sha256', 'k').update('1.{}').digest('hex')}`,
    );
  });
});
