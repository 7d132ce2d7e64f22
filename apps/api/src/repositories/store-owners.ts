// Store owners, the one-time codes they sign in with and their sessions: SQL only, each method
// taking an optional transaction last, like every repository. Codes are kept as an HMAC, never as digits.
import type { OwnerLanguage } from '@kirana/domain/store-owners';
import type { Queryable } from '../db/adapter.js';
import { isoColumn, isUuid } from './rows.js';

export interface OwnerRow {
  id: string;
  /** E.164, +919848022338. */
  phone: string;
  language: OwnerLanguage;
}

export interface CodeRow {
  id: string;
  phone: string;
  language: OwnerLanguage;
  codeHash: string;
  expiresAt: string;
  attempts: number;
  usedAt: string | null;
  endedAt: string | null;
}

const ownerColumns = 'id, phone, language';
const codeColumns = `id, phone, language, code_hash as "codeHash", ${isoColumn('expires_at', 'expiresAt')},
  attempts, ${isoColumn('used_at', 'usedAt')}, ${isoColumn('ended_at', 'endedAt')}`;

/** An owner's agreement to the privacy notice: which version, read in which language, when. */
export interface ConsentRow {
  noticeVersion: string;
  language: OwnerLanguage;
  at: string;
}

export function storeOwnersRepository(db: Queryable) {
  return {
    /** A new code for the number, ending the number's codes before it. */
    async insertCode(
      input: {
        id: string;
        phone: string;
        language: OwnerLanguage;
        codeHash: string;
        expiresAt: Date;
      },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `update owner_codes set ended_at = now()
       where phone = $1 and used_at is null and ended_at is null`,
        [input.phone],
      );
      await tx.query(
        `insert into owner_codes (id, phone, language, code_hash, expires_at)
       values ($1, $2, $3, $4, $5)`,
        [input.id, input.phone, input.language, input.codeHash, input.expiresAt],
      );
    },

    /** Seconds since the number's last code was asked for; null: never. */
    async secondsSinceLastCode(phone: string, tx: Queryable = db): Promise<number | null> {
      const [row] = await tx.query<{ seconds: number | null }>(
        `select extract(epoch from now() - max(created_at))::float8 as seconds
         from owner_codes where phone = $1`,
        [phone],
      );
      return row?.seconds ?? null;
    },

    async findCode(id: string, tx: Queryable = db): Promise<CodeRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.query<CodeRow>(
        `select ${codeColumns} from owner_codes where id = $1`,
        [id],
      );
      return row ?? null;
    },

    /**
     * One wrong try, counted only while the code is alive and under `maxAttempts`: answers the
     * tries now, or null when the code could no longer be tried (a parallel try took the last).
     */
    async countWrongTry(
      id: string,
      maxAttempts: number,
      tx: Queryable = db,
    ): Promise<number | null> {
      const [row] = await tx.query<{ attempts: number }>(
        `update owner_codes set attempts = attempts + 1
       where id = $1 and used_at is null and ended_at is null and attempts < $2
         and expires_at > now()
       returning attempts`,
        [id, maxAttempts],
      );
      return row?.attempts ?? null;
    },

    /** Takes the code: true for exactly one caller, while it is alive and under its tries. */
    async useCode(id: string, maxAttempts: number, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `update owner_codes set used_at = now()
       where id = $1 and used_at is null and ended_at is null and attempts < $2
         and expires_at > now()
       returning id`,
        [id, maxAttempts],
      );
      return rows.length === 1;
    },

    /** The owner of this number, made on first sign-in (in the language asked for then). */
    async upsertOwner(
      phone: string,
      language: OwnerLanguage,
      tx: Queryable = db,
    ): Promise<OwnerRow> {
      const [row] = await tx.query<OwnerRow>(
        `insert into store_owners (phone, language, last_sign_in_at) values ($1, $2, now())
       on conflict (phone) do update set last_sign_in_at = now()
       returning ${ownerColumns}`,
        [phone, language],
      );
      if (!row) throw new Error('upsert returned no owner');
      return row;
    },

    async findOwner(id: string, tx: Queryable = db): Promise<OwnerRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await tx.query<OwnerRow>(
        `select ${ownerColumns} from store_owners where id = $1`,
        [id],
      );
      return row ?? null;
    },

    async setOwnerLanguage(
      ownerId: string,
      language: OwnerLanguage,
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query('update store_owners set language = $2 where id = $1', [ownerId, language]);
    },

    async createSession(
      input: { id: string; ownerId: string; expiresAt: Date },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query('insert into owner_sessions (id, owner_id, expires_at) values ($1, $2, $3)', [
        input.id,
        input.ownerId,
        input.expiresAt,
      ]);
    },

    /** The session's owner while it is neither revoked nor expired. */
    async activeOwner(
      sessionId: string,
      ownerId: string,
      tx: Queryable = db,
    ): Promise<OwnerRow | null> {
      if (!isUuid(sessionId) || !isUuid(ownerId)) return null;
      const [row] = await tx.query<OwnerRow>(
        `select o.id, o.phone, o.language from owner_sessions s join store_owners o on o.id = s.owner_id
       where s.id = $1 and s.owner_id = $2 and s.revoked_at is null and s.expires_at > now()`,
        [sessionId, ownerId],
      );
      return row ?? null;
    },

    async revokeSession(sessionId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        'update owner_sessions set revoked_at = now() where id = $1 and revoked_at is null',
        [sessionId],
      );
    },

    /** Records an agreement to the privacy notice (every one is kept, as the proof of it). */
    async recordConsent(
      ownerId: string,
      consent: { noticeVersion: string; language: OwnerLanguage },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        'insert into owner_consents (owner_id, notice_version, language) values ($1, $2, $3)',
        [ownerId, consent.noticeVersion, consent.language],
      );
    },

    /** The owner's last agreement to the privacy notice still in force, or null. */
    async lastConsent(ownerId: string, tx: Queryable = db): Promise<ConsentRow | null> {
      const [row] = await tx.query<ConsentRow>(
        `select notice_version as "noticeVersion", language, ${isoColumn('consented_at', 'at')}
       from owner_consents where owner_id = $1 and withdrawn_at is null
       order by consented_at desc, id desc limit 1`,
        [ownerId],
      );
      return row ?? null;
    },
  };
}
