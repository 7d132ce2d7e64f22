// The team's rules (issue 25, part 2): invites by e-mail with a role (a single-use link valid
// INVITE_HOURS, its token kept hashed, sent through the notification outbox in the same
// transaction), their acceptance, role changes and deactivation. Each write and its audit entry
// are one transaction. The last active Owner can be neither demoted nor deactivated, nobody
// grants a role they do not hold, and nobody deactivates themself.
import { createHash, randomBytes } from 'node:crypto';
import {
  ADMIN_ALREADY_DEACTIVATED,
  ADMIN_NOT_DEACTIVATED,
  ADMIN_NOT_FOUND,
  INVITE_ALREADY_PENDING,
  INVITE_EMAIL_IS_ADMIN,
  INVITE_HOURS,
  INVITE_LINK_EXPIRED,
  INVITE_LINK_INVALID,
  INVITE_NOT_FOUND,
  LAST_OWNER,
  NOT_YOURSELF,
  ROLE_NOT_HELD,
  mayGrant,
  type Role,
} from '@kirana/domain/team';
import { invalidFieldMessage } from '@kirana/domain/common';
import { withParams } from '@kirana/domain/catalogue';
import {
  PASSWORD_HAS_PERSONAL_WORDS,
  passwordHasPersonalWords,
} from '@kirana/domain/password-rules';
import { hashPassword } from '../auth/passwords.js';
import type { Database, Queryable } from '../db/adapter.js';
import { badRequest, conflict, HttpError, notFound } from '../errors.js';
import type { AdminRow, TeamMemberRow } from '../repositories/admins.js';
import type { Repositories } from '../repositories/index.js';
import type { InviteRow } from '../repositories/invites.js';

const HOUR_MS = 60 * 60 * 1000;

/** The link's secret: 32 random bytes, base64url (43 characters). */
function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The admin app's acceptance page; the token in the fragment, which no server ever logs. */
export function inviteLink(adminUrl: string, token: string): string {
  return `${adminUrl}/admin/invite#${token}`;
}

type Actor = Pick<AdminRow, 'id' | 'name' | 'role'>;

