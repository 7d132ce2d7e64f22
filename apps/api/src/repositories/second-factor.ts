// An admin's second factor (migration 014): the encrypted TOTP secret and the last step it
// accepted, the must-enrol flag, the recovery codes' hashes, and the open challenges of
// sign-ins and resets. Each "use once" is one conditional update, so two requests (or two API
// instances) racing with the same code or challenge cannot both win.
import type { Queryable } from '../db/adapter.js';
import { ADMIN_COLUMNS, type AdminRow } from './admins.js';
import { isUuid } from './rows.js';

export interface FactorState {
  /** The encrypted secret, or null before enrolment. */
  secret: string | null;
  /** Must enrol at sign-in even where MFA_REQUIRED=false (an accepted invite sets it). */
  required: boolean;
}

/** A second-step challenge: at sign-in (code or enrol) or resetting the authenticator. */
export const CHALLENGE_KINDS = ['code', 'enrol', 'reset'] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];

export interface ChallengeRow {
  id: string;
  adminId: string;
  kind: ChallengeKind;
  rememberMe: boolean;
  pendingSecret: string | null;
  /** Codes taken for checking so far (counted before each is checked). */
  attempts: number;
  /** Neither ended nor expired. */
  open: boolean;
  admin: AdminRow;
}

export function secondFactorRepository(db: Queryable) {
  return {
    async state(adminId: string, tx: Queryable = db): Promise<FactorState> {
      const rows = await tx.query<FactorState>(
        `select totp_secret as secret, totp_required as required from admins where id = $1`,
        [adminId],
      );
      return rows[0] ?? { secret: null, required: false };
    },

    /** Marks the admin as having to enrol at their next sign-in (the invite's acceptance). */
    async requireEnrolment(adminId: string, tx: Queryable = db): Promise<void> {
      await tx.query('update admins set totp_required = true where id = $1', [adminId]);
    },

    /** Accepts `step` when it is after the last accepted one; false for a replay. */
    async acceptStep(adminId: string, step: number, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `update admins set totp_last_step = $2
         where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
        [adminId, step],
      );
      return rows.length === 1;
    },

    /**
     * Sets the factor: a first enrolment (`replace` false: only while the admin has none) or a
     * reset. The confirming code's step counts as used.
     */
    async setFactor(
      input: { adminId: string; secret: string; step: number; replace: boolean },
      tx: Queryable = db,
    ): Promise<boolean> {
      const rows = await tx.query(
        `update admins
         set totp_secret = $2, totp_last_step = $3, totp_enrolled_at = now(), updated_at = now()
         where id = $1 and ($4 or totp_secret is null) returning id`,
        [input.adminId, input.secret, input.step, input.replace],
      );
      return rows.length === 1;
    },

    /** The admin's recovery codes become these (keyed hashes); the old ones stop working. */
    async replaceRecoveryCodes(adminId: string, hashes: string[], tx: Queryable): Promise<void> {
      await tx.query('delete from admin_recovery_codes where admin_id = $1', [adminId]);
      await tx.query(
        `insert into admin_recovery_codes (admin_id, code_hash)
         select $1, unnest($2::text[])`,
        [adminId, hashes],
      );
    },

    /** Uses the recovery code with this hash; false when it is not theirs or already used. */
    async useRecoveryCode(adminId: string, hash: string, tx: Queryable = db): Promise<boolean> {
      const rows = await tx.query(
        `update admin_recovery_codes set used_at = now()
         where admin_id = $1 and code_hash = $2 and used_at is null returning id`,
        [adminId, hash],
      );
      return rows.length === 1;
    },

    async unusedRecoveryCodes(adminId: string, tx: Queryable = db): Promise<number> {
      const rows = await tx.query<{ n: number }>(
        `select count(*)::int as n from admin_recovery_codes
         where admin_id = $1 and used_at is null`,
        [adminId],
      );
      return rows[0]?.n ?? 0;
    },

    async openChallenge(
      input: {
        tokenHash: string;
        adminId: string;
        kind: ChallengeKind;
        rememberMe: boolean;
        pendingSecret: string | null;
        expiresAt: Date;
      },
      tx: Queryable = db,
    ): Promise<void> {
      await tx.query(
        `insert into admin_challenges
           (token_hash, admin_id, kind, remember_me, pending_secret, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          input.tokenHash,
          input.adminId,
          input.kind,
          input.rememberMe,
          input.pendingSecret,
          input.expiresAt,
        ],
      );
      // Challenges that ended a day ago are of no more use.
      await tx.query("delete from admin_challenges where expires_at < now() - interval '1 day'");
    },

    /** The challenge with this token hash, with its admin; null when there is none. */
    async findChallenge(tokenHash: string, tx: Queryable = db): Promise<ChallengeRow | null> {
      const rows = await tx.query<Omit<ChallengeRow, 'admin'> & AdminRow & { challengeId: string }>(
        `select c.id as "challengeId", c.admin_id as "adminId", c.kind,
                c.remember_me as "rememberMe", c.pending_secret as "pendingSecret", c.attempts,
                (c.ended_at is null and c.expires_at > now() and a.deactivated_at is null) as open,
                ${ADMIN_COLUMNS('a')}
         from admin_challenges c join admins a on a.id = c.admin_id
         where c.token_hash = $1`,
        [tokenHash],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        id: row.challengeId,
        adminId: row.adminId,
        kind: row.kind,
        rememberMe: row.rememberMe,
        pendingSecret: row.pendingSecret,
        attempts: row.attempts,
        open: row.open,
        admin: {
          id: row.id,
          email: row.email,
          name: row.name,
          role: row.role,
          passwordHash: row.passwordHash,
          deactivatedAt: row.deactivatedAt,
        },
      };
    },

    /** Ends an open challenge (it was used); false when it had already ended or expired. */
    async endChallenge(id: string, tx: Queryable = db): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await tx.query(
        `update admin_challenges set ended_at = now()
         where id = $1 and ended_at is null and expires_at > now() returning id`,
        [id],
      );
      return rows.length === 1;
    },

    /**
     * Takes one of the challenge's `max` checks before a code is checked: one conditional update,
     * so fifty codes sent at once take at most `max` between them. The number taken; 'used up'
     * when all were taken, 'ended' when the challenge was used or expired.
     */
    async takeChallengeAttempt(
      id: string,
      max: number,
      tx: Queryable = db,
    ): Promise<number | 'used up' | 'ended'> {
      const rows = await tx.query<{ attempts: number }>(
        `update admin_challenges set attempts = attempts + 1
         where id = $1 and attempts < $2 and ended_at is null and expires_at > now()
         returning attempts`,
        [id, max],
      );
      if (rows[0]) return rows[0].attempts;
      const now = await tx.query<{ attempts: number }>(
        'select attempts from admin_challenges where id = $1',
        [id],
      );
      return (now[0]?.attempts ?? 0) >= max ? 'used up' : 'ended';
    },

    /** Ends the challenge whose last check was wrong. */
    async closeChallenge(id: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        'update admin_challenges set ended_at = coalesce(ended_at, now()) where id = $1',
        [id],
      );
    },

    /**
     * Counts one code checked for the admin, whatever the challenge or address: at most `max` in
     * a window of `windowMinutes` (it starts at the first check). Answers 0 when taken, else the
     * seconds until the window ends.
     */
    async takeAdminCheck(
      adminId: string,
      max: number,
      windowMinutes: number,
      tx: Queryable = db,
    ): Promise<number> {
      // Every condition reads the row being updated, so a concurrent check re-reads it after
      // waiting for its lock (PostgreSQL's read committed): no two checks take the same slot.
      const fresh = `second_step_window_at > now() - make_interval(mins => $3)`;
      const rows = await tx.query<{ id: string }>(
        `update admins set
           second_step_checks = case when ${fresh} then second_step_checks + 1 else 1 end,
           second_step_window_at = case when ${fresh} then second_step_window_at else now() end
         where id = $1 and (not coalesce(${fresh}, false) or second_step_checks < $2)
         returning id`,
        [adminId, max, windowMinutes],
      );
      if (rows.length === 1) return 0;
      const wait = await tx.query<{ seconds: number }>(
        `select greatest(1, ceil(extract(epoch from
           second_step_window_at + make_interval(mins => $2) - now())))::int as seconds
         from admins where id = $1`,
        [adminId, windowMinutes],
      );
      return wait[0]?.seconds ?? 1;
    },

    /** A right code: the admin's count of checked codes starts again. */
    async clearAdminChecks(adminId: string, tx: Queryable = db): Promise<void> {
      await tx.query(
        'update admins set second_step_checks = 0, second_step_window_at = null where id = $1',
        [adminId],
      );
    },
  };
}
