// The operator's day at scale (issue 15), on PostgreSQL with the response cache off: 100,000
// audit entries and 10,000 contact messages written straight into the API's schema, then page
// 50 of a store's history, of the whole activity log and of the inbox's new messages, each
// driven by wrk next to the bare route. Aim: p99 under 25 ms for each.
import pg from 'pg';
import { login } from './fixtures.js';
import { getScenario, measure, type LoadResult, type LoadSettings, type Scenario } from './load.js';
import { startOnPostgres } from './server.js';

export const AUDIT_ENTRIES = 100_000;
export const CONTACT_MESSAGES = 10_000;
/** How many stores the audit entries about stores are spread over. */
const HISTORY_STORES = 30;
/** The page measured, with the admin app's page sizes (Activity 25, Inbox 20). */
export const PAGE = 50;
const ACTIVITY_PAGE_SIZE = 25;
const INBOX_PAGE_SIZE = 20;
export const OPERATIONS_P99_AIM_MS = 25;

export interface OperationsRun {
  entries: number;
  messages: number;
  /** How many entries the measured store's history holds. */
  storeEntries: number;
  bare: LoadResult;
  results: LoadResult[];
}

/**
 * `count` contact messages from visitors, the newest first, `secondsApart` between each; one in
 * `newEvery` still new, the rest handled.
 */
export async function insertContactMessages(
  client: pg.Client,
  count: number,
  shape: { newEvery: number; secondsApart: number },
) {
  return client.query(
    `insert into contact_messages (name, email, phone, subject, message, status, created_at)
     select 'Visitor ' || i, 'visitor' || i || '@example.in', null,
       (array['Customer Support','Store Partnership','Feedback','Other'])[1 + i % 4],
       'A message from the benchmark, number ' || i || '.',
       case when i % $2::int = 0 then 'new' else 'handled' end,
       now() - make_interval(secs => i * $3::int)
     from generate_series(1, $1::int) as i`,
    [count, shape.newEvery, shape.secondsApart],
  );
}

/** Writes the volume in a few statements (generate_series), as years of use would leave it. */
export async function fillOperations(
  databaseUrl: string,
): Promise<{ branchId: string; storeEntries: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const branches = (await client.query<{ id: string }>('select id from branches order by name'))
      .rows;
    const admins = (await client.query<{ id: string }>('select id from admins')).rows;
    // Spread over 30 stores whatever the size of the demo (it grew with the finder's stores), so the
    // measured store's history reaches page 50 of 25 (1,667 entries each).
    const branchIds = branches.map((row) => row.id).slice(0, HISTORY_STORES);
    const adminIds = admins.map((row) => row.id);
    // Half the entries are about stores (spread over them), the rest about products and
    // categories (ids made up: the log keeps entries of deleted things too).
    await client.query(
      `insert into audit_log (admin_id, action, entity, entity_id, details, at)
       select ($2::uuid[])[1 + i % array_length($2::uuid[], 1)],
         (array['approve','reject','review-document','edit','create','import','remove'])[1 + i % 7],
         case when i % 2 = 0 then 'branch' when i % 4 = 1 then 'product' else 'category' end,
         case when i % 2 = 0 then (($1::uuid[])[1 + (i / 2) % array_length($1::uuid[], 1)])::text
           else gen_random_uuid()::text end,
         jsonb_build_object('name', 'Bench entry ' || i),
         now() - make_interval(secs => i * 300)
       from generate_series(1, $3::int) as i`,
      [branchIds, adminIds, AUDIT_ENTRIES],
    );
    await insertContactMessages(client, CONTACT_MESSAGES, { newEvery: 3, secondsApart: 600 });
    await client.query('analyze audit_log');
    await client.query('analyze contact_messages');
    const branchId = branchIds[0] ?? '';
    const [count] = (
      await client.query<{ n: number }>(
        "select count(*)::int as n from audit_log where entity = 'branch' and entity_id = $1",
        [branchId],
      )
    ).rows;
    return { branchId, storeEntries: count?.n ?? 0 };
  } finally {
    await client.end();
  }
}

