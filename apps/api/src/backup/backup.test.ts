// The restore drill: seed the demo, back up (while writes go on), wipe, restore into a fresh
// PGlite data directory and a fresh PostgreSQL database, compare every table's rows and every
// file's hash, then sign in and open a store. And the archives restore must refuse untouched.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { startApp } from '../start.js';
import { openDocumentStorage, openStorage } from '../storage/index.js';
import { postgresAnswers } from '../testing/db.js';
import { BackupRefused, writeArchive } from './archive.js';
import { MANIFEST, restoreBackup, takeBackup, type Manifest } from './backup.js';
import { countPostgres, countTables, type TableCounts } from './database.js';

const KEY = 'drill-key-drill-key-drill-key-0123456789';
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const POSTGRES = await postgresAnswers();

function configFor(dataDir: string, env: Record<string, string> = {}): Config {
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      SEED: 'demo',
      MFA_REQUIRED: 'false',
      NOTIFY_WORKER: 'off',
      AUTH_SECRET: 'drill-secret-drill-secret-drill-secret-0123',
      BACKUP_ENCRYPTION_KEY: KEY,
      ...env,
    }),
    logLevel: false,
  };
}

function storagesOf(config: Config) {
  return { media: openStorage(config), documents: openDocumentStorage(config) };
}

/** Every stored file's SHA-256, by area and key. */
async function fileHashes(config: Config): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const [area, storage] of Object.entries(storagesOf(config))) {
    for (const key of await storage.list()) {
      const object = await storage.get(key);
      hashes[`${area}/${key}`] = createHash('sha256')
        .update(object?.body ?? '')
        .digest('hex');
    }
  }
  return hashes;
}

/** The demo's admin signs in and opens the first store of the queue. */
async function signInAndOpenAStore(app: FastifyInstance, config: Config): Promise<void> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { email: config.adminEmail, password: config.adminPassword },
  });
  expect(login.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
  const list = await app.inject({ method: 'GET', url: '/api/admin/branches', headers });
  expect(list.statusCode).toBe(200);
  const first = list.json().data.branches[0] as { _id: string; name: string };
  expect(first).toBeTruthy();
  const store = await app.inject({
    method: 'GET',
    url: `/api/admin/branches/${first._id}`,
    headers,
  });
  expect(store.statusCode).toBe(200);
  expect(store.body).toContain(JSON.stringify(first.name));
}

/** Writes rows until stopped (a backup taken meanwhile must be a consistent snapshot). */
function keepWriting(app: FastifyInstance) {
  let stop = false;
  let written = 0;
  const done = (async () => {
    // Yields between writes so the backup's own queries are served too.
    while (!stop) {
      await new Promise((resolve) => setImmediate(resolve));
      await app.deps.db.query(
        `insert into contact_messages (name, email, subject, message) values ('Drill', 'drill@kirana.test', 'Drill', 'a write during the backup')`,
      );
      written += 1;
    }
  })();
  return {
    async stop() {
      stop = true;
      await done;
      return written;
    },
  };
}

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-drill-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore on PGlite', () => {
  let source: Config;
  let archive: string;
  let manifest: Manifest;
  let counts: TableCounts;
  let hashes: Record<string, string>;

  beforeAll(async () => {
    source = configFor(tempDir());
    const app = await startApp({ config: source });
    const writes = keepWriting(app);
    try {
      archive = join(tempDir(), 'kirana.backup');
      manifest = await takeBackup(
        { config: source, db: app.deps.db, storages: storagesOf(source) },
        archive,
      );
    } finally {
      expect(await writes.stop()).toBeGreaterThan(0);
    }
    try {
      counts = await countTables(app.deps.db);
    } finally {
      await app.close();
    }
    hashes = await fileHashes(source);
    // Wipe.
    rmSync(source.dataDir, { recursive: true, force: true });
  }, 60_000);

  test('the drill: restored rows and files are those of the backup; an admin signs in and opens a store', async () => {
    expect(Object.keys(manifest.database.tables).length).toBeGreaterThan(20);
    expect(manifest.database.tables.branches).toBeGreaterThan(0);
    // The manifest's counts are a snapshot: writes after it are not in it.
    expect(manifest.database.tables.contact_messages).toBeLessThanOrEqual(
      counts.contact_messages ?? 0,
    );
    expect(manifest.files.length).toBe(Object.keys(hashes).length);
    expect(manifest.files.some((file) => file.area === 'documents')).toBe(true);

    const target = configFor(tempDir());
    await restoreBackup(
      { config: target, storages: storagesOf(target) },
      { from: archive, replace: false },
    );
    expect(await fileHashes(target)).toEqual(hashes);
    const app = await startApp({ config: target });
    try {
      expect(await countTables(app.deps.db)).toEqual(manifest.database.tables);
      expect({ ...(await countTables(app.deps.db)), contact_messages: 0 }).toEqual({
        ...counts,
        contact_messages: 0,
      });
      await signInAndOpenAStore(app, target);
    } finally {
      await app.close();
    }

    // A second restore over it is refused without --replace, and replaces it with it.
    await expect(
      restoreBackup(
        { config: target, storages: storagesOf(target) },
        { from: archive, replace: false },
      ),
    ).rejects.toThrow(/Refusing to restore over existing data.*--replace/);
    await restoreBackup(
      { config: target, storages: storagesOf(target) },
      { from: archive, replace: true },
    );
    expect(await fileHashes(target)).toEqual(hashes);
  }, 60_000);

  describe('refused before anything is touched', () => {
    async function refuses(file: string, message: RegExp, key = KEY) {
      const target = configFor(tempDir(), { BACKUP_ENCRYPTION_KEY: key });
      const attempt = restoreBackup(
        { config: target, storages: storagesOf(target) },
        { from: file, replace: true },
      );
      await expect(attempt).rejects.toBeInstanceOf(BackupRefused);
      await expect(attempt).rejects.toThrow(message);
      expect(existsSync(join(target.dataDir, 'pgdata'))).toBe(false);
      expect(await fileHashes(target)).toEqual({});
    }
    const altered = (change: (bytes: Buffer) => Buffer) => {
      const file = join(tempDir(), 'altered.backup');
      writeFileSync(file, change(Buffer.from(readFileSync(archive))));
      return file;
    };

    test('the wrong key', async () => {
      await refuses(
        archive,
        /not the key this backup was made with/,
        'another-key-another-key-another-key-0',
      );
    });

    test('a truncated archive', async () => {
      await refuses(
        altered((bytes) => bytes.subarray(0, bytes.length - 1000)),
        /damaged, truncated or was changed/,
      );
      await refuses(
        altered((bytes) => bytes.subarray(0, 40)),
        /too short/,
      );
    });

    test('one byte changed in the data or in the header', async () => {
      const flip = (at: (length: number) => number) => (bytes: Buffer) => {
        const i = at(bytes.length);
        bytes[i] = (bytes[i] ?? 0) ^ 1;
        return bytes;
      };
      await refuses(altered(flip((n) => Math.floor(n / 2))), /damaged, truncated or was changed/);
      await refuses(altered(flip(() => 12)), /not the key this backup was made with|changed/);
      await refuses(altered(flip((n) => n - 1)), /damaged, truncated or was changed/);
      await refuses(
        altered(() => Buffer.from('not a backup at all: '.repeat(10))),
        /not a kirana backup/,
      );
    });

    test('an archive whose files do not match its manifest (made with the right key)', async () => {
      const dir = tempDir();
      const forged: Manifest = {
        format: 1,
        createdAt: new Date().toISOString(),
        database: {
          kind: 'pglite',
          file: 'database.pglite.tar',
          sha256: '0'.repeat(64),
          tables: {},
        },
        files: [],
      };
      writeFileSync(join(dir, 'database.pglite.tar'), 'not the database the manifest names');
      writeFileSync(join(dir, MANIFEST), JSON.stringify(forged));
      const file = join(tempDir(), 'forged.backup');
      await writeArchive(dir, [MANIFEST, 'database.pglite.tar'], file, KEY);
      await refuses(
        file,
        /does not match its manifest: database.pglite.tar does not match its hash/,
      );
    });
  });
});

