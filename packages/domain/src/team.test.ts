import { describe, expect, it } from 'vitest';
import { activitySummary } from './activity.js';
import { notificationText } from './notifications.js';
import { EVERY_ROLE_DESCRIPTION, ROLES, mayGrant, roleDescription } from './team.js';
import { acceptInviteBodySchema, inviteBodySchema } from './team-rules.js';

describe('the team', () => {
  it('an Owner grants every role; nobody grants a role whose permissions they lack', () => {
    for (const role of ROLES) expect(mayGrant('Owner', role)).toBe(true);
    expect(mayGrant('Reviewer', 'Owner')).toBe(false);
    expect(mayGrant('Support', 'Reviewer')).toBe(false);
    expect(mayGrant('Reviewer', 'Reviewer')).toBe(true);
    expect(mayGrant('Admin', 'Support')).toBe(false);
  });

  it('says in words what each role can do, from its permissions', () => {
    expect(roleDescription('Catalogue')).toBe(
      'Find and open stores, run stores’ inventory and the default catalogue and manage affiliate products.',
    );
    expect(roleDescription('Owner')).toMatch(
      /^Find and open stores, .*manage the team and its roles\.$/,
    );
    expect(roleDescription('Support')).not.toMatch(/documents|team/);
    expect(EVERY_ROLE_DESCRIPTION).toBe(
      'Every role can see the dashboard and manage their own account.',
    );
    for (const role of ROLES) expect(roleDescription(role)).not.toMatch(/dashboard/);
  });

  it('an invite takes a known role and a trimmed, lower-cased e-mail', () => {
    expect(inviteBodySchema.parse({ email: ' Asha@Example.IN ', role: 'Support' })).toEqual({
      email: 'asha@example.in',
      role: 'Support',
    });
    const wrong = inviteBodySchema.safeParse({ email: 'asha@example.in', role: 'Admin' });
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['role'], message: 'team.roleUnknown' });
  });

  it('a new admin’s password is 8 to 256 characters and the name is trimmed', () => {
    expect(acceptInviteBodySchema.safeParse({ name: 'A', password: '1234567' }).success).toBe(
      false,
    );
    expect(acceptInviteBodySchema.parse({ name: ' Asha ', password: '12345678' })).toEqual({
      name: 'Asha',
      password: '12345678',
    });
  });

  it('the invite e-mail names the role, who invited, and the link; the log reads the changes in words', () => {
    const text = notificationText('admin_invite', {
      role: 'Reviewer',
      invitedBy: 'Asha Rao',
      inviteLink: 'https://admin.example/admin/invite#t',
    });
    expect(text).toContain('Asha Rao invited you to the Kirana admin as Reviewer.');
    expect(text).toContain('https://admin.example/admin/invite#t');
    expect(text).toContain('72 hours');
    expect(activitySummary('change-role', { from: 'Reviewer', to: 'Support' })).toBe(
      'Changed the role from Reviewer to Support',
    );
    expect(activitySummary('invite', { role: 'Catalogue' })).toBe('Invited as Catalogue');
    expect(activitySummary('deactivate', {})).toBe('Deactivated');
  });
});
