// Schemas of one PostgreSQL server kept apart for one test file, one proxied test or one bench
// run: made under a random name, dropped with everything in them. Tests and benches only; the
// API itself uses the schema its DATABASE_URL names.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs `fn` with a client of its own connected to `url`, and closes the client. */
export async function withClient<T>(
  url: string,
  fn: (client: pg.Client) => Promise<T>,
  connectionTimeoutMillis?: number,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  try {
    await client.connect();
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** True when the PostgreSQL server at `url` answers within `timeoutMs`. */
export async function postgresAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  try {
    await withClient(url, (client) => client.query('select 1'), timeoutMs);
    return true;
  } catch {
    return false;
  }
}

/** A new empty schema named `<prefix>_<random hex>`; answers its name. */
export async function createSchema(url: string, prefix: string): Promise<string> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  return schema;
}

/** Drops a schema and everything in it; nothing when it is already gone. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  await withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
}
