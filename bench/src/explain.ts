// EXPLAIN ANALYZE of the statements behind the lists the anchor comparison measures, on
// PostgreSQL with its data: each list's first URL read through the anchor (the API's own SQL)
// with every statement explained before it runs, to check plans and indexes.
//
//   pnpm --filter @kirana/bench explain
import pg from 'pg';
import type { Queryable } from '../../apps/api/src/db/adapter.js';
import { anchorReads } from './api/anchor.js';
import { anchoredLists } from './api/anchor-bench.js';
import { fillAnchorData } from './api/anchor-data.js';
import { login } from './api/fixtures.js';
import { startApi } from './api/server.js';

const api = await startApi('postgres', { env: { NOTIFY_WORKER: 'off' } });
const client = new pg.Client({ connectionString: api.databaseUrl });
try {
  const data = await fillAnchorData(api.databaseUrl ?? '');
  const lists = await anchoredLists(api.url, await login(api.url), data, false);
  await client.connect();
  const explaining: Queryable = {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const values = params ? [...params] : undefined;
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${sql}`,
        values,
      );
      console.log(`${sql.trim()}\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}\n`);
      return (await client.query(sql, values)).rows as T[];
    },
  };
  const read = anchorReads(explaining);
  for (const list of lists) {
    const path = list.requests[0]?.path ?? '';
    console.log(`\n===== ${list.label}: ${path}\n`);
    await read(new URL(path, 'http://anchor'));
  }
} finally {
  await client.end().catch(() => undefined);
  await api.stop();
}
