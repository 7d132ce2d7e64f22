// The store finder with Redis up and with Redis stopped (issue 46), on PostgreSQL: the finder is
// rate limited per client address in Redis, and with Redis away each request once waited about
// 1.2 s for it. The bench starts its own redis-server on a free port (never the machine's),
// measures the finder with wrk, stops that Redis and measures again. Aim: p99 with Redis
// stopped within 2x of Redis up.
import { execFileSync, spawn } from 'node:child_process';
import { BROWSER_ACCEPT_ENCODING, measure, type LoadResult, type LoadSettings } from './load.js';
import { freePort, postgresAvailable, startApi } from './server.js';

/** The aim: p99 with Redis stopped at most this many times p99 with it up. */
export const REDIS_DOWN_P99_AIM = 2;
/** Client addresses the requests come from, each well under the finder's 120 a minute. */
const ADDRESSES = 5_000;

export interface RedisOutageRun {
  up: LoadResult;
  down: LoadResult;
}

/** A client address of the run (TEST-NET-2). */
const address = (i: number) => `198.51.${100 + (Math.floor(i / 250) % 100)}.${(i % 250) + 1}`;

function redisServerInstalled(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A redis-server of the bench's own on a free port, nothing saved; resolves once it answers. */
async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function benchRedisOutage(
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<RedisOutageRun | null> {
  if (!(await postgresAvailable()) || !redisServerInstalled()) return null;
  log('The store finder with Redis up and stopped (postgres): starting');
  const redis = await startRedis();
  const api = await startApi('postgres', {
    env: { REDIS_URL: redis.url, NOTIFY_WORKER: 'off', TRUST_PROXY: 'true' },
  });
  try {
    const scenario = (key: string, label: string) => ({
      key,
      label,
      requests: Array.from({ length: ADDRESSES }, (_, i) => ({
        method: 'GET' as const,
        path: `/api/public/stores?pincode=5000${String(10 + (i % 80)).padStart(2, '0')}`,
        headers: { 'x-forwarded-for': address(i), 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      })),
    });
    log('    Redis up');
    const up = await measure(api.url, scenario('up', 'Redis up'), settings, api.pid);
    await redis.stop();
    log('    Redis stopped');
    // The warm-up's first requests find Redis gone (the breaker opens once); the measured run
    // is the outage as it lasts.
    const down = await measure(api.url, scenario('down', 'Redis stopped'), settings, api.pid);
    return { up, down };
  } finally {
    await api.stop();
    await redis.stop();
  }
}

export function redisOutageMissed(run: RedisOutageRun | null | undefined): string[] {
  if (!run) return [];
  const ratio = run.down.p99 / run.up.p99;
  return ratio <= REDIS_DOWN_P99_AIM
    ? []
    : [
        `Store finder with Redis stopped: p99 ${run.down.p99.toFixed(1)} ms, ${ratio.toFixed(1)}x Redis up`,
      ];
}

export function redisOutageSection(run: RedisOutageRun | null | undefined): string {
  if (!run) return '';
  const ratio = run.down.p99 / run.up.p99;
  const row = (result: LoadResult, aim: string) =>
    `| ${result.label} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.failures} | ${aim} |`;
  return [
    '## The store finder with Redis stopped (PostgreSQL)',
    '',
    `The finder by pincode (rate limited per client address in Redis), driven by wrk as above, each request from one of ${ADDRESSES.toLocaleString('en-IN')} client addresses (\`TRUST_PROXY\`), under the limit. The bench starts its own \`redis-server\` on a free port, measures with it up, kills it and measures again: the API then limits in its own memory (\`breakerStore\`, issue 46). "non-2xx" counts 429s too. Aim: p99 with Redis stopped within ${REDIS_DOWN_P99_AIM}x of Redis up.`,
    '',
    '| Redis | req/s | p50 ms | p99 ms | non-2xx | aim |',
    '| --- | --: | --: | --: | --: | --- |',
    row(run.up, ''),
    row(run.down, `${ratio.toFixed(2)}x: ${ratio <= REDIS_DOWN_P99_AIM ? 'met' : 'missed'}`),
    '',
  ].join('\n');
}
