// The team's rules (issue 25, part 2): invites by e-mail with a role (a single-use link valid
// INVITE_HOURS, its token kept hashed, sent through the notification outbox in the same
// transaction), their acceptance, role changes and deactivation. Each write and its audit entry
// are one transaction (`audited`). The last active Owner can be neither demoted nor deactivated, nobody
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
  PASSWORD_TOO_COMMON,
  passwordHasPersonalWords,
} from '@kirana/domain/password-rules';
import { isCommonPassword } from '../auth/common-passwords.js';
import { hashPassword } from '../auth/passwords.js';
import type { Queryable } from '../db/adapter.js';
import { badRequest, conflict, HttpError, notFound } from '../errors.js';
import type { AdminRow, TeamMemberRow } from '../repositories/admins.js';
import type { Repositories } from '../repositories/index.js';
import type { InviteRow } from '../repositories/invites.js';
import type { Audited } from './audited.js';

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

/** What the team's operations work with; each takes only the part it uses. */
export interface TeamDeps {
  repos: Pick<Repositories, 'admins' | 'invites' | 'notifications' | 'secondFactor' | 'sessions'>;
  audited: Audited;
  /** The admin app's origin, for the invite link. */
  adminUrl: string;
}

const expiry = () => new Date(Date.now() + INVITE_HOURS * HOUR_MS);

function mustGrant(actor: Actor, role: Role) {
  if (!mayGrant(actor.role, role)) {
    throw new HttpError(403, invalidFieldMessage('role', withParams(ROLE_NOT_HELD, { role })));
  }
}

async function sendInvite(
  deps: Pick<TeamDeps, 'repos' | 'adminUrl'>,
  invite: { id: string; email: string; role: Role },
  token: string,
  actor: Actor,
  tx: Queryable,
) {
  await deps.repos.notifications.enqueue(
    {
      recipientEmail: invite.email,
      template: 'admin_invite',
      params: {
        role: invite.role,
        invitedBy: actor.name,
        inviteLink: inviteLink(deps.adminUrl, token),
      },
      entity: 'admin-invite',
      entityId: invite.id,
    },
    tx,
  );
}

/** The invite's row as it is now (after a write in the same transaction). */
async function reread(deps: Pick<TeamDeps, 'repos'>, id: string, tx: Queryable) {
  const row = await deps.repos.invites.findById(id, tx);
  if (!row) throw notFound(INVITE_NOT_FOUND);
  return row;
}

/** The teammate an Owner changes, locked; unless `self`, not the Owner themself. */
async function target(
  deps: Pick<TeamDeps, 'repos'>,
  actor: Actor,
  adminId: string,
  tx: Queryable,
  self: 'self allowed' | 'not self',
): Promise<AdminRow> {
  const admin = await deps.repos.admins.lock(adminId, tx);
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
  deps: Pick<TeamDeps, 'repos'>,
  actor: Actor,
  adminId: string,
  tx: Queryable,
  self: 'self allowed' | 'not self',
): Promise<{ admin: AdminRow; keepAnOwner: () => void }> {
  const owners = await deps.repos.admins.lockActiveOwners(tx);
  const admin = await target(deps, actor, adminId, tx, self);
  const keepAnOwner = () => {
    if (owners.length <= 1 && owners.includes(admin.id)) throw conflict(LAST_OWNER);
  };
  return { admin, keepAnOwner };
}

async function member(deps: Pick<TeamDeps, 'repos'>, id: string, tx: Queryable) {
  const row = await deps.repos.admins.member(id, tx);
  if (!row) throw notFound(ADMIN_NOT_FOUND);
  return row;
}

/** What an entry about an invite says. */
const aboutInvite = (action: string, invite: { id: string; email: string; role: string }) => ({
  action,
  entity: 'admin-invite',
  entityId: invite.id,
  details: { name: invite.email, email: invite.email, role: invite.role },
});

export function invite(
  deps: TeamDeps,
  actor: Actor,
  input: { email: string; role: Role },
): Promise<InviteRow> {
  mustGrant(actor, input.role);
  return deps.audited(
    actor,
    async (tx) => {
      const existing = await deps.repos.admins.findByEmail(input.email, tx);
      if (existing && !existing.deactivatedAt)
        throw conflict(invalidFieldMessage('email', INVITE_EMAIL_IS_ADMIN));
      if (await deps.repos.invites.findWaitingByEmail(input.email, tx))
        throw conflict(invalidFieldMessage('email', INVITE_ALREADY_PENDING));
      const { token, hash } = newToken();
      const id = await deps.repos.invites.create(
        { ...input, tokenHash: hash, invitedBy: actor.id, expiresAt: expiry() },
        tx,
      );
      await sendInvite(deps, { id, ...input }, token, actor, tx);
      return reread(deps, id, tx);
    },
    (row) => aboutInvite('invite', row),
  );
}

/** A new link and 72 hours more; the earlier link stops working. */
export function resend(deps: TeamDeps, actor: Actor, inviteId: string): Promise<InviteRow> {
  return deps.audited(
    actor,
    async (tx) => {
      const invite = await deps.repos.invites.findById(inviteId, tx);
      if (!invite || invite.acceptedAt || invite.cancelledAt) throw notFound(INVITE_NOT_FOUND);
      mustGrant(actor, invite.role);
      const { token, hash } = newToken();
      if (!(await deps.repos.invites.renew(invite.id, hash, expiry(), tx)))
        throw notFound(INVITE_NOT_FOUND);
      await sendInvite(deps, invite, token, actor, tx);
      return reread(deps, invite.id, tx);
    },
    (row) => aboutInvite('resend-invite', row),
  );
}