describe.skipIf(!POSTGRES)('backup and restore on PostgreSQL (pg_dump, pg_restore)', () => {
  const suffix = randomBytes(4).toString('hex');
  const names = { source: `kirana_drill_${suffix}`, target: `kirana_drill_${suffix}_r` };
  const urlOf = (name: string) => {
    const url = new URL(SERVER);
    url.pathname = `/${name}`;
    return url.toString();
  };
  async function server<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: SERVER });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await server(async (client) => {
      for (const name of Object.values(names)) await client.query(`create database ${name}`);
    });
  });
  afterAll(async () => {
    await server(async (client) => {
      for (const name of Object.values(names))
        await client.query(`drop database if exists ${name} with (force)`);
    });
  });

  test('the drill: a snapshot taken during writes restores whole in one transaction', async () => {
    const source = configFor(tempDir(), { DATABASE_URL: urlOf(names.source) });
    const archive = join(tempDir(), 'kirana.backup');
    const app = await startApp({ config: source });
    let manifest: Manifest;
    const writes = keepWriting(app);
    try {
      manifest = await takeBackup({ config: source, storages: storagesOf(source) }, archive);
    } finally {
      expect(await writes.stop()).toBeGreaterThan(0);
      await app.close();
    }
    const hashes = await fileHashes(source);
    rmSync(source.dataDir, { recursive: true, force: true });

    const target = configFor(tempDir(), { DATABASE_URL: urlOf(names.target) });
    await restoreBackup(
      { config: target, storages: storagesOf(target) },
      { from: archive, replace: false },
    );
    expect(await countPostgres(urlOf(names.target))).toEqual(manifest.database.tables);
    expect(await fileHashes(target)).toEqual(hashes);

    // Into a database that holds data: refused, then replaced with --replace.
    const into = new pg.Client({ connectionString: urlOf(names.target) });
    await into.connect();
    await into.query(
      `insert into contact_messages (name, email, subject, message) values ('Later', 'later@kirana.test', 'Later', 'written after the restore')`,
    );
    await into.end();
    await expect(
      restoreBackup(
        { config: target, storages: storagesOf(target) },
        { from: archive, replace: false },
      ),
    ).rejects.toThrow(/Refusing to restore over existing data \(the database has \d+ tables/);
    await restoreBackup(
      { config: target, storages: storagesOf(target) },
      { from: archive, replace: true },
    );
    expect(await countPostgres(urlOf(names.target))).toEqual(manifest.database.tables);

    const restored = await startApp({ config: { ...target, seed: 'none' } });
    try {
      await signInAndOpenAStore(restored, target);
    } finally {
      await restored.close();
    }
  }, 60_000);
});
