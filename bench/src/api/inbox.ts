// The inbox at scale (issue 41), on PostgreSQL: the conversation list (its first page, the
// overdue filter and a search) and a thread, at 10,000 and at 100,000 messages (ten a
// conversation, as a helpdesk's threads run), and how their p99 grows from one size to the
// other. The conversations are written straight into the tables (spread over 60 days, a tenth
// unanswered, a quarter with a store), then read through the API with the demo admin's token.
import pg from 'pg';
import { percentile } from './owners.js';
import { startOnPostgres } from './server.js';

/** Messages a conversation in the bench's data. */
const MESSAGES_EACH = 10;
/** The aim: a list's or a thread's p99 at 100,000 messages under this many times its p99 at 10,000. */
export const INBOX_GROWTH_AIM = 2;
export const INBOX_SIZES = [10_000, 100_000] as const;

export interface InboxTiming {
  key: 'list' | 'overdue' | 'search' | 'thread';
  label: string;
  p50: number;
  p99: number;
  failures: number;
}

export interface InboxRun {
  reads: number;
  sizes: { messages: number; conversations: number; timings: InboxTiming[] }[];
}

/** Writes `conversations` conversations of MESSAGES_EACH messages each, replacing any. */
async function fill(db: pg.Client, conversations: number): Promise<void> {
  await db.query('truncate conversation_messages, conversations cascade');
  await db.query(
    `insert into conversations (channel, person_name, person_email, person_phone, language,
       subject, store_id, status, first_message_at, last_message_at, last_inbound_at,
       first_response_at, resolved_at)
     select case when g % 3 = 0 then 'email' else 'whatsapp' end,
       (array['Lakshmi', 'Ravi', 'Padma', 'Srinivas', 'Anjali'])[1 + g % 5] || ' ' || g,
       'person' || g || '@example.in',
       '+9198' || lpad((g % 100000000)::text, 8, '0'),
       (array['en', 'te', 'hi'])[1 + g % 3],
       (array['Customer Support', 'Store Partnership', 'Feedback', 'Other'])[1 + g % 4],
       case when g % 4 = 0 then (select id from branches order by id limit 1) end,
       case when g % 10 = 0 then 'open' when g % 10 < 4 then 'waiting' else 'resolved' end,
       at, at + interval '3 hours', at + interval '2 hours',
       case when g % 10 = 0 then null else at + interval '5 hours' end,
       case when g % 10 >= 4 then at + interval '1 day' end
     from generate_series(1, $1::int) g,
       lateral (select now() - (g % 86400) * interval '1 minute' as at) t`,
    [conversations],
  );
  await db.query(
    `insert into conversation_messages (conversation_id, direction, kind, body, sent_as, created_at)
     select c.id,
       case when n % 2 = 1 then 'in' else 'out' end,
       case when n % 4 = 0 then 'note' else 'message' end,
       'Message ' || n || ' of the conversation about ' || c.subject,
       case when n % 2 = 0 and n % 4 <> 0 then case c.channel when 'email' then 'email' else 'text' end end,
       c.first_message_at + n * interval '10 minutes'
     from conversations c, generate_series(1, $1::int) n`,
    [MESSAGES_EACH],
  );
  await db.query('analyze conversations; analyze conversation_messages');
}

