// The database half of a backup. PostgreSQL: `pg_dump --format=custom` on a snapshot exported
// by a repeatable-read transaction that also counts the rows, so the counts are those of the
// dump; restored by `pg_restore --single-transaction`. PGlite: its data directory copied while
// no transaction runs (dumpDataDir), counted by loading that copy; restored by loading it into
// a new directory that replaces the old one by rename (docs/decisions.md says why).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { lockDataDir, openPglite, type Queryable } from '../db/adapter.js';
import { BackupRefused } from './archive.js';

export type TableCounts = Record<string, number>;

/** Every table of the current schema with its rows, in one statement (one snapshot). */
export async function countTables(db: Queryable): Promise<TableCounts> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() order by 1`,
  );
  if (tables.length === 0) return {};
  const rows = await db.query<{ name: string; count: string | number }>(
    tables
      .map(
        (t) =>
          `select '${t.name.replace(/'/g, "''")}' as name, count(*) as count from "${t.name.replace(/"/g, '""')}"`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
}

/** libpq's environment for a URL: the password goes in PGPASSWORD, never in the arguments. */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(
          `${command} could not run (${error.message}): install PostgreSQL's client (Debian: postgresql-client).`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} failed (${code}): ${err.trim()}`)),
    );
  });
}

/** Dumps the database at `url` into `file`; the counts are those of the dumped snapshot. */
export async function dumpPostgres(url: string, file: string): Promise<TableCounts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows as [{ snapshot: string }];
    const counts = await countTables({
      query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    });
    const { dbname, env } = libpq(url);
    await run(
      'pg_dump',
      ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

/** The tables of the current schema at `url` and their rows (restore's check). */
export async function countPostgres(url: string): Promise<TableCounts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countTables({
      query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    });
  } finally {
    await client.end();
  }
}

/** Checks that pg_restore can read the dump (its table of contents) without touching a database. */
export async function checkPostgresDump(file: string): Promise<void> {
  try {
    await run('pg_restore', ['--list', file], process.env);
  } catch (error) {
    throw new BackupRefused(`The database dump cannot be read: ${(error as Error).message}`);
  }
}

/**
 * Restores the dump into `url` in one transaction: with `replace` the objects it holds are
 * dropped and made again inside it, so a failure leaves the database as it was.
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<void> {
  const { dbname, env } = libpq(url);
  await run(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      ...(replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** Loads a PGlite data directory copy in memory and counts its rows. */
export async function countPgliteDump(file: string): Promise<TableCounts> {
  const db = await openPglite(undefined, new Blob([await readFile(file)]));
  try {
    return await countTables(db);
  } finally {
    await db.close();
  }
}

export function pgliteHasData(dataDir: string): boolean {
  return existsSync(dataDir) && readdirSync(dataDir).length > 0;
}

/**
 * Loads the copy into a new directory beside `dataDir`, checks its counts, then swaps it in by
 * rename. The directory is locked throughout (a running API holds the lock: stop it first).
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  expected: TableCounts,
): Promise<void> {
  const release = lockDataDir(dataDir);
  const suffix = randomBytes(4).toString('hex');
  const fresh = `${dataDir}.restoring-${suffix}`;
  const old = `${dataDir}.replaced-${suffix}`;
  try {
    const db = await openPglite(fresh, new Blob([await readFile(file)]));
    try {
      assertCounts(await countTables(db), expected);
    } finally {
      await db.close();
    }
    if (existsSync(dataDir)) await rename(dataDir, old);
    await rename(fresh, dataDir);
    await rm(old, { recursive: true, force: true });
  } finally {
    await rm(fresh, { recursive: true, force: true });
    await rm(`${fresh}.lock`, { force: true });
    release();
  }
}

/** Throws unless both name the same tables with the same rows. */
export function assertCounts(actual: TableCounts, expected: TableCounts): void {
  const names = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  const wrong = [...names].filter((name) => actual[name] !== expected[name]);
  if (wrong.length > 0)
    throw new Error(
      `The restored rows differ from the manifest: ${wrong
        .map(
          (name) => `${name} ${actual[name] ?? 'missing'} (manifest: ${expected[name] ?? 'none'})`,
        )
        .join(', ')}.`,
    );
}

export async function writeBlob(file: string, blob: Blob): Promise<void> {
  await writeFile(file, Buffer.from(await blob.arrayBuffer()), { mode: 0o600 });
}
