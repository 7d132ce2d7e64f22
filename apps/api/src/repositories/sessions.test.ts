import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_AVAILABLE, openTestDatabase, TEST_DB, type TestDatabase } from '../testing/db.js';
import { createRepositories, type Repositories } from './index.js';

describe.skipIf(!DATABASE_AVAILABLE)(`sessions repository (${TEST_DB})`, () => {
  let database: TestDatabase;
  let repos: Repositories;

  beforeAll(async () => {
    database = await openTestDatabase();
    repos = createRepositories(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });

  async function session() {
    const { admin } = await repos.admins.upsert({
      email: `${randomUUID()}@kirana.test`,
      passwordHash: 'scrypt$x',
    });
    const id = randomUUID();
    await repos.sessions.create({
      id,
      adminId: admin.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    return { id, adminId: admin.id };
  }

  test('without a cache feed (a shared database) a revocation made elsewhere ends it at the next lookup', async () => {
    const { id, adminId } = await session();
    expect((await repos.sessions.activeAdmin(id, adminId))?.id).toBe(adminId);
    // Revoked behind this repository's back (another instance's logout).
    await database.db.query('update sessions set revoked_at = now() where id = $1', [id]);
    expect(await repos.sessions.activeAdmin(id, adminId)).toBeNull();
  });

  test('with the cache feed a remembered lookup ends at a revocation here or one heard on the feed', async () => {
    const cached = createRepositories(database.db, database.db.changes);
    const first = await session();
    expect((await cached.sessions.activeAdmin(first.id, first.adminId))?.id).toBe(first.adminId);
    await database.db.query('update sessions set revoked_at = now() where id = $1', [first.id]);
    expect(await cached.sessions.activeAdmin(first.id, first.adminId)).toBeNull();
    const { id, adminId } = await session();
    expect((await cached.sessions.activeAdmin(id, adminId))?.id).toBe(adminId);
    // Through the repository (logout): refused from then on.
    await cached.sessions.revoke(id);
    expect(await cached.sessions.activeAdmin(id, adminId)).toBeNull();
    // Another admin id with the same session id is never taken from memory.
    expect(await cached.sessions.activeAdmin(id, randomUUID())).toBeNull();
  });

  test('a lookup still running when the session is revoked does not bring it back', async () => {
    const cached = createRepositories(database.db, database.db.changes);
    const { id, adminId } = await session();
    const running = cached.sessions.activeAdmin(id, adminId);
    await cached.sessions.revoke(id);
    await running;
    expect(await cached.sessions.activeAdmin(id, adminId)).toBeNull();
  });

  test("a session's last seen is written without announcing a change; ending it is announced", async () => {
    const changes = database.db.changes;
    expect(await changes.whenLive(5000)).toBe(true);
    const heard: (string | null)[] = [];
    const stop = changes.subscribe((table) => heard.push(table));
    try {
      const { id } = await session();
      await database.db.query(
        "update sessions set last_seen_at = now() - interval '2 minutes' where id = $1",
        [id],
      );
      heard.length = 0;
      // The last-seen write: no instance drops its remembered sessions for it.
      await database.db.query('update sessions set last_seen_at = now() where id = $1', [id]);
      // Ending it is heard (every instance then forgets it).
      await database.db.query('update sessions set revoked_at = now() where id = $1', [id]);
      await expect.poll(() => heard.filter((table) => table === 'sessions')).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
