// The inbox's list by its indexes (issue 41): with 5,000 conversations (a tenth unanswered, as
// the bench's), the planner itself (nothing switched off) reads the first page rank by rank
// through migration 028's partial indexes, never the whole table, and the clock's counts
// (overdue, due today) through the unanswered's index; a search reads the trigram index.
import { describe, expect, test } from 'vitest';
import { conversationsRepository, type ConversationFilter } from '../repositories/conversations.js';
import { useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { planOf, recording, type Statement } from '../testing/plans.js';

const CONVERSATIONS = 5_000;

describe.skipIf(!DATABASE_AVAILABLE)(`the inbox list's indexes (${TEST_DB})`, () => {
  const t = useTestApp();

  /** The statements the list runs for `filter` (page one, with its counts), and its ids. */
  async function list(
    filter: Partial<ConversationFilter>,
  ): Promise<{ statements: Statement[]; ids: string[] }> {
    const { db, statements } = recording(t.db);
    const page = await conversationsRepository(db).list(
      { limit: 20, linkedOnly: false, ...filter },
      new Date(),
    );
    return { statements, ids: page.conversations.map((c) => c.id) };
  }

  const plan = (statement: Statement) => planOf(t.db, statement);

  test('the first page, the overdue and a search read indexes, not every conversation', async () => {
    await t.db.query(
      `insert into conversations (channel, person_name, person_email, subject, status,
         first_message_at, last_message_at, last_inbound_at, first_response_at, resolved_at)
       select 'email', (array['Lakshmi', 'Ravi', 'Padma', 'Srinivas', 'Anjali'])[1 + g % 5] || ' ' || g,
         'person' || g || '@example.in', 'Feedback',
         case when g % 10 = 0 then 'open' when g % 10 < 4 then 'waiting' else 'resolved' end,
         at, at + interval '3 hours', at + interval '2 hours',
         case when g % 10 = 0 then null else at + interval '5 hours' end,
         case when g % 10 >= 4 then at + interval '1 day' end
       from generate_series(1, $1::int) g,
         lateral (select now() - g * interval '1 minute' as at) t`,
      [CONVERSATIONS],
    );
    await t.db.query('analyze conversations');

    const first = await list({});
    const [page, counts] = first.statements as [Statement, Statement];
    const pagePlan = await plan(page);
    expect(pagePlan).toContain('conversations_unanswered_idx');
    expect(pagePlan).toContain('conversations_answered_idx');
    expect(pagePlan).not.toMatch(/Seq Scan on conversations/);
    expect(await plan(counts)).toContain('conversations_unanswered_idx');
    expect(first.ids).toHaveLength(20);

    const overdue = await list({ due: 'overdue' });
    const overduePlan = await plan(overdue.statements[0] as Statement);
    expect(overduePlan).toContain('conversations_unanswered_idx');
    expect(overduePlan).not.toMatch(/Seq Scan on conversations/);
    expect(overdue.ids).toHaveLength(20);

    const search = await list({ q: 'lakshmi 12' });
    expect(await plan(search.statements[0] as Statement)).toContain('conversations_search_idx');
    expect(search.ids).toHaveLength(20);
  });
});
