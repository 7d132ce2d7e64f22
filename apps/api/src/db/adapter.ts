// One tiny database interface with two implementations: embedded PGlite (persisted under
// DATA_DIR/pgdata) and a `pg` Pool for DATABASE_URL. The same plain SQL runs on both.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * The tables changed by committed writes from any connection to this database, as announced on
 * CHANGES_CHANNEL by the triggers of migration 002. A change committed by this process is
 * announced before its query or transaction resolves; one from elsewhere within milliseconds.
 */
export interface ChangeFeed {
  /** True while every committed change reaches this process. */
  readonly live: boolean;
  /**
   * Calls listener with the name of each changed table, and with null whenever changes may
   * have been missed or just came back (the listening connection was lost or regained).
   */
  subscribe(listener: (table: string | null) => void): () => void;
  /** Resolves true once live, or false after timeoutMs. */
  whenLive(timeoutMs: number): Promise<boolean>;
}

export const CHANGES_CHANNEL = 'kirana_changes';

/** A notification's payload is "schema.table" (several schemas may share a database). */
function splitPayload(payload: string | undefined): { schema: string; table: string } | null {
  const dot = payload?.indexOf('.') ?? -1;
  if (!payload || dot < 1) return null;
  return { schema: payload.slice(0, dot), table: payload.slice(dot + 1) };
}

/** A ChangeFeed and the two levers of whoever listens. */
export function changeFeed(initiallyLive = false) {
  const listeners = new Set<(table: string | null) => void>();
  let live = initiallyLive;
  const emit = (table: string | null) => {
    for (const listener of listeners) listener(table);
  };
  const feed: ChangeFeed = {
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenLive(timeoutMs) {
      if (live) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          listeners.delete(check);
          resolve(false);
        }, timeoutMs);
        const check = () => {
          if (!live) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(true);
        };
        listeners.add(check);
      });
    },
  };
  return {
    feed,
    changed: (table: string) => emit(table),
    setLive(value: boolean) {
      if (value === live) return;
      live = value;
      emit(null);
    },
  };
}

export interface Database extends Queryable {
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  readonly changes: ChangeFeed;
  /**
   * PGlite only: its data directory as a tar, taken while no transaction runs (backups). Loaded
   * with openPglite's `template`.
   */
  dumpDataDir?(): Promise<Blob>;
  /** The pool's connections now (PostgreSQL only: PGlite is one in-process connection). */
  pool?(): PoolStats;
}

export interface PoolStats {
  /** Connections checked out by a query or a transaction. */
  inUse: number;
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
  max: number;
}

/**
 * The extensions the migrations create, loaded into PGlite: pg_trgm (catalogue search), cube and
 * earthdistance (the store finder's distances).
 */
export const extensions = { pg_trgm, cube, earthdistance };