/** The cursor of page `page` of a list, walked page by page as "Load more" would. */
export async function cursorOfPage(
  base: string,
  token: string,
  path: string,
  page: number,
): Promise<string> {
  let cursor: string | null = null;
  for (let i = 1; i < page; i += 1) {
    const url = `${base}${path}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: { nextCursor?: string | null } };
    if (!response.ok || !body.data?.nextCursor) throw new Error(`${path}: no page ${i + 1}`);
    cursor = body.data.nextCursor;
  }
  return `${path}${cursor ? `&cursor=${cursor}` : ''}`;
}

export async function benchOperations(
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<OperationsRun | null> {
  const api = await startOnPostgres(
    'Operations at scale on postgres, cache off: starting',
    { RESPONSE_CACHE_MB: '0', NOTIFY_WORKER: 'off' },
    log,
  );
  if (!api) return null;
  try {
    const { branchId, storeEntries } = await fillOperations(api.databaseUrl ?? '');
    const token = await login(api.url);
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
    const page = async (path: string, size: number) =>
      cursorOfPage(api.url, token, `${path}${path.includes('?') ? '&' : '?'}limit=${size}`, PAGE);
    const scenario = (key: string, label: string, path: string) =>
      getScenario(key, label, path, headers);
    const chosen = [
      scenario(
        'store-history',
        `a store's history, page ${PAGE}`,
        await page(`/api/admin/activity?entity=branch&entityId=${branchId}`, ACTIVITY_PAGE_SIZE),
      ),
      scenario(
        'activity',
        `the activity log, page ${PAGE}`,
        await page('/api/admin/activity', ACTIVITY_PAGE_SIZE),
      ),
      scenario(
        'inbox',
        `the inbox's new messages, page ${PAGE}`,
        await page('/api/admin/contact-messages?status=new', INBOX_PAGE_SIZE),
      ),
    ];
    const bareScenario: Scenario = {
      key: 'health',
      label: 'bare route (GET /health)',
      requests: [{ method: 'GET', path: '/health' }],
    };
    const bare = await measure(api.url, bareScenario, settings, api.pid);
    const results: LoadResult[] = [];
    for (const each of chosen) {
      const result = await measure(api.url, each, settings, api.pid);
      results.push(result);
      log(
        `    ${each.key.padEnd(14)} ${result.rps.toFixed(0).padStart(6)} req/s  p99 ${result.p99.toFixed(1)} ms${result.failures ? `  ${result.failures} failed` : ''}`,
      );
    }
    return { entries: AUDIT_ENTRIES, messages: CONTACT_MESSAGES, storeEntries, bare, results };
  } finally {
    await api.stop();
  }
}

const ms = (value: number) => value.toFixed(1);

/** The aims this run missed, in the words of the report's "Aims missed". */
export function operationsMissed(run: OperationsRun | null | undefined): string[] {
  return (run?.results ?? [])
    .filter((result) => result.p99 >= OPERATIONS_P99_AIM_MS || result.failures > 0)
    .map((result) => `Operations: ${result.label}, p99 ${ms(result.p99)} ms`);
}

export function operationsSection(run: OperationsRun | null | undefined): string {
  if (!run) return '';
  const rows = run.results.map((result) => {
    const met = result.p99 < OPERATIONS_P99_AIM_MS && result.failures === 0;
    return `| ${result.label} | ${result.rps.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} | ${Math.round((result.rps / run.bare.rps) * 100)}% | ${met ? 'met' : 'missed'} |`;
  });
  return [
    '## Operations at scale (PostgreSQL, cache off)',
    '',
    `${run.entries.toLocaleString('en-IN')} audit entries (the measured store's history holds ${run.storeEntries.toLocaleString('en-IN')}) and ${run.messages.toLocaleString('en-IN')} contact messages; page ${PAGE} of each list by its cursor, as "Load more" reaches it. Aim: p99 under ${OPERATIONS_P99_AIM_MS} ms. Bare route: ${run.bare.rps.toFixed(0)} req/s.`,
    '',
    '| List | req/s | p50 ms | p99 ms | of bare | Aim |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
