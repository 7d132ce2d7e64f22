// Applies the versioned SQL files in migrations/ in order, each in a transaction, and records
// them in schema_migrations. Runs at every start; applied files are skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './adapter.js';

/** From src/db (tsx, tests) or dist/db (the build copies the .sql files next to it). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  if (!existsSync(dir)) throw new Error(`Migrations folder not found: ${dir}`);
  return readdirSync(dir)
    .filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }));
}

/** Returns the versions it applied. Safe when several instances start at once. */
export async function migrate(db: Database, migrations = readMigrations()): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      // One instance at a time; the lock ends with the transaction.
      await tx.query('select pg_advisory_xact_lock(727274)');
      await tx.query(
        `create table if not exists schema_migrations (
           version text primary key,
           applied_at timestamptz not null default now()
         )`,
      );
      const done = await tx.query('select 1 from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/** Splits a migration on semicolons at line ends, dropping comments. Keep migrations plain. */
export function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
}
