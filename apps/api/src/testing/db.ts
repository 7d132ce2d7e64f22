// A clean database for each test file: PGlite from the migrated template, or (TEST_DB=postgres)
// a fresh schema on the PostgreSQL server at 127.0.0.1:5432, dropped afterwards.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/adapter.js';
import { migrate } from '../db/migrate.js';

export type TestDatabaseKind = 'pglite' | 'postgres';

export const TEST_DB: TestDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
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

async function truncateAll(db: Database): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables
     where schemaname = current_schema() and tablename <> 'schema_migrations'`,
  );
  if (tables.length > 0) {
    await db.exec(`truncate table ${tables.map((t) => `"${t.name}"`).join(', ')} cascade`);
  }
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (TEST_DB === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const db = await openPglite(undefined, template);
    await migrate(db);
    return { db, truncate: () => truncateAll(db), drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = await openPostgres(POSTGRES_URL, { options: `-c search_path=${schema}`, max: 4 });
  await migrate(db);
  return {
    db,
    truncate: () => truncateAll(db),
    drop: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}
