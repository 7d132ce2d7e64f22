// Shared by the reliability suites: the run size, a fingerprint of every table, the files
// under the media folder, and a one-line figure each suite prints for docs/quality.md.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Queryable } from '../db/adapter.js';

/** RELIABILITY_FULL=1 runs the long versions (more generated cases, longer load runs). */
export const FULL = process.env.RELIABILITY_FULL === '1';

/** `normal` in the repository's test run, `full` with RELIABILITY_FULL=1. */
export const size = <T>(normal: T, full: T): T => (FULL ? full : normal);

/** Every table of the current schema (schema_migrations aside), by name. */
export async function tableNames(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select tablename as name from pg_tables
     where schemaname = current_schema() and tablename <> 'schema_migrations'
     order by tablename`,
  );
  return rows.map((row) => row.name);
}

/**
 * Row count and a digest of every row of every table: two equal snapshots mean nothing was
 * inserted, updated or deleted in between.
 */
export async function snapshot(db: Queryable): Promise<Record<string, string>> {
  // One statement for all the tables: a suite takes two snapshots around each of its requests.
  const tables = await tableNames(db);
  const rows = await db.query<{ name: string; n: number; digest: string }>(
    tables
      .map(
        (table) =>
          `select '${table}' as name, count(*)::int as n,
                  md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
           from "${table}" t`,
      )
      .join(' union all '),
  );
  const result: Record<string, string> = {};
  for (const row of rows) result[row.name] = `${row.n} rows ${row.digest}`;
  return result;
}

/** Row counts of the given tables. */
export async function counts(db: Queryable, tables: string[]): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
    result[table] = row?.n ?? 0;
  }
  return result;
}

/** Paths of every file under `root` (relative, sorted); none when it does not exist. */
export function filesUnder(root: string): string[] {
  let entries: { name: string; parentPath: string; isFile(): boolean }[];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** Prints a figure of a suite (collected into docs/quality.md by hand). */
export function figure(suite: string, text: string): void {
  console.info(`[reliability] ${suite}: ${text}`);
}
