// One tiny database interface with two implementations: embedded PGlite (persisted under
// DATA_DIR/pgdata) and a `pg` Pool for DATABASE_URL. The same plain SQL runs on both.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/**
 * PGlite persisted in dataDir (in memory without one). `template` is a dumped data directory
 * to start from (tests).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create({ loadDataDir: template }));
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const db = wrapPglite(await PGlite.create({ dataDir, loadDataDir: template }));
    return {
      ...db,
      close: async () => {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export class DatabaseInUseError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process on the same directory would corrupt it.
 * A lock file beside it (`<dataDir>.lock`, holding the pid) makes the second one stop with a
 * clear message; a lock left by a process that is gone is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (owner === process.pid || (Number.isInteger(owner) && owner > 0 && isRunning(owner))) {
        throw new DatabaseInUseError(
          `The database in ${dataDir} is in use by process ${owner}. PGlite serves one process: stop it first, or use DATABASE_URL.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock ${dataDir}.`);
}

export function wrapPglite(db: PGlite): Database {
  const run = async <T>(on: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) =>
    (await on.query<T>(sql, params ? [...params] : undefined)).rows;
  return {
    kind: 'pglite',
    query: (sql, params) => run(db, sql, params),
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

export interface PostgresOptions {
  /** Extra connection options, e.g. `-c search_path=t_abc` for tests. */
  options?: string;
  max?: number;
}

export async function openPostgres(url: string, extra: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: extra.max ?? 10, options: extra.options });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const run = async <T>(on: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) =>
    (await on.query(sql, params ? [...params] : undefined)).rows as T[];
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
