import type { ChangeFeed, Queryable } from '../db/adapter.js';
import { ADMIN_COLUMNS, type AdminRow } from './admins.js';
import { isUuid } from './rows.js';

/**
 * How long a positive session lookup is reused (every secured request needs one). Logout on
 * this instance forgets it at once, and any change to the sessions or admins tables (a logout on
 * another instance) as soon as the change feed reports it; without a live feed, another instance
 * may accept a token revoked elsewhere for at most this long. Token expiry is checked on every
 * request.
 */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_SIZE = 1000;

export function sessionsRepository(db: Queryable, changes?: ChangeFeed) {
  // A revoked id keeps an entry without an admin, so that a lookup that was already running
  // when it was revoked cannot put it back; a lookup that ran across a change of the tables
  // (`version` moved on) is not kept either.
  const cache = new Map<string, { adminId: string; admin: AdminRow | null; until: number }>();
  let version = 0;
  changes?.subscribe((table) => {
    if (table !== null && table !== 'sessions' && table !== 'admins') return;
    version += 1;
    for (const [id, entry] of cache) if (entry.admin) cache.delete(id);
  });
  return {
    async create(
      input: { id: string; adminId: string; expiresAt: Date },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query('insert into sessions (id, admin_id, expires_at) values ($1, $2, $3)', [
        input.id,
        input.adminId,
        input.expiresAt,
      ]);
    },

    /** The session's admin while the session is neither revoked nor expired, else null. */
    async activeAdmin(id: string, adminId: string, tx: Queryable = db): Promise<AdminRow | null> {
      if (!isUuid(id) || !isUuid(adminId)) return null;
      const cached = tx === db ? cache.get(id) : undefined;
      if (cached?.admin && cached.adminId === adminId && cached.until > Date.now()) {
        return cached.admin;
      }
      const before = version;
      const rows = await tx.query<AdminRow>(
        `select ${ADMIN_COLUMNS('a')}
         from sessions s join admins a on a.id = s.admin_id
         where s.id = $1 and s.admin_id = $2 and s.revoked_at is null and s.expires_at > now()
           and a.deactivated_at is null`,
        [id, adminId],
      );
      const admin = rows[0] ?? null;
      const revoked = cache.has(id) && cache.get(id)?.admin === null;
      if (admin && tx === db && !revoked && version === before) {
        if (cache.size >= SESSION_CACHE_SIZE) cache.clear();
        cache.set(id, { adminId, admin, until: Date.now() + SESSION_CACHE_MS });
      }
      return admin;
    },

    async revoke(id: string, tx: Queryable = db): Promise<void> {
      cache.set(id, { adminId: '', admin: null, until: Date.now() + SESSION_CACHE_MS });
      await tx.query(
        'update sessions set revoked_at = now() where id = $1 and revoked_at is null',
        [id],
      );
    },

    /**
     * Ends every session of an admin (deactivated): in the write's transaction. This process
     * forgets them at once; other instances when the change feed reports the write.
     */
    async revokeAllOf(adminId: string, tx: Queryable = db): Promise<void> {
      version += 1;
      for (const [id, entry] of cache) if (entry.adminId === adminId) cache.delete(id);
      await tx.query(
        'update sessions set revoked_at = now() where admin_id = $1 and revoked_at is null',
        [adminId],
      );
    },

    /** Removes sessions that expired more than a day ago. */
    async prune(tx: Queryable = db): Promise<void> {
      await tx.query("delete from sessions where expires_at < now() - interval '1 day'");
    },
  };
}
