// EXPLAIN ANALYZE of the queries behind the benchmarked read endpoints, on PostgreSQL with the
// bench's data (the demo seed plus the fixtures), to check plans and indexes.
//
//   pnpm --filter @kirana/bench explain
import pg from 'pg';
import { makeFixtures } from './api/fixtures.js';
import { POSTGRES_URL, startApi } from './api/server.js';

const api = await startApi('postgres');
try {
  const fixtures = await makeFixtures(api.url);
  const client = new pg.Client({ connectionString: api.databaseUrl ?? POSTGRES_URL });
  await client.connect();
  const [session] = (
    await client.query<{ id: string; admin_id: string }>(
      'select id, admin_id from sessions order by created_at desc limit 1',
    )
  ).rows;
  const queries: [string, string, unknown[]][] = [
    [
      'session of every secured request',
      `select a.id, a.email from sessions s join admins a on a.id = s.admin_id
       where s.id = $1 and s.admin_id = $2 and s.revoked_at is null and s.expires_at > now()`,
      [session?.id, session?.admin_id],
    ],
    ['stats: delivered orders', "select count(*)::int from orders where status = 'delivered'", []],
    ['stats: active customers', "select count(*)::int from customers where status = 'active'", []],
    [
      'stats: approved branches',
      "select count(*)::int from branches where status = 'approved'",
      [],
    ],
    [
      'branch list, first page',
      `select *, count(*) over ()::int as total from branches
       order by (status = 'pending') desc, created_at desc, id limit 20 offset 0`,
      [],
    ],
    [
      'categories of a branch',
      'select * from categories where branch_id = $1 order by lower(name), created_at, id',
      [fixtures.branchId],
    ],
    [
      'category in its branch',
      'select * from categories where branch_id = $1 and id = $2',
      [fixtures.branchId, fixtures.listCategoryId],
    ],
    [
      'products of a category (200)',
      'select *, price::float8 from products where category_id = $1 order by lower(name), created_at, id',
      [fixtures.listCategoryId],
    ],
    ['affiliate products', 'select * from affiliate_products order by created_at desc, id', []],
  ];
  for (const [title, sql, params] of queries) {
    const plan = await client.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`, params);
    console.log(`\n-- ${title}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
  await client.end();
} finally {
  await api.stop();
}
