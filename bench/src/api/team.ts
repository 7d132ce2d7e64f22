// The team's keys under load (issue 25), on PostgreSQL: an admin's sign-in with the second step
// (the password, then a code of the authenticator app) for admins who each enrolled through the
// API, and what the permission check of every admin operation costs a cached read. A small
// fetch loop at a fixed concurrency, as the store owners' section: each sign-in needs its own
// admin (a code is taken once per 30-second step) and its own client address.
import Fastify from 'fastify';
import pg from 'pg';
import { roleHas, type Permission } from '@kirana/domain/team';
import { totpCode } from '../../../apps/api/src/auth/totp.js';
import { cpuTime } from './load.js';
import { CONCURRENCY, timed } from './owners.js';
import { startOnPostgres } from './server.js';

const DEMO_PASSWORD = 'kirana-admin-demo';
/** The aim of the permission check: less than this share of a cached read's CPU time. */
export const PERMISSION_SHARE_AIM = 0.05;

export interface TeamRun {
  signIns: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** API CPU time of one cached read (a page of the store queue, answered from the cache), ms. */
  cachedReadCpuMs: number;
  /** What the permission hook adds to a request, microseconds (Fastify, in process). */
  permissionUs: number;
}

/** A client address of the run (TEST-NET-3). */
const address = (i: number) => `203.0.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

/**
 * The cost of the permission hook as Fastify runs it: the same route with and without an
 * onRequest hook doing the check (roleHas on the signed-in admin's role), alternating rounds,
 * the difference per request in microseconds (the best round of each, the least disturbed).
 */
async function permissionHookUs(): Promise<number> {
  const app = (withHook: boolean) => {
    const server = Fastify({ logger: false });
    server.addHook('onRequest', async (request) => {
      (request as unknown as { role: string }).role = 'Support';
    });
    const permission: Permission = 'stores.view';
    const hooks = withHook
      ? [
          async (request: unknown) => {
            const { role } = request as { role: string };
            if (!roleHas(role, permission)) throw new Error('forbidden');
          },
        ]
      : [];
    server.get('/x', { onRequest: hooks }, async () => ({ ok: true }));
    return server;
  };
  const servers = [app(false), app(true)];
  await Promise.all(servers.map((server) => server.ready()));
  const best = [Infinity, Infinity];
  const N = 5000;
  for (let round = 0; round < 6; round += 1) {
    for (const [i, server] of servers.entries()) {
      const t0 = performance.now();
      for (let n = 0; n < N; n += 1) await server.inject({ method: 'GET', url: '/x' });
      best[i] = Math.min(best[i] ?? Infinity, ((performance.now() - t0) * 1000) / N);
    }
  }
  await Promise.all(servers.map((server) => server.close()));
  return Math.max(0, (best[1] ?? 0) - (best[0] ?? 0));
}

export async function benchTeam(
  admins: number,
  log: (line: string) => void,
): Promise<TeamRun | null> {
  const api = await startOnPostgres(
    'The team on postgres: starting',
    { NOTIFY_WORKER: 'off', TRUST_PROXY: 'true' },
    log,
  );
  if (!api) return null;
  const db = new pg.Client({ connectionString: api.databaseUrl });
  await db.connect();
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
  };
  try {
    // Reviewers with the demo admin's password, each to enrol at their first sign-in.
    await db.query(
      `insert into admins (email, name, password_hash, role, totp_required)
       select 'bench' || g || '@kirana.local', 'Bench ' || g, a.password_hash, 'Reviewer', true
       from generate_series(1, $1::int) g, admins a where a.email = 'admin@kirana.local'`,
      [admins],
    );
    const email = (i: number) => `bench${i + 1}@kirana.local`;
    const secrets: string[] = [];
    log(`    enrolling ${admins} admins through the API`);
    for (let i = 0; i < admins; i += 1) {
      const from = { 'x-forwarded-for': address(i) };
      const login = await post(
        '/api/auth/admin/login',
        { email: email(i), password: DEMO_PASSWORD },
        from,
      );
      const challengeToken = String(login.body.data?.challengeToken ?? '');
      const secret = await post('/api/auth/admin/enrolment/secret', { challengeToken }, from);
      const base32 = String(secret.body.data?.secret ?? '');
      await post(
        '/api/auth/admin/enrolment/confirm',
        { challengeToken, code: totpCode(base32) },
        from,
      );
      secrets[i] = base32;
    }

    // Each admin signs in once: the password, then the next step's code (the enrolment took
    // this step's; one step of drift is accepted).
    const signIn = await timed('sign-in', 'sign-in with the second step', admins, async (i) => {
      const from = { 'x-forwarded-for': address(10_000 + i) };
      const login = await post(
        '/api/auth/admin/login',
        { email: email(i), password: DEMO_PASSWORD },
        from,
      );
      if (login.body.data?.secondStep !== 'code') return false;
      const code = totpCode(secrets[i] ?? '', Date.now() + 30_000);
      const step = await post(
        '/api/auth/admin/second-step',
        { challengeToken: login.body.data.challengeToken, code },
        from,
      );
      return step.status === 200 && typeof step.body.data?.accessToken === 'string';
    });
    log(`    sign-in with the second step: p99 ${signIn.p99.toFixed(1)} ms`);

    // A cached read's CPU time in the API: the store queue's first page, 2,000 times.
    const demo = await post('/api/auth/admin/login', {
      email: 'admin@kirana.local',
      password: DEMO_PASSWORD,
    });
    const token = String(demo.body.data?.accessToken ?? '');
    const read = () =>
      fetch(`${api.url}/api/admin/branches?limit=20`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      }).then((res) => res.arrayBuffer());
    for (let n = 0; n < 200; n += 1) await read();
    const reads = 2000;
    const before = cpuTime(api.pid) ?? 0;
    for (let n = 0; n < reads; n += 1) await read();
    const cachedReadCpuMs = ((cpuTime(api.pid) ?? 0) - before) / reads;

    const permissionUs = await permissionHookUs();
    log(
      `    permission check ${permissionUs.toFixed(2)} µs of a cached read's ${(cachedReadCpuMs * 1000).toFixed(0)} µs`,
    );
    return {
      signIns: admins,
      rps: signIn.rps,
      p50: signIn.p50,
      p99: signIn.p99,
      failures: signIn.failures,
      cachedReadCpuMs,
      permissionUs,
    };
  } finally {
    await db.end();
    await api.stop();
  }
}