/**
 * PGlite persisted in dataDir (in memory without one). `template` is a dumped data directory
 * to start from (tests).
 */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  if (!dataDir) return wrapPglite(await PGlite.create({ loadDataDir: template, extensions }));
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const db = wrapPglite(await PGlite.create({ dataDir, loadDataDir: template, extensions }));
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
export function lockDataDir(dataDir: string): () => void {
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
  // One process, one connection: it hears its own notifications as each query completes.
  const changes = changeFeed();
  db.listen(CHANGES_CHANNEL, (payload) => {
    const change = splitPayload(payload);
    if (change) changes.changed(change.table);
  }).then(
    () => changes.setLive(true),
    () => undefined,
  );
  return {
    kind: 'pglite',
    changes: changes.feed,
    query: (sql, params) => run(db, sql, params),
    transaction: (fn) =>
      db.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
    // Inside a transaction no other statement or transaction of this process runs: the copy is
    // of committed data only. The checkpoint writes it out of the buffers into the files copied.
    dumpDataDir: () =>
      db.transaction(async (tx) => {
        await tx.exec('checkpoint');
        return db.dumpDataDir('none');
      }),
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
  // Every pooled connection listens too: PostgreSQL then reports a change this process commits
  // on that connection before the commit's answer, so the change is known here before the
  // request that made it is answered. Each connection passes on only its own changes, and the
  // listener below only those of other processes: each change is heard once.
  const changes = changeFeed();
  const listening = new WeakSet<pg.PoolClient>();
  const ownBackends = new Set<number>();
  const checkout = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect().catch((error: unknown) => {
      throw unavailable(error);
    });
    if (listening.has(client)) return client;
    listening.add(client);
    // pg emits a lost connection as an 'error' on a checked-out client (after failing its
    // queries, which is how the request learns of it) and the pool listens only while the client
    // is idle: without a listener here an outage mid-query ended the process (issue 46).
    client.on('error', () => undefined);
    const backend = (client as unknown as { processID: number | null }).processID;
    client.on('notification', (message) => {
      const change = splitPayload(message.payload);
      if (message.channel === CHANGES_CHANNEL && change && message.processId === backend)
        changes.changed(change.table);
    });
    try {
      await client.query(`listen ${CHANGES_CHANNEL}`);
      if (backend !== null) {
        ownBackends.add(backend);
        client.once('end', () => ownBackends.delete(backend));
      }
      return client;
    } catch (error) {
      client.release(error as Error);
      throw unavailable(error);
    }
  };
  const listener = keepListening(
    () =>
      new pg.Client({
        connectionString: url,
        options: extra.options,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        query_timeout: LISTENER_CHECK_TIMEOUT_MS,
        keepAlive: true,
      }),
    changes,
    (backend) => ownBackends.has(backend),
  );
  const run = async <T>(on: pg.PoolClient, sql: string, params?: readonly unknown[]) => {
    try {
      return (await on.query(sql, params ? [...params] : undefined)).rows as T[];
    } catch (error) {
      throw unavailable(error);
    }
  };
  /** One statement on a pooled connection; as pg's pool.query, a failed one is discarded. */
  const query = async <T>(sql: string, params?: readonly unknown[]) => {
    const client = await checkout();
    try {
      const rows = await run<T>(client, sql, params);
      client.release();
      return rows;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };
  return {
    kind: 'postgres',
    changes: changes.feed,
    pool: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
    query,
    transaction: async (fn) => {
      const client = await checkout();
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
      await query(sql);
    },
    close: async () => {
      listener.stop();
      await pool.end();
    },
  };
}

/** How often the listening connection is checked, and how long a check may take. */
export const LISTENER_CHECK_MS = 1_000;
export const LISTENER_CHECK_TIMEOUT_MS = 1_000;

/**
 * One connection that LISTENs on CHANGES_CHANNEL for the life of the process. While it is down
 * (or a check every LISTENER_CHECK_MS gets no answer in time, as in a network partition) the
 * feed is not live; it reconnects with a growing pause (up to 10 s) and is live again once
 * it listens.
 */
function keepListening(
  connect: () => pg.Client,
  changes: ReturnType<typeof changeFeed>,
  isOwn: (backend: number) => boolean,
): { stop(): void } {
  let stopped = false;
  let pause = 250;
  let timer: NodeJS.Timeout | undefined;
  let current: pg.Client | undefined;

  const start = () => {
    if (stopped) return;
    const client = connect();
    current = client;
    let down = false;
    let check: NodeJS.Timeout | undefined;
    const lost = () => {
      if (down) return;
      down = true;
      clearInterval(check);
      changes.setLive(false);
      client.end().catch(() => undefined);
      if (stopped) return;
      timer = setTimeout(start, pause);
      timer.unref();
      pause = Math.min(pause * 2, 10_000);
    };
    client.on('error', lost);
    client.on('end', lost);
    // Changes of other schemas (other apps or test runs sharing the database) are not ours.
    let schema: string | undefined;
    client.on('notification', (message) => {
      const change = splitPayload(message.payload);
      if (message.channel !== CHANGES_CHANNEL || !change || isOwn(message.processId)) return;
      if (change.schema === schema) changes.changed(change.table);
    });
    client
      .connect()
      .then(() => client.query<{ schema: string }>('select current_schema() as schema'))
      .then((result) => {
        schema = result.rows[0]?.schema;
        return client.query(`listen ${CHANGES_CHANNEL}`);
      })
      .then(() => {
        if (down || stopped) return;
        pause = 250;
        changes.setLive(true);
        check = setInterval(() => {
          client.query('select 1').catch(lost);
        }, LISTENER_CHECK_MS);
        check.unref();
      })
      .catch(lost);
  };
  start();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      changes.setLive(false);
      current?.end().catch(() => undefined);
    },
  };
}
