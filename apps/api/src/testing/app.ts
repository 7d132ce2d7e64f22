// The app of a test file, built once on its own clean database; tables are emptied before
// each test. Requests go through app.inject.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { Role } from '@kirana/domain/team';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/passwords.js';
import { memoryStore, type RateLimitStore } from '../auth/rate-limit.js';
import { AUDIENCES, issueToken } from '../auth/tokens.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/adapter.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { encryptedStorage } from '../storage/encrypted.js';
import { documentKeyringOf } from '../storage/index.js';
import { localStorage } from '../storage/local.js';
import { DOCUMENTS_AREA, type Storage } from '../storage/storage.js';
import { openTestDatabase, type TestDatabase } from './db.js';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const TEST_PUBLIC_URL = 'http://api.test';
export const TEST_PASSWORD = 'correct horse battery';

export interface TestAdmin {
  id: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  repos: Repositories;
  storage: Storage;
  documents: Storage;
  /** The documents as stored (sealed): what a copy of the disk or the bucket would hold. */
  rawDocuments: Storage;
  config: Config;
  /** A new admin (password TEST_PASSWORD, an Owner unless told) with a valid 8-hour token. */
  admin(email?: string, role?: Role): Promise<TestAdmin>;
  /** A new store owner (a mobile of their own) with a valid session. */
  owner(): Promise<TestOwner>;
  /**
   * Sends one request through app.inject: `headers` those of a signed-in admin or owner (or
   * none), `payload` the body.
   */
  call(
    method: HTTPMethods,
    url: string,
    headers?: Record<string, string>,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse>;
  /** Empties every table and the rate-limit counts (what runs before each test by default). */
  clean(): Promise<void>;
}

export interface TestOwner {
  id: string;
  phone: string;
  headers: { authorization: string };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  storage?: (config: Config) => Storage;
  documents?: (config: Config) => Storage;
  rateLimitStore?: () => RateLimitStore;
  /**
   * False keeps the rows from one test to the next: the file calls `clean()` itself (the fuzz
   * suite shares one built world between several operations' tests).
   */
  cleanEachTest?: boolean;
  /** Request logs (at info) go here; otherwise there are none. */
  logStream?: NodeJS.WritableStream;
  /** Traces go to this exporter (tracing on); otherwise tracing is off. */
  spanExporter?: SpanExporter;
}

export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      SEED: 'none',
      // The admins of most tests sign in with the password alone (two-step.test.ts turns it on).
      MFA_REQUIRED: 'false',
      // Tests that send notifications drive a worker themselves.
      NOTIFY_WORKER: 'off',
      // Tests that erase by the schedule run it themselves, at the moment they choose.
      RETENTION_JOB: 'off',
      AUTH_SECRET: TEST_SECRET,
      PUBLIC_URL: TEST_PUBLIC_URL,
      ...env,
    }),
    logLevel: false,
  };
}

/** Registers the hooks of a test file and returns its app (filled in before the first test). */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const context = {} as TestApp;
  let database: TestDatabase;
  let dataDir: string;
  let store: RateLimitStore & { clear?: () => void };
  const passwordHash = hashPassword(TEST_PASSWORD);
  let counter = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'kirana-api-test-'));
    database = await openTestDatabase();
    const config = {
      ...testConfig(dataDir, options.env),
      ...(options.logStream ? { logLevel: 'info' } : {}),
    };
    const storage =
      options.storage?.(config) ?? localStorage(join(dataDir, 'media'), config.publicUrl);
    // Documents are sealed as in production; `rawDocuments` is what the disk or bucket holds.
    const rawDocuments =
      options.documents?.(config) ??
      localStorage(join(dataDir, 'private'), config.publicUrl, DOCUMENTS_AREA);
    const documents = encryptedStorage(rawDocuments, documentKeyringOf(config));
    store = options.rateLimitStore?.() ?? memoryStore();
    const app = await buildApp({
      config,
      db: database.db,
      storage,
      documents,
      rateLimitStore: store,
      logStream: options.logStream,
      spanExporter: options.spanExporter,
    });
    await app.ready();
    Object.assign(context, {
      app,
      db: database.db,
      repos: createRepositories(database.db),
      storage,
      documents,
      rawDocuments,
      config,
      async admin(email?: string, role?: Role): Promise<TestAdmin> {
        counter += 1;
        const { admin } = await context.repos.admins.upsert({
          email: email ?? `admin${counter}@kirana.test`,
          name: `Admin ${counter}`,
          passwordHash: await passwordHash,
          ...(role ? { role } : {}),
        });
        const expiresAt = new Date(Date.now() + 8 * 60 * 60 * 1000);
        const issued = await issueToken(TEST_SECRET, admin.id, expiresAt);
        await context.repos.sessions.create({ id: issued.jti, adminId: admin.id, expiresAt });
        return {
          id: admin.id,
          email: admin.email,
          token: issued.token,
          headers: { authorization: `Bearer ${issued.token}` },
        };
      },
      async owner(): Promise<TestOwner> {
        counter += 1;
        const phone = `+9194${String(counter).padStart(8, '0')}`;
        const [row] = await database.db.query<{ id: string }>(
          'insert into store_owners (phone) values ($1) returning id',
          [phone],
        );
        if (!row) throw new Error('no owner');
        const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
        const issued = await issueToken(TEST_SECRET, row.id, expiresAt, AUDIENCES.owner);
        await database.db.query(
          'insert into owner_sessions (id, owner_id, expires_at) values ($1, $2, $3)',
          [issued.jti, row.id, expiresAt],
        );
        return { id: row.id, phone, headers: { authorization: `Bearer ${issued.token}` } };
      },
      call(method, url, headers, payload) {
        return app.inject({
          method,
          url,
          ...(headers ? { headers } : {}),
          ...(payload === undefined ? {} : { payload }),
        });
      },
      async clean(): Promise<void> {
        await database.truncate();
        store.clear?.();
      },
    } satisfies TestApp);
  }, 60_000);

  beforeEach(async () => {
    if (options.cleanEachTest !== false) await context.clean();
  });

  afterAll(async () => {
    await context.app?.close();
    if (options.rateLimitStore) await store?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return context;
}