export async function cancel(
  deps: Pick<TeamDeps, 'repos' | 'audited'>,
  actor: Actor,
  inviteId: string,
): Promise<void> {
  await deps.audited(
    actor,
    async (tx) => {
      const invite = await deps.repos.invites.findById(inviteId, tx);
      if (!invite || !(await deps.repos.invites.cancel(inviteId, tx)))
        throw notFound(INVITE_NOT_FOUND);
      return invite;
    },
    (invite) => aboutInvite('cancel-invite', invite),
  );
}

/** The invite of a link, while it works: what the acceptance page shows. */
export async function readInvite(deps: Pick<TeamDeps, 'repos'>, token: string) {
  const invite = await deps.repos.invites.findByTokenHash(hashToken(token));
  if (!invite || invite.acceptedAt || invite.cancelledAt) throw notFound(INVITE_LINK_INVALID);
  if (Date.parse(invite.expiresAt) <= Date.now()) throw notFound(INVITE_LINK_EXPIRED);
  return invite;
}

/**
 * The invitee sets name and password: the admin is made with the invite's role, and is the
 * one the audit entry names.
 */
export async function accept(
  deps: Pick<TeamDeps, 'repos' | 'audited'>,
  token: string,
  input: { name: string; password: string },
): Promise<AdminRow> {
  // Hashed before the transaction: scrypt takes tens of milliseconds.
  const passwordHash = await hashPassword(input.password);
  const { repos } = deps;
  return deps.audited(
    'the written admin',
    async (tx) => {
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
      if (isCommonPassword(input.password))
        throw badRequest(invalidFieldMessage('password', PASSWORD_TOO_COMMON));
      const admin = await repos.admins.createFromInvite(
        { email: invite.email, name: input.name, passwordHash, role: invite.role },
        tx,
      );
      if (!admin) throw conflict(invalidFieldMessage('email', INVITE_EMAIL_IS_ADMIN));
      // An invited admin sets up a second factor at their first sign-in, even where the demo
      // lets others sign in with a password alone (MFA_REQUIRED=false).
      await repos.secondFactor.requireEnrolment(admin.id, tx);
      await repos.invites.markAccepted(invite.id, admin.id, tx);
      return admin;
    },
    (admin) => ({
      adminId: admin.id,
      action: 'accept-invite',
      entity: 'admin',
      entityId: admin.id,
      details: { name: admin.name, email: admin.email, role: admin.role },
    }),
  );
}

/** A change to a teammate, and what its entry says of it (null: nothing changed). */
interface Changed {
  admin: AdminRow;
  says: { action: string; details: Record<string, unknown> } | null;
}

/** Audits a change to a teammate and answers them as the team list shows them. */
async function changeTeammate(
  deps: Pick<TeamDeps, 'repos' | 'audited'>,
  actor: Actor,
  change: (tx: Queryable) => Promise<Changed>,
): Promise<TeamMemberRow> {
  const { member: row } = await deps.audited(
    actor,
    async (tx) => {
      const changed = await change(tx);
      return { ...changed, member: await member(deps, changed.admin.id, tx) };
    },
    ({ admin, says }) =>
      says && { action: says.action, entity: 'admin', entityId: admin.id, details: says.details },
  );
  return row;
}

export function changeRole(
  deps: Pick<TeamDeps, 'repos' | 'audited'>,
  actor: Actor,
  adminId: string,
  role: Role,
): Promise<TeamMemberRow> {
  mustGrant(actor, role);
  return changeTeammate(deps, actor, async (tx) => {
    const { admin, keepAnOwner } = await targetKeepingAnOwner(
      deps,
      actor,
      adminId,
      tx,
      'self allowed',
    );
    if (admin.role === role) return { admin, says: null };
    if (admin.role === 'Owner') keepAnOwner();
    await deps.repos.admins.setRole(admin.id, role, tx);
    return {
      admin,
      says: { action: 'change-role', details: { name: admin.name, from: admin.role, to: role } },
    };
  });
}

/** Deactivated: every session ends at once and the login refuses them. */
export function deactivate(
  deps: Pick<TeamDeps, 'repos' | 'audited'>,
  actor: Actor,
  adminId: string,
): Promise<TeamMemberRow> {
  return changeTeammate(deps, actor, async (tx) => {
    const { admin, keepAnOwner } = await targetKeepingAnOwner(deps, actor, adminId, tx, 'not self');
    if (admin.deactivatedAt) throw conflict(ADMIN_ALREADY_DEACTIVATED);
    if (admin.role === 'Owner') keepAnOwner();
    await deps.repos.admins.setDeactivated(admin.id, true, tx);
    await deps.repos.sessions.revokeAllOf(admin.id, tx);
    return {
      admin,
      says: { action: 'deactivate', details: { name: admin.name, role: admin.role } },
    };
  });
}

/** Active again with the role they had; they sign in with their password. */
export function reactivate(
  deps: Pick<TeamDeps, 'repos' | 'audited'>,
  actor: Actor,
  adminId: string,
): Promise<TeamMemberRow> {
  return changeTeammate(deps, actor, async (tx) => {
    const admin = await target(deps, actor, adminId, tx, 'not self');
    if (!admin.deactivatedAt) throw conflict(ADMIN_NOT_DEACTIVATED);
    mustGrant(actor, admin.role as Role);
    await deps.repos.admins.setDeactivated(admin.id, false, tx);
    return {
      admin,
      says: { action: 'reactivate', details: { name: admin.name, role: admin.role } },
    };
  });
}
