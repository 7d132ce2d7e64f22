import type { ChangeFeed, Queryable } from '../db/adapter.js';
import { ADMIN_COLUMNS, type AdminRow } from './admins.js';
import { isoColumn, isUuid } from './rows.js';

/**
 * How long a positive session lookup is reused, only on a database this process alone writes
 * (embedded PGlite: a second process cannot open it). There every revocation is made here and
 * forgets the lookup before it is written, and any other change to the sessions or admins tables
 * is heard before its write resolves. On PostgreSQL, which other instances share, nothing is
 * remembered: every secured request reads its session, so a revocation committed before its
 * answer (a logout elsewhere) refuses the next request on every instance (issue 46). Token
 * expiry is checked on every request.
 */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_SIZE = 1000;
/**
 * A session's "last seen" is written at most this often: only when a lookup misses the cache
 * and the stored value is older, so a cached read never writes.
 */
export const LAST_SEEN_EVERY_MS = 60_000;

/** One of an admin's live sessions, as My account lists them. */
export interface SessionRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

/**
 * `cacheFeed`: the change feed of a database only this process writes, to remember lookups
 * for SESSION_CACHE_MS; without it (a shared database) every lookup reads the database.
 */
export function sessionsRepository(db: Queryable, cacheFeed?: ChangeFeed) {
  const caching = cacheFeed !== undefined;
  // A revoked id keeps an entry without an admin, so that a lookup that was already running
  // when it was revoked cannot put it back; a lookup that ran across a change of the tables
  // (`version` moved on) is not kept either.
  const cache = new Map<string, { adminId: string; admin: AdminRow | null; until: number }>();
  let version = 0;
  cacheFeed?.subscribe((table) => {
    if (table !== null && table !== 'sessions' && table !== 'admins') return;
    version += 1;
    for (const [id, entry] of cache) if (entry.admin) cache.delete(id);
  });
  /** This instance stops accepting these sessions at once (others hear the change feed). */
  const forget = (ids: readonly string[]) => {
    if (!caching) return;
    for (const id of ids) {
      cache.set(id, { adminId: '', admin: null, until: Date.now() + SESSION_CACHE_MS });
    }
  };
  return {
    async create(
      input: {
        id: string;
        adminId: string;
        expiresAt: Date;
        /** The browser's User-Agent and the client's address, shown in My account. */
        userAgent?: string | null;
        ipAddress?: string | null;
      },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `insert into sessions (id, admin_id, expires_at, user_agent, ip_address)
         values ($1, $2, $3, $4, $5)`,
        [
          input.id,
          input.adminId,
          input.expiresAt,
          input.userAgent?.slice(0, 512) ?? null,
          input.ipAddress ?? null,
        ],
      );
    },

    /** The session's admin while the session is neither revoked nor expired, else null. */
    async activeAdmin(id: string, adminId: string, tx: Queryable = db): Promise<AdminRow | null> {
      if (!isUuid(id) || !isUuid(adminId)) return null;
      const cached = caching && tx === db ? cache.get(id) : undefined;
      if (cached?.admin && cached.adminId === adminId && cached.until > Date.now()) {
        return cached.admin;
      }
      const before = version;
      const rows = await tx.query<AdminRow & { seenLongAgo: boolean }>(
        `select ${ADMIN_COLUMNS('a')},
           s.last_seen_at < now() - make_interval(secs => $3) as "seenLongAgo"
         from sessions s join admins a on a.id = s.admin_id
         where s.id = $1 and s.admin_id = $2 and s.revoked_at is null and s.expires_at > now()
           and a.deactivated_at is null`,
        [id, adminId, LAST_SEEN_EVERY_MS / 1000],
      );
      const { seenLongAgo, ...found } = rows[0] ?? { seenLongAgo: false };
      const admin = rows[0] ? (found as AdminRow) : null;
      // Not announced on the change feed (migration 015): no instance drops its cache for it.
      if (seenLongAgo) {
        await tx.query('update sessions set last_seen_at = now() where id = $1', [id]);
      }
      const revoked = cache.has(id) && cache.get(id)?.admin === null;
      if (caching && admin && tx === db && !revoked && version === before) {
        if (cache.size >= SESSION_CACHE_SIZE) cache.clear();
        cache.set(id, { adminId, admin, until: Date.now() + SESSION_CACHE_MS });
      }
      return admin;
    },

    async revoke(id: string, tx: Queryable = db): Promise<void> {
      forget([id]);
      await tx.query(
        'update sessions set revoked_at = now() where id = $1 and revoked_at is null',
        [id],
      );
    },

    /** The admin's live sessions (neither revoked nor expired), the most recently seen first. */
    listOf(adminId: string, tx: Queryable = db): Promise<SessionRow[]> {
      if (!isUuid(adminId)) return Promise.resolve([]);
      return tx.query(
        `select id, user_agent as "userAgent", ip_address as "ipAddress",
           ${isoColumn('created_at', 'createdAt')}, ${isoColumn('last_seen_at', 'lastSeenAt')},
           ${isoColumn('expires_at', 'expiresAt')}
         from sessions
         where admin_id = $1 and revoked_at is null and expires_at > now()
         order by last_seen_at desc, created_at desc, id`,
        [adminId],
      );
    },

    /**
     * Ends every session of an admin (deactivated): in the write's transaction. A remembered
     * lookup of theirs (PGlite only) is forgotten at once.
     */
    async revokeAllOf(adminId: string, tx: Queryable = db): Promise<void> {
      version += 1;
      for (const [id, entry] of cache) if (entry.adminId === adminId) cache.delete(id);
      await tx.query(
        'update sessions set revoked_at = now() where admin_id = $1 and revoked_at is null',
        [adminId],
      );
    },

    /**
     * Ends one of the admin's live sessions; false (nothing changed) when the admin has no live
     * session with this id.
     */
    async revokeOf(adminId: string, id: string, tx: Queryable = db): Promise<boolean> {
      if (!isUuid(adminId) || !isUuid(id)) return false;
      const rows = await tx.query<{ id: string }>(
        `update sessions set revoked_at = now()
         where id = $1 and admin_id = $2 and revoked_at is null and expires_at > now()
         returning id`,
        [id, adminId],
      );
      forget(rows.map((row) => row.id));
      return rows.length > 0;
    },

    /** Ends every live session of the admin but `keep` (this one); the ids it ended. */
    async revokeOthers(adminId: string, keep: string, tx: Queryable = db): Promise<string[]> {
      const rows = await tx.query<{ id: string }>(
        `update sessions set revoked_at = now()
         where admin_id = $1 and id <> $2 and revoked_at is null and expires_at > now()
         returning id`,
        [adminId, keep],
      );
      const ids = rows.map((row) => row.id);
      forget(ids);
      return ids;
    },

    /** Removes sessions that expired more than a day ago. */
    async prune(tx: Queryable = db): Promise<void> {
      await tx.query("delete from sessions where expires_at < now() - interval '1 day'");
    },
  };
}
