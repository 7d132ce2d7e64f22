// Invites to the team: an e-mail, a role and the SHA-256 hash of the link's token (the token
// itself is only in the e-mail). Waiting until accepted, cancelled or replaced (sent again).
import type { Queryable } from '../db/adapter.js';
import type { Role } from '@kirana/domain/team';
import { isoColumn, isUuid } from './rows.js';

export interface InviteRow {
  id: string;
  email: string;
  role: Role;
  invitedBy: { id: string; name: string } | null;
  expiresAt: string;
  createdAt: string;
  acceptedAt: string | null;
  cancelledAt: string | null;
}

const columns = `i.id, i.email, i.role,
  case when a.id is null then null else json_build_object('id', a.id, 'name', a.name) end as "invitedBy",
  ${isoColumn('i.expires_at', 'expiresAt')}, ${isoColumn('i.created_at', 'createdAt')},
  ${isoColumn('i.accepted_at', 'acceptedAt')}, ${isoColumn('i.cancelled_at', 'cancelledAt')}`;
const FROM = 'admin_invites i left join admins a on a.id = i.invited_by';
const WAITING = 'i.accepted_at is null and i.cancelled_at is null';

export function invitesRepository(db: Queryable) {
  return {
    /** The waiting invites (expired ones too: they can be sent again), newest first. */
    listWaiting(tx: Queryable = db): Promise<InviteRow[]> {
      return tx.query(
        `select ${columns} from ${FROM} where ${WAITING} order by i.created_at desc, i.id`,
      );
    },

    async findWaitingByEmail(email: string, tx: Queryable = db): Promise<InviteRow | null> {
      const rows = await tx.query<InviteRow>(
        `select ${columns} from ${FROM} where i.email = $1 and ${WAITING}`,
        [email],
      );
      return rows[0] ?? null;
    },

    async findById(id: string, tx: Queryable = db): Promise<InviteRow | null> {
      if (!isUuid(id)) return null;
      const rows = await tx.query<InviteRow>(`select ${columns} from ${FROM} where i.id = $1`, [
        id,
      ]);
      return rows[0] ?? null;
    },

    /** The invite whose token has this hash, whatever its state (the caller says why not). */
    async findByTokenHash(tokenHash: string, tx: Queryable = db): Promise<InviteRow | null> {
      const rows = await tx.query<InviteRow>(
        `select ${columns} from ${FROM} where i.token_hash = $1`,
        [tokenHash],
      );
      return rows[0] ?? null;
    },

    async create(
      input: { email: string; role: Role; tokenHash: string; invitedBy: string; expiresAt: Date },
      tx: Queryable = db,
    ): Promise<string> {
      const rows = await tx.query<{ id: string }>(
        `insert into admin_invites (email, role, token_hash, invited_by, expires_at)
         values ($1, $2, $3, $4, $5) returning id`,
        [input.email, input.role, input.tokenHash, input.invitedBy, input.expiresAt],
      );
      return rows[0]?.id ?? '';
    },

    /** A new token and expiry for a waiting invite (the old link stops working); false if none. */
    async renew(id: string, tokenHash: string, expiresAt: Date, tx: Queryable = db) {
      if (!isUuid(id)) return false;
      const rows = await tx.query(
        `update admin_invites i set token_hash = $2, expires_at = $3, updated_at = now()
         where i.id = $1 and ${WAITING} returning i.id`,
        [id, tokenHash, expiresAt],
      );
      return rows.length > 0;
    },

    async cancel(id: string, tx: Queryable = db): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await tx.query(
        `update admin_invites i set cancelled_at = now(), updated_at = now()
         where i.id = $1 and ${WAITING} returning i.id`,
        [id],
      );
      return rows.length > 0;
    },

    /**
     * Takes the waiting, unexpired invite of this token for acceptance (its row locked, so a
     * second acceptance of the same link waits and then finds it used); null when there is none.
     */
    async takeForAcceptance(tokenHash: string, tx: Queryable): Promise<InviteRow | null> {
      const rows = await tx.query<{ id: string }>(
        `select i.id from admin_invites i where i.token_hash = $1 and ${WAITING}
           and i.expires_at > now() for update`,
        [tokenHash],
      );
      const id = rows[0]?.id;
      if (!id) return null;
      const again = await tx.query<InviteRow>(
        `select ${columns} from ${FROM} where i.id = $1 and ${WAITING}`,
        [id],
      );
      return again[0] ?? null;
    },

    async markAccepted(id: string, adminId: string, tx: Queryable): Promise<void> {
      await tx.query(
        `update admin_invites set accepted_at = now(), accepted_by = $2, updated_at = now()
         where id = $1`,
        [id, adminId],
      );
    },
  };
}
