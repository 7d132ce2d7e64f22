// The team (Owner: team.manage): the teammates' roles and deactivation, invites by e-mail and
// their acceptance by the invitee (public: the link's token is the key). Rules: services/team.ts.
import {
  ADMIN_DEACTIVATED,
  ADMIN_REACTIVATED,
  INVITE_ACCEPTED,
  INVITE_CANCELLED,
  INVITE_RESENT,
  INVITE_SENT,
  ROLE_CHANGED,
} from '@kirana/domain/team';
import { INVITE_LIMIT } from '../auth/rate-limit.js';
import { currentAdmin } from '../auth/guard.js';
import type { Handlers, Schemas } from '../contract/types.js';
import type { TeamMemberRow } from '../repositories/admins.js';
import type { InviteRow } from '../repositories/invites.js';
import { enforceLimit, type Deps } from './deps.js';
import { presentAdmin } from './present.js';
import * as team from '../services/team.js';

type TeamHandlers = Pick<
  Handlers,
  | 'listAdmins'
  | 'changeAdminRole'
  | 'deactivateAdmin'
  | 'reactivateAdmin'
  | 'listInvites'
  | 'createInvite'
  | 'resendInvite'
  | 'cancelInvite'
  | 'getInvite'
  | 'acceptInvite'
>;

export function presentTeamMember(row: TeamMemberRow): Schemas['TeamMember'] {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    // The database allows only the four roles (013_roles.sql).
    role: row.role as Schemas['Role'],
    lastLoginAt: row.lastLoginAt,
    deactivatedAt: row.deactivatedAt,
  };
}

export function presentInvite(row: InviteRow): Schemas['Invite'] {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedBy ? { _id: row.invitedBy.id, name: row.invitedBy.name } : null,
    expiresAt: row.expiresAt,
    expired: Date.parse(row.expiresAt) <= Date.now(),
    createdAt: row.createdAt,
  };
}

export function teamHandlers(deps: Deps): TeamHandlers {
  const { repos, services } = deps;
  /** A teammate changed: the message that says how, and the teammate as the team list shows. */
  const memberAnswer = (message: string, admin: TeamMemberRow) => ({
    status: 'success' as const,
    message,
    data: { admin: presentTeamMember(admin) },
  });
  return {
    async listAdmins() {
      const admins = await repos.admins.list();
      return { status: 'success', data: { admins: admins.map(presentTeamMember) } };
    },

    async changeAdminRole(request) {
      const { adminId } = request.params;
      const admin = await team.changeRole(
        services.team,
        currentAdmin(request),
        adminId,
        request.body.role,
      );
      return memberAnswer(ROLE_CHANGED, admin);
    },

    async deactivateAdmin(request) {
      const admin = await team.deactivate(
        services.team,
        currentAdmin(request),
        request.params.adminId,
      );
      return memberAnswer(ADMIN_DEACTIVATED, admin);
    },

    async reactivateAdmin(request) {
      const admin = await team.reactivate(
        services.team,
        currentAdmin(request),
        request.params.adminId,
      );
      return memberAnswer(ADMIN_REACTIVATED, admin);
    },

    async listInvites() {
      const invites = await repos.invites.listWaiting();
      return { status: 'success', data: { invites: invites.map(presentInvite) } };
    },

    async createInvite(request, reply) {
      const invite = await team.invite(services.team, currentAdmin(request), request.body);
      reply.code(201);
      return { status: 'success', message: INVITE_SENT, data: { invite: presentInvite(invite) } };
    },

    async resendInvite(request) {
      const invite = await team.resend(
        services.team,
        currentAdmin(request),
        request.params.inviteId,
      );
      return { status: 'success', message: INVITE_RESENT, data: { invite: presentInvite(invite) } };
    },

    async cancelInvite(request) {
      await team.cancel(services.team, currentAdmin(request), request.params.inviteId);
      return { status: 'success', message: INVITE_CANCELLED };
    },

    async getInvite(request, reply) {
      await enforceLimit(deps, reply, `invite:ip:${request.ip}`, INVITE_LIMIT);
      const invite = await team.readInvite(services.team, request.params.token);
      return {
        status: 'success',
        data: { invite: { email: invite.email, role: invite.role, expiresAt: invite.expiresAt } },
      };
    },

    async acceptInvite(request, reply) {
      await enforceLimit(deps, reply, `invite:ip:${request.ip}`, INVITE_LIMIT);
      const admin = await team.accept(services.team, request.params.token, request.body);
      reply.code(201);
      return { status: 'success', message: INVITE_ACCEPTED, data: { admin: presentAdmin(admin) } };
    },
  };
}
