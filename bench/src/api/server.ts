// Starts the built API (apps/api/dist/server.js) as its own process on a free port, with a
// temporary DATA_DIR and, for PostgreSQL, a fresh schema that is dropped afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresAnswers, withClient } from '../../../apps/api/src/db/schemas.js';
import { REPO_ROOT } from '../paths.js';

export { withClient };

export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DatabaseKind = 'pglite' | 'postgres';

export interface RunningApi {
  kind: DatabaseKind;
  url: string;
  pid: number;
  /** The PostgreSQL URL of its schema (postgres only). */
  databaseUrl?: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** True when the PostgreSQL server answers. */
export function postgresAvailable(): Promise<boolean> {
  return postgresAnswers(POSTGRES_URL, 2000);
}

/** True when PostgreSQL answers; otherwise logs that `what` was not measured. */
export async function postgresOrSay(what: string, log: (line: string) => void): Promise<boolean> {
  if (await postgresAvailable()) return true;
  log(`${what}: PostgreSQL is not answering, not measured.`);
  return false;
}

/** Runs `fn` with a client of `url`, closed afterwards. */
export /**
 * The built API on a fresh schema of PostgreSQL, `starting` logged first; null (nothing measured)
 * when PostgreSQL does not answer.
 */
async function startOnPostgres(
  starting: string,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<RunningApi | null> {
  if (!(await postgresAvailable())) return null;
  log(starting);
  return startApi('postgres', { env });
}

/** The URL with `-c search_path=<schema>` as its connection options (and another database). */
export function urlWithSchema(schema: string, database?: string): string {
  const url = new URL(POSTGRES_URL);
  if (database) url.pathname = `/${database}`;
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export async function waitForReady(
  url: string,
  child: ChildProcess,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${url}/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} was not ready within ${timeoutMs / 1000} s.`);
}

/** The built API; BENCH_API_ENTRY points at another build (e.g. the one before a change). */
export const API_ENTRY = process.env.BENCH_API_ENTRY ?? join(REPO_ROOT, 'apps/api/dist/server.js');

export interface StartOptions {
  /** Extra node flags, e.g. --cpu-prof (profiling runs). */
  nodeArgs?: string[];
  /** The server script to run (default API_ENTRY). */
  entry?: string;
  /** Extra settings, e.g. RESPONSE_CACHE_MB=0. */
  env?: Record<string, string>;
  /** A PostgreSQL URL (with its search_path) that outlives the run, e.g. the city's: used as
   * it is and never dropped. Without it, a fresh schema is made and dropped. */
  databaseUrl?: string;
  /** How long the server may take to be ready (migrations on a large database take longer). */
  readyTimeoutMs?: number;
}

export async function startApi(
  kind: DatabaseKind,
  options: StartOptions = {},
): Promise<RunningApi> {
  const dataDir = mkdtempSync(join(tmpdir(), `kirana-bench-${kind}-`));
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const ownSchema = kind === 'postgres' && !options.databaseUrl;
  const databaseUrl =
    kind === 'postgres' ? (options.databaseUrl ?? urlWithSchema(schema)) : undefined;
  if (ownSchema) await withClient(POSTGRES_URL, (c) => c.query(`create schema ${schema}`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: 'silent',
    // The demo admin signs in with the password alone; the second step has its own section.
    MFA_REQUIRED: 'false',
    // Concurrent logins would otherwise trip the limit (attempts in flight count).
    LOGIN_RATE_LIMIT: '1000000000',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: url,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.entry ?? API_ENTRY], {
    cwd: dataDir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });

  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (ownSchema) {
      await withClient(POSTGRES_URL, (c) => c.query(`drop schema if exists ${schema} cascade`));
    }
  };
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await cleanUp();
  };

  try {
    await waitForReady(url, child, options.readyTimeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return {
    kind,
    url,
    pid: child.pid ?? 0,
    databaseUrl,
    stop,
  };
}