/** The share of a cached read's CPU time that the permission check costs. */
export const permissionShare = (run: TeamRun) =>
  run.cachedReadCpuMs > 0 ? run.permissionUs / 1000 / run.cachedReadCpuMs : 0;

/** The aims: every sign-in succeeds; the permission check under 5% of a cached read. */
export function teamMissed(run: TeamRun | null | undefined): string[] {
  if (!run) return [];
  const share = permissionShare(run);
  return [
    ...(run.failures > 0 ? [`Team: ${run.failures} sign-ins with the second step failed`] : []),
    ...(share >= PERMISSION_SHARE_AIM
      ? [
          `Team: the permission check costs ${(share * 100).toFixed(1)}% of a cached read (aim under 5%)`,
        ]
      : []),
  ];
}

export function teamSection(run: TeamRun | null | undefined): string {
  if (!run) return '';
  const share = permissionShare(run);
  return [
    '## The team (PostgreSQL)',
    '',
    `Sign-in with the second step: ${run.signIns} Reviewers, each enrolled through the API (the test computes the codes), each signing in once (the password, then a code of the app), ${CONCURRENCY} in flight, each from its own client address. Most of a sign-in is the password's scrypt derivation (see the login scenario above). The permission check: the onRequest hook every admin operation adds (the role's permission looked up), timed in Fastify in process with and without it, against the API's CPU time for one cached read (the store queue's first page from the response cache, 2,000 reads).`,
    '',
    '| Figure | Value | Aim |',
    '| --- | --- | --- |',
    `| sign-in with the second step, p50 / p99 | ${run.p50.toFixed(1)} / ${run.p99.toFixed(1)} ms (${run.rps.toFixed(1)} a second, ${run.failures} failed) | reported |`,
    `| permission check per request | ${run.permissionUs.toFixed(2)} µs | |`,
    `| cached read, API CPU per request | ${(run.cachedReadCpuMs * 1000).toFixed(0)} µs | |`,
    `| the check's share of a cached read | ${(share * 100).toFixed(2)}% | under 5%: ${share < PERMISSION_SHARE_AIM ? 'met' : 'missed'} |`,
    '',
  ].join('\n');
}