export function teamService(db: Database, repos: Repositories, adminUrl: string) {
  const expiry = () => new Date(Date.now() + INVITE_HOURS * HOUR_MS);

  function mustGrant(actor: Actor, role: Role) {
    if (!mayGrant(actor.role, role)) {
      throw new HttpError(403, invalidFieldMessage('role', withParams(ROLE_NOT_HELD, { role })));
    }
  }

  async function sendInvite(
    invite: { id: string; email: string; role: Role },
    token: string,
    actor: Actor,
    tx: Queryable,
  ) {
    await repos.notifications.enqueue(
      {
        recipientEmail: invite.email,
        template: 'admin_invite',
        params: {
          role: invite.role,
          invitedBy: actor.name,
          inviteLink: inviteLink(adminUrl, token),
        },
        entity: 'admin-invite',
        entityId: invite.id,
      },
      tx,
    );
  }

  /** The invite's row as it is now (after a write in the same transaction). */
  async function reread(id: string, tx: Queryable): Promise<InviteRow> {
    const row = await repos.invites.findById(id, tx);
    if (!row) throw notFound(INVITE_NOT_FOUND);
    return row;
  }

  /** The teammate an Owner changes, locked; unless `self`, not the Owner themself. */
  async function target(
    actor: Actor,
    adminId: string,
    tx: Queryable,
    self: 'self allowed' | 'not self',
  ): Promise<AdminRow> {
    const admin = await repos.admins.lock(adminId, tx);
    if (!admin) throw notFound(ADMIN_NOT_FOUND);
    if (self === 'not self' && admin.id === actor.id) throw conflict(NOT_YOURSELF);
    return admin;
  }

  /**
   * The teammate a role change or deactivation changes, locked after every active Owner's row
   * (always in that order, so two Owners changing each other at once take turns instead of
   * deadlocking), and the check that the change leaves an active Owner.
   */
  async function targetKeepingAnOwner(
    actor: Actor,
    adminId: string,
    tx: Queryable,
    self: 'self allowed' | 'not self',
  ): Promise<{ admin: AdminRow; keepAnOwner: () => void }> {
    const owners = await repos.admins.lockActiveOwners(tx);
    const admin = await target(actor, adminId, tx, self);
    const keepAnOwner = () => {
      if (owners.length <= 1 && owners.includes(admin.id)) throw conflict(LAST_OWNER);
    };
    return { admin, keepAnOwner };
  }

  async function member(id: string, tx: Queryable): Promise<TeamMemberRow> {
    const row = await repos.admins.member(id, tx);
    if (!row) throw notFound(ADMIN_NOT_FOUND);
    return row;
  }

  return {
    async invite(actor: Actor, input: { email: string; role: Role }): Promise<InviteRow> {
      mustGrant(actor, input.role);
      return db.transaction(async (tx) => {
        const existing = await repos.admins.findByEmail(input.email, tx);
        if (existing && !existing.deactivatedAt)
          throw conflict(invalidFieldMessage('email', INVITE_EMAIL_IS_ADMIN));
        if (await repos.invites.findWaitingByEmail(input.email, tx))
          throw conflict(invalidFieldMessage('email', INVITE_ALREADY_PENDING));
        const { token, hash } = newToken();
        const id = await repos.invites.create(
          { ...input, tokenHash: hash, invitedBy: actor.id, expiresAt: expiry() },
          tx,
        );
        await sendInvite({ id, ...input }, token, actor, tx);
        await repos.audit.record(
          {
            adminId: actor.id,
            action: 'invite',
            entity: 'admin-invite',
            entityId: id,
            details: { name: input.email, email: input.email, role: input.role },
          },
          tx,
        );
        return reread(id, tx);
      });
    },

    /** A new link and 72 hours more; the earlier link stops working. */
    async resend(actor: Actor, inviteId: string): Promise<InviteRow> {
      return db.transaction(async (tx) => {
        const invite = await repos.invites.findById(inviteId, tx);
        if (!invite || invite.acceptedAt || invite.cancelledAt) throw notFound(INVITE_NOT_FOUND);
        mustGrant(actor, invite.role);
        const { token, hash } = newToken();
        if (!(await repos.invites.renew(invite.id, hash, expiry(), tx)))
          throw notFound(INVITE_NOT_FOUND);
        await sendInvite(invite, token, actor, tx);
        await repos.audit.record(
          {
            adminId: actor.id,
            action: 'resend-invite',
            entity: 'admin-invite',
            entityId: invite.id,
            details: { name: invite.email, email: invite.email, role: invite.role },
          },
          tx,
        );
        return reread(invite.id, tx);
      });
    },

    async cancel(actor: Actor, inviteId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const invite = await repos.invites.findById(inviteId, tx);
        if (!invite || !(await repos.invites.cancel(inviteId, tx)))
          throw notFound(INVITE_NOT_FOUND);
        await repos.audit.record(
          {
            adminId: actor.id,
            action: 'cancel-invite',
            entity: 'admin-invite',
            entityId: invite.id,
            details: { name: invite.email, email: invite.email, role: invite.role },
          },
          tx,
        );
      });
    },

    /** The invite of a link, while it works: what the acceptance page shows. */
    async read(token: string): Promise<InviteRow> {
      const invite = await repos.invites.findByTokenHash(hashToken(token));
      if (!invite || invite.acceptedAt || invite.cancelledAt) throw notFound(INVITE_LINK_INVALID);
      if (Date.parse(invite.expiresAt) <= Date.now()) throw notFound(INVITE_LINK_EXPIRED);
      return invite;
    },

    /** The invitee sets name and password: the admin is made with the invite's role. */
    async accept(token: string, input: { name: string; password: string }): Promise<AdminRow> {
      // Hashed before the transaction: scrypt takes tens of milliseconds.
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const invite = await repos.invites.takeForAcceptance(hashToken(token), tx);
        if (!invite) {
          const known = await repos.invites.findByTokenHash(hashToken(token), tx);
          const expired =
            known && !known.acceptedAt && !known.cancelledAt
              ? Date.parse(known.expiresAt) <= Date.now()
              : false;
          throw notFound(expired ? INVITE_LINK_EXPIRED : INVITE_LINK_INVALID);
        }
        if (passwordHasPersonalWords(input.password, { email: invite.email, name: input.name }))
          throw badRequest(invalidFieldMessage('password', PASSWORD_HAS_PERSONAL_WORDS));
        const admin = await repos.admins.createFromInvite(
          { email: invite.email, name: input.name, passwordHash, role: invite.role },
          tx,
        );
        if (!admin) throw conflict(invalidFieldMessage('email', INVITE_EMAIL_IS_ADMIN));
        // An invited admin sets up a second factor at their first sign-in, even where the demo
        // lets others sign in with a password alone (MFA_REQUIRED=false).
        await repos.secondFactor.requireEnrolment(admin.id, tx);
        await repos.invites.markAccepted(invite.id, admin.id, tx);
        await repos.audit.record(
          {
            adminId: admin.id,
            action: 'accept-invite',
            entity: 'admin',
            entityId: admin.id,
            details: { name: admin.name, email: admin.email, role: admin.role },
          },
          tx,
        );
        return admin;
      });
    },

    async changeRole(actor: Actor, adminId: string, role: Role): Promise<TeamMemberRow> {
      mustGrant(actor, role);
      return db.transaction(async (tx) => {
        const { admin, keepAnOwner } = await targetKeepingAnOwner(
          actor,
          adminId,
          tx,
          'self allowed',
        );
        if (admin.role === role) return member(admin.id, tx);
        if (admin.role === 'Owner') keepAnOwner();
        await repos.admins.setRole(admin.id, role, tx);
        await repos.audit.record(
          {
            adminId: actor.id,
            action: 'change-role',
            entity: 'admin',
            entityId: admin.id,
            details: { name: admin.name, from: admin.role, to: role },
          },
          tx,
        );
        return member(admin.id, tx);
      });
    },

    /** Deactivated: every session ends at once and the login refuses them. */
    async deactivate(actor: Actor, adminId: string): Promise<TeamMemberRow> {
      return db.transaction(async (tx) => {
        const { admin, keepAnOwner } = await targetKeepingAnOwner(actor, adminId, tx, 'not self');
        if (admin.deactivatedAt) throw conflict(ADMIN_ALREADY_DEACTIVATED);
        if (admin.role === 'Owner') keepAnOwner();
        await repos.admins.setDeactivated(admin.id, true, tx);
        await repos.sessions.revokeAllOf(admin.id, tx);
        await repos.audit.record(
          {
            adminId: actor.id,
            action: 'deactivate',
            entity: 'admin',
            entityId: admin.id,
            details: { name: admin.name, role: admin.role },
          },
          tx,
        );
        return member(admin.id, tx);
      });
    },

    /** Active again with the role they had; they sign in with their password. */
    async reactivate(actor: Actor, adminId: string): Promise<TeamMemberRow> {
      return db.transaction(async (tx) => {
        const admin = await target(actor, adminId, tx, 'not self');
        if (!admin.deactivatedAt) throw conflict(ADMIN_NOT_DEACTIVATED);
        mustGrant(actor, admin.role as Role);
        await repos.admins.setDeactivated(admin.id, false, tx);
        await repos.audit.record(
          {
            adminId: actor.id,
            action: 'reactivate',
            entity: 'admin',
            entityId: admin.id,
            details: { name: admin.name, role: admin.role },
          },
          tx,
        );
        return member(admin.id, tx);
      });
    },
  };
}
