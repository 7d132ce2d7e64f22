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

/** The database cannot be reached (down, unreachable, or not answering in time): a 503. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket errors, pg's own connection and timeout errors, SQLSTATE class 08 and shutdowns. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|timeout expired/i;

export function isConnectionError(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08/.test(code))) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

const unavailable = (error: unknown) =>
  isConnectionError(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;

/**
 * How long the pool waits for a connection (a new one, or a free one when all are busy) and
 * for a query's answer. Without them a database that stops answering (a network partition, a
 * host that is gone) makes every request hang; with them it is a prompt 503.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
export const QUERY_TIMEOUT_MS = 10_000;

export interface PostgresOptions {
  /** Extra connection options, e.g. `-c search_path=t_abc` for tests. */
  options?: string;
  max?: number;
}

export async function openPostgres(url: string, extra: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: extra.max ?? 10,
    options: extra.options,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const run = async <T>(on: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) => {
    try {
      return (await on.query(sql, params ? [...params] : undefined)).rows as T[];
    } catch (error) {
      throw unavailable(error);
    }
  };
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    transaction: async (fn) => {
      const client = await pool.connect().catch((error: unknown) => {
        throw unavailable(error);
      });
      // A client whose connection failed is discarded, not given back to the pool.
      let broken: Error | undefined;
      try {
        await run(client, 'begin');
        const result = await fn({ query: (sql, params) => run(client, sql, params) });
        await run(client, 'commit');
        return result;
      } catch (error) {
        if (isConnectionError(error)) broken = error as Error;
        else await client.query('rollback').catch((rollback: Error) => (broken = rollback));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    exec: async (sql) => {
      await run(pool, sql);
    },
    close: () => pool.end(),
  };
}
