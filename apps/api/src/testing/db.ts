// A clean database for each test file: PGlite from the migrated template, or (TEST_DB=postgres)
// a fresh schema on the PostgreSQL server at 127.0.0.1:5432, dropped afterwards.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/adapter.js';
import { migrate } from '../db/migrate.js';
import { createSchema, dropSchema, postgresAnswers as postgresAnswersAt } from '../db/schemas.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const TEST_DB: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function postgresAnswers(): Promise<boolean> {
  return postgresAnswersAt(POSTGRES_URL);
}

/** False only for the postgres run when no server answers (its tests are then skipped). */
export const DATABASE_AVAILABLE = TEST_DB === 'pglite' || (await postgresAnswers());

export interface TestDatabase {
  db: Database;
  /** Empties every table (the schema stays). */
  truncate(): Promise<void>;
  /** Closes and drops it. */
  drop(): Promise<void>;
}

/** Above this many rows a table is truncated rather than deleted from row by row. */
const DELETE_AT_MOST = 1000;

/**
 * The tables, each before the tables its foreign keys point to (so rows can be deleted in that
 * order), or null when the keys go round in a circle (then every table is truncated).
 */
async function deletionOrder(db: Database): Promise<string[] | null> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables
     where schemaname = current_schema() and tablename <> 'schema_migrations'`,
  );
  const keys = await db.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
     from pg_constraint c
     join pg_class child on child.oid = c.conrelid
     join pg_class parent on parent.oid = c.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where c.contype = 'f' and n.nspname = current_schema() and c.conrelid <> c.confrelid`,
  );
  const parentsOf = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const key of keys) parentsOf.get(key.child)?.add(key.parent);
  const order: string[] = [];
  const remaining = new Set(parentsOf.keys());
  while (remaining.size > 0) {
    // A table no remaining table points to can go now.
    const free = [...remaining].filter(
      (name) => ![...remaining].some((other) => parentsOf.get(other)?.has(name)),
    );
    if (free.length === 0) return null;
    for (const name of free) {
      order.push(name);
      remaining.delete(name);
    }
  }
  return order;
}

/**
 * Empties every table (the schema stays). TRUNCATE makes new files for each table and index
 * (about 0.1 s for the whole schema, before every test), so only the tables that hold rows are
 * emptied: the large ones truncated, the others deleted from, referencing tables first. Either
 * way the tables' change triggers announce it, as a truncate of every table did.
 */
async function emptyTables(db: Database, order: string[] | null): Promise<void> {
  const tables =
    order ??
    (
      await db.query<{ name: string }>(
        `select tablename as name from pg_tables
         where schemaname = current_schema() and tablename <> 'schema_migrations'`,
      )
    ).map((t) => t.name);
  if (tables.length === 0) return;
  const filled = await db.query<{ name: string; n: number }>(
    tables
      .map(
        (name) =>
          `select '${name}' as name, (select count(*) from (select 1 from "${name}" limit ${DELETE_AT_MOST + 1}) s)::int as n`,
      )
      .join(' union all '),
  );
  const rows = new Map(filled.map((t) => [t.name, t.n]));
  const large = tables.filter((name) => (rows.get(name) ?? 0) > DELETE_AT_MOST);
  if (order === null || large.length > 0) {
    // Without an order, or with a large table: truncate (cascade empties what points at it).
    const truncated = order === null ? tables.filter((name) => rows.get(name)) : large;
    if (truncated.length > 0) {
      await db.exec(`truncate table ${truncated.map((name) => `"${name}"`).join(', ')} cascade`);
    }
    if (order === null) return;
  }
  const small = order.filter((name) => !large.includes(name) && rows.get(name));
  if (small.length > 0) await db.exec(small.map((name) => `delete from "${name}";`).join('\n'));
}

/** The truncate of a test database: the deletion order is read at its first use. */
function truncater(db: Database): () => Promise<void> {
  let order: Promise<string[] | null> | undefined;
  return async () => {
    order ??= deletionOrder(db);
    await emptyTables(db, await order);
  };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const db = await openPglite(undefined, template);
    await migrate(db);
    return { db, truncate: truncater(db), drop: () => db.close() };
  }
  const schema = await createSchema(POSTGRES_URL, 't');
  const db = await openPostgres(POSTGRES_URL, { options: `-c search_path=${schema}`, max: 4 });
  await migrate(db);
  return {
    db,
    truncate: truncater(db),
    drop: async () => {
      await db.close();
      await dropSchema(POSTGRES_URL, schema);
    },
  };
}
