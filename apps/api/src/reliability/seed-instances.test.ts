// Several instances start the demo at once on one PostgreSQL and one store of files (issue 46):
// one seeds, and the bucket holds exactly what one seed alone leaves, nothing orphaned.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { openPostgres, type Database } from '../db/adapter.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../repositories/index.js';
import { ensureAdmin, seedDemo } from '../seed/seed.js';
import { localStorage } from '../storage/local.js';
import { DOCUMENTS_AREA } from '../storage/storage.js';
import { testConfig } from '../testing/app.js';
import { POSTGRES_URL, postgresAnswers } from '../testing/db.js';

const READY = await postgresAnswers();

/** Every file under dir, as paths relative to it. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length));
}

describe.skipIf(!READY)('the demo started by several instances at once (PostgreSQL)', () => {
  const schemas: string[] = [];
  const dirs: string[] = [];

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** `instances` seeds at once on a new schema and file store; what they did and left. */
  async function seed(instances: number) {
    const schema = `seed_${randomBytes(5).toString('hex')}`;
    schemas.push(schema);
    const dir = mkdtempSync(join(tmpdir(), 'kirana-seed-'));
    dirs.push(dir);
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const config = testConfig(dir, { SEED: 'demo' });
    const storage = localStorage(join(dir, 'media'), config.publicUrl);
    const documents = localStorage(join(dir, 'private'), config.publicUrl, DOCUMENTS_AREA);
    // Each instance its own pool, as separate processes have.
    const databases: Database[] = await Promise.all(
      Array.from({ length: instances }, () => openPostgres(url.toString())),
    );
    try {
      await Promise.all(databases.map((db) => migrate(db)));
      await ensureAdmin({ repos: createRepositories(databases[0] as Database), config });
      const summaries = await Promise.all(
        databases.map((db) =>
          seedDemo({ db, repos: createRepositories(db), storage, documents, config }),
        ),
      );
      return {
        seeded: summaries.filter((summary) => summary !== null).length,
        media: files(join(dir, 'media')).length,
        private: files(join(dir, 'private')).length,
      };
    } finally {
      await Promise.all(databases.map((db) => db.close()));
    }
  }

  test('three at once seed once and leave exactly the objects of one seed', async () => {
    const alone = await seed(1);
    expect(alone.seeded).toBe(1);
    expect(alone.media).toBeGreaterThan(100);
    expect(alone.private).toBeGreaterThan(10);
    const together = await seed(3);
    expect(together).toEqual(alone);
  }, 240_000);
});
