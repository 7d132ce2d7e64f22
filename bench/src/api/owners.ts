// Store owners under load (issue 23), on PostgreSQL: the sign-in's first step (a code written to
// the outbox) for a new number each time, its second step, and submitting a complete
// registration; then whether the limits hold when pushed: 1,000 initiates for one number at
// once, and 30 numbers from one client address. A small fetch loop at a fixed concurrency rather
// than wrk: every request needs its own number and client address (X-Forwarded-For, with
// TRUST_PROXY), and the requests are few next to the reads wrk measures.
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import pg from 'pg';
import { startOnPostgres } from './server.js';

/** Requests in flight at once, like the other runs' connections. */
export const CONCURRENCY = 10;

export interface Timing {
  key: string;
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than the one expected. */
  failures: number;
}

export interface OwnersRun {
  timings: Timing[];
  /** Codes written for 1,000 initiates of one number at once (the limits allow 1 a minute). */
  codesForOneNumber: number;
  /** Sends accepted for 30 numbers from one client address (the limit is 10 an hour). */
  sendsFromOneAddress: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `count` calls with CONCURRENCY in flight; each says whether its answer was the right one. */
export async function timed(
  key: string,
  label: string,
  count: number,
  call: (i: number) => Promise<boolean>,
): Promise<Timing> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next;
        next += 1;
        const t0 = performance.now();
        const ok = await call(i).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    key,
    label,
    requests: count,
    rps: count / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

/** A mobile number of the run: 9 then nine digits. */
const mobile = (i: number) => `9${String(100_000_000 + i).slice(-9)}`;
/** A client address of the run (TEST-NET-2 and -3). */
const address = (i: number) => `198.51.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

export async function benchOwners(
  requests: number,
  log: (line: string) => void,
): Promise<OwnersRun | null> {
  const api = await startOnPostgres(
    'Store owners on postgres: starting',
    {
      RESPONSE_CACHE_MB: '0',
      NOTIFY_WORKER: 'off',
      TRUST_PROXY: 'true',
      OWNER_CODE_HOURLY_LIMIT: '1000000',
    },
    log,
  );
  if (!api) return null;
  const db = new pg.Client({ connectionString: api.databaseUrl });
  await db.connect();
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  try {
    const requestIds: string[] = [];
    const initiate = await timed(
      'initiate',
      'sign-in, step 1 (a code to a new number)',
      requests,
      async (i) => {
        const res = await post(
          '/api/auth/branch/login/initiate',
          { phone: mobile(i), language: 'te' },
          {
            'x-forwarded-for': address(i),
          },
        );
        const body = (await res.json()) as { data?: { requestId?: string } };
        if (body.data?.requestId) requestIds[i] = body.data.requestId;
        return res.status === 202;
      },
    );
    log(`    initiate     p99 ${initiate.p99.toFixed(1)} ms, ${initiate.failures} failed`);

    const codes = new Map(
      (
        await db.query<{ id: string; code: string }>(
          `select entity_id::text as id, params->>'code' as code from notifications
           where template = 'store_code'`,
        )
      ).rows.map((row) => [row.id, row.code]),
    );
    const tokens: string[] = [];
    const complete = await timed('complete', 'sign-in, step 2 (the code)', requests, async (i) => {
      const requestId = requestIds[i] ?? '';
      const res = await post('/api/auth/branch/login/complete', {
        requestId,
        code: codes.get(requestId),
      });
      const body = (await res.json()) as { data?: { accessToken?: string } };
      if (body.data?.accessToken) tokens[i] = body.data.accessToken;
      return res.status === 200;
    });
    log(`    complete     p99 ${complete.p99.toFixed(1)} ms, ${complete.failures} failed`);

    // Each owner's draft, complete, written straight into the schema (the sections' own cost is
    // the PATCH's, a read and an update), with the owner's agreement to the privacy notice in
    // force (issue 40: a submission without it answers 400); its documents are rows whose files
    // the submission only moves.
    await db.query(
      `with drafts as (
         insert into store_registrations (owner_id, shop_name, street, city, pincode, latitude,
           longitude, owner_name, language, fssai_number, government_id_type, government_id_last4)
         select o.id, 'Bench Kirana ' || o.phone, '1-2-3, Bench Road', 'Hyderabad', '500001',
           17.3874, 78.4722, 'Bench Owner', 'te',
           '1362' || lpad((row_number() over (order by o.phone))::text, 10, '0'), 'aadhaar', '1234'
         from store_owners o
         -- The bench's owners only: the demo seed's owners already have their registrations.
         where not exists (select 1 from store_registrations r where r.owner_id = o.id)
         returning id, owner_id),
       consents as (
         insert into owner_consents (owner_id, notice_version, language)
         select owner_id, $1, 'te' from drafts)
       insert into registration_documents (registration_id, kind, storage_key, content_type, size)
       select d.id, k.kind, 'documents/' || gen_random_uuid() || '.png', 'image/png', 1000
       from drafts d cross join (values ('shop_photo'), ('fssai_certificate'), ('government_id')) as k(kind)`,
      [PRIVACY_NOTICE_VERSION],
    );
    const submit = await timed(
      'submit',
      'submitting a complete registration',
      requests,
      async (i) => {
        const res = await post(
          '/api/store-owner/registration/submit',
          {},
          {
            authorization: `Bearer ${tokens[i] ?? ''}`,
          },
        );
        return res.status === 200;
      },
    );
    log(`    submit       p99 ${submit.p99.toFixed(1)} ms, ${submit.failures} failed`);

    // The limits, pushed: one number 1,000 times at once, from as many addresses.
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        post(
          '/api/auth/branch/login/initiate',
          { phone: '9490099999' },
          { 'x-forwarded-for': address(20_000 + i) },
        ),
      ),
    );
    const [one] = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from owner_codes where phone = '+919490099999'`,
      )
    ).rows;
    // Thirty numbers from one client address.
    for (let i = 0; i < 30; i += 1)
      await post(
        '/api/auth/branch/login/initiate',
        { phone: mobile(50_000 + i) },
        { 'x-forwarded-for': '192.0.2.200' },
      );
    const [many] = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from owner_codes where phone = any($1::text[])`,
        [Array.from({ length: 30 }, (_, i) => `+91${mobile(50_000 + i)}`)],
      )
    ).rows;
    return {
      timings: [initiate, complete, submit],
      codesForOneNumber: one?.n ?? 0,
      sendsFromOneAddress: many?.n ?? 0,
    };
  } finally {
    await db.end();
    await api.stop();
  }
}

/** The aims: the limits hold (at most 5 codes for one number, 10 sends from one address). */
export function ownersMissed(run: OwnersRun | null | undefined): string[] {
  if (!run) return [];
  return [
    ...(run.codesForOneNumber > 5 ? [`Owners: ${run.codesForOneNumber} codes for one number`] : []),
    ...(run.sendsFromOneAddress > 10
      ? [`Owners: ${run.sendsFromOneAddress} sends from one address`]
      : []),
    ...run.timings
      .filter((timing) => timing.failures > 0)
      .map((timing) => `Owners: ${timing.label}, ${timing.failures} failed`),
  ];
}

const ms = (value: number) => value.toFixed(1);

export function ownersSection(run: OwnersRun | null | undefined): string {
  if (!run) return '';
  return [
    '## Store owners (PostgreSQL)',
    '',
    `Each request a new number from its own client address (the limits are per number and address), ${CONCURRENCY} in flight. The limits pushed: 1,000 initiates for one number at once wrote ${run.codesForOneNumber} code(s) (limit: 1 a minute, 5 an hour: ${run.codesForOneNumber <= 5 ? 'held' : 'BROKEN'}); 30 numbers from one address got ${run.sendsFromOneAddress} sends (limit 10 an hour: ${run.sendsFromOneAddress <= 10 ? 'held' : 'BROKEN'}).`,
    '',
    '| Call | requests | req/s | p50 ms | p99 ms | failed |',
    '| --- | --- | --- | --- | --- | --- |',
    ...run.timings.map(
      (t) =>
        `| ${t.label} | ${t.requests} | ${t.rps.toFixed(0)} | ${ms(t.p50)} | ${ms(t.p99)} | ${t.failures} |`,
    ),
    '',
  ].join('\n');
}