export async function benchInbox(
  reads: number,
  log: (line: string) => void,
): Promise<InboxRun | null> {
  const api = await startOnPostgres(
    'The inbox on postgres: starting',
    { NOTIFY_WORKER: 'off' },
    log,
  );
  if (!api) return null;
  const db = new pg.Client({ connectionString: api.databaseUrl });
  await db.connect();
  try {
    const login = await fetch(`${api.url}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@kirana.local', password: 'kirana-admin-demo' }),
    });
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const get = async (path: string) => {
      const res = await fetch(`${api.url}${path}`, {
        headers: { authorization: `Bearer ${data.accessToken}`, 'accept-encoding': 'gzip' },
      });
      await res.arrayBuffer();
      return res.status === 200;
    };
    const sizes: InboxRun['sizes'] = [];
    for (const messages of INBOX_SIZES) {
      const conversations = messages / MESSAGES_EACH;
      log(`    ${messages.toLocaleString('en-IN')} messages: writing`);
      await fill(db, conversations);
      const ids = (
        await db.query<{ id: string }>('select id from conversations order by random() limit 200')
      ).rows.map((row) => row.id);
      const paths: Record<InboxTiming['key'], [string, (n: number) => string]> = {
        list: ['the list, first page', () => '/api/admin/conversations?limit=20'],
        overdue: ['overdue only', () => '/api/admin/conversations?due=overdue&limit=20'],
        search: ['a search ("lakshmi 12")', () => '/api/admin/conversations?q=lakshmi%2012'],
        thread: [
          'a thread (10 messages)',
          (n) => `/api/admin/conversations/${ids[n % ids.length]}`,
        ],
      };
      const timings: InboxTiming[] = [];
      for (const [key, [label, path]] of Object.entries(paths) as [
        InboxTiming['key'],
        [string, (n: number) => string],
      ][]) {
        for (let n = 0; n < 20; n += 1) await get(path(n)); // warm the caches and the plans
        const times: number[] = [];
        let failures = 0;
        for (let n = 0; n < reads; n += 1) {
          const started = performance.now();
          if (!(await get(path(n)))) failures += 1;
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        timings.push({
          key,
          label,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          failures,
        });
      }
      log(
        `    ${messages.toLocaleString('en-IN')} messages: ${timings.map((t) => `${t.key} p99 ${t.p99.toFixed(1)} ms`).join(', ')}`,
      );
      sizes.push({ messages, conversations, timings });
    }
    return { reads, sizes };
  } finally {
    await db.end();
    await api.stop();
  }
}

/** p99 at the largest size over p99 at the smallest, per read. */
export function inboxGrowth(run: InboxRun): { key: string; label: string; growth: number }[] {
  const [small, large] = [run.sizes[0], run.sizes[run.sizes.length - 1]];
  if (!small || !large) return [];
  return large.timings.map((timing) => {
    const before = small.timings.find((t) => t.key === timing.key);
    return {
      key: timing.key,
      label: timing.label,
      growth: before && before.p99 > 0 ? timing.p99 / before.p99 : 0,
    };
  });
}

export function inboxMissed(run: InboxRun | null | undefined): string[] {
  if (!run) return [];
  const missed = inboxGrowth(run)
    .filter((row) => row.growth >= INBOX_GROWTH_AIM)
    .map(
      (row) =>
        `Inbox: ${row.label} p99 grew ${row.growth.toFixed(2)}× from 10,000 to 100,000 messages (aim under ${INBOX_GROWTH_AIM}×).`,
    );
  const failed = run.sizes.flatMap((size) => size.timings).filter((t) => t.failures > 0);
  if (failed.length > 0) missed.push(`Inbox: ${failed.length} reads answered other than 200.`);
  return missed;
}

export function inboxSection(run: InboxRun | null | undefined): string {
  if (!run) return '## The inbox at scale\n\nNot measured: PostgreSQL did not answer.\n';
  const growth = inboxGrowth(run);
  const rows = (run.sizes[0]?.timings ?? []).map((timing) => {
    const cells = run.sizes.map((size) => {
      const t = size.timings.find((other) => other.key === timing.key);
      return t ? `${t.p50.toFixed(1)} / ${t.p99.toFixed(1)}` : '';
    });
    const g = growth.find((row) => row.key === timing.key)?.growth ?? 0;
    return `| ${timing.label} | ${cells.join(' | ')} | ${g.toFixed(2)}× |`;
  });
  return [
    '## The inbox at scale',
    '',
    `On PostgreSQL, ${run.reads} reads each, one at a time, through the API with the demo admin's token. Milliseconds, p50 / p99; growth is p99 at the largest size over p99 at the smallest (aim under ${INBOX_GROWTH_AIM}×).`,
    '',
    `| read | ${run.sizes.map((size) => `${size.messages.toLocaleString('en-IN')} messages`).join(' | ')} | growth |`,
    `| --- | ${run.sizes.map(() => '---:').join(' | ')} | ---: |`,
    ...rows,
    '',
  ].join('\n');
}
