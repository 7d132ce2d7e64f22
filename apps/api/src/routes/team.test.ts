// The team (issue 25, part 2) on both databases: invites by e-mail through the outbox to a real
// local SMTP receiver, the link read and accepted once, resend and cancel, expiry, role changes
// with the last Owner rule, and deactivation ending a live session and the login.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_INVALID_CREDENTIALS, API_TOKEN_INVALID } from '@kirana/domain/auth';
import {
  ADMIN_ALREADY_DEACTIVATED,
  INVITE_ALREADY_PENDING,
  INVITE_EMAIL_IS_ADMIN,
  INVITE_LINK_EXPIRED,
  INVITE_LINK_INVALID,
  INVITE_NOT_FOUND,
  LAST_OWNER,
  NOT_YOURSELF,
  PERMISSION_MISSING,
  ROLE_UNKNOWN,
} from '@kirana/domain/team';
import { PASSWORD_TOO_SHORT } from '@kirana/domain/auth';
import { PASSWORD_HAS_PERSONAL_WORDS, PASSWORD_TOO_COMMON } from '@kirana/domain/password-rules';
import { invalidFieldMessage } from '@kirana/domain/common';
import { emailChannel } from '../notifications/channels.js';
import { outboxWorker } from '../notifications/worker.js';
import { TEST_PASSWORD, useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { inviteLinkIn, startSmtp } from '../testing/smtp.js';

const silent = { warn: () => undefined, error: () => undefined };
type Smtp = Awaited<ReturnType<typeof startSmtp>>;

describe.skipIf(!DATABASE_AVAILABLE)(`team (${TEST_DB})`, () => {
  const t = useTestApp({ env: { ADMIN_URL: 'https://admin.kirana.test' } });
  let smtp: Smtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.close());

  const call = (
    admin: TestAdmin | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.call(method, url, admin?.headers, payload);
  const invite = (admin: TestAdmin, email: string, role = 'Reviewer') =>
    call(admin, 'POST', '/api/admin/invites', { email, role });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password } });
  const readInvite = (token: string) => call(null, 'GET', `/api/invites/${token}`);
  const resend = (admin: TestAdmin, id: string) =>
    call(admin, 'POST', `/api/admin/invites/${id}/resend`);
  const cancel = (admin: TestAdmin, id: string) =>
    call(admin, 'DELETE', `/api/admin/invites/${id}`);
  const accept = (token: string, name = 'Lakshmi Rao', password = 'a long new password') =>
    call(null, 'POST', `/api/invites/${token}/accept`, { name, password });
  /** The invites `admin` lists (pending and expired). */
  const invitesOf = async (admin: TestAdmin) =>
    expectContract<{ data: { invites: object[] } }>(
      'listInvites',
      await call(admin, 'GET', '/api/admin/invites'),
      200,
    ).data.invites;
  /** The summaries of the activity `admin` reads, newest first (`query` a filter). */
  const activitySummaries = async (admin: TestAdmin, query = '') =>
    expectContract<{ data: { entries: { summary: string }[] } }>(
      'listActivity',
      await call(admin, 'GET', `/api/admin/activity${query}`),
      200,
    ).data.entries.map((entry) => entry.summary);
  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;
  /** Sends what the outbox holds to the SMTP receiver; the token of the last invite link. */
  const deliver = async (): Promise<string> => {
    const worker = outboxWorker({
      repos: t.repos,
      channel: { via: 'log', send: async () => ({ ok: true }) },
      email: emailChannel(smtp.config),
      log: silent,
    });
    await worker.runOnce();
    await worker.stop();
    const link = inviteLinkIn(smtp.received.at(-1)?.text ?? '');
    if (!link) throw new Error('no invite link received');
    return link.slice(link.indexOf('#') + 1);
  };

  test('an Owner invites by e-mail; the invitee reads the link, sets name and password, and signs in with the role', async () => {
    const owner = await t.admin('owner@kirana.test');
    const sent = expectContract<{
      data: { invite: { _id: string; role: string; expired: boolean } };
    }>('createInvite', await invite(owner, ' Lakshmi@Example.in ', 'Reviewer'), 201);
    expect(sent.data.invite).toMatchObject({ role: 'Reviewer', expired: false });
    expect(await invitesOf(owner)).toMatchObject([
      { email: 'lakshmi@example.in', invitedBy: { name: 'Admin 1' } },
    ]);

    const token = await deliver();
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['lakshmi@example.in']);
    expect(mail?.subject).toBe('Your invite to the Kirana admin');
    expect(mail?.text).toContain('invited you to the Kirana admin as Reviewer');
    expect(mail?.text).toContain(`https://admin.kirana.test/admin/invite#${token}`);
    // The link is a secret: the row keeps its hash only, the sent notification not the link.
    const [note] = await t.db.query<{ state: string; channel: string; params: object }>(
      'select state, channel, params from notifications',
    );
    expect(note).toMatchObject({ state: 'sent', channel: 'email' });
    expect(JSON.stringify(note?.params)).not.toContain(token);
    expect(JSON.stringify(await t.db.query('select * from admin_invites'))).not.toContain(token);

    const read = expectContract<{ data: { invite: object } }>(
      'getInvite',
      await readInvite(token),
      200,
    );
    expect(read.data.invite).toMatchObject({ email: 'lakshmi@example.in', role: 'Reviewer' });

    // A bad password is refused with its field and leaves the link working.
    expectError(
      'acceptInvite',
      await accept(token, 'Lakshmi Rao', 'short'),
      400,
      invalidFieldMessage('password', PASSWORD_TOO_SHORT),
    );
    // So is one that is, or holds, the invitee's e-mail or name (NIST SP 800-63B).
    for (const password of ['lakshmi@example.in', 'my-LAKSHMI-2026', 'lakshmi rao forever'])
      expectError(
        'acceptInvite',
        await accept(token, 'Lakshmi Rao', password),
        400,
        invalidFieldMessage('password', PASSWORD_HAS_PERSONAL_WORDS),
      );
    // And one on a list of common or leaked passwords (an invite once took "password").
    expectError(
      'acceptInvite',
      await accept(token, 'Lakshmi Rao', 'password'),
      400,
      invalidFieldMessage('password', PASSWORD_TOO_COMMON),
    );
    const joined = expectContract<{ data: { admin: { role: string; permissions: string[] } } }>(
      'acceptInvite',
      await accept(token),
      201,
    );
    expect(joined.data.admin).toMatchObject({ name: 'Lakshmi Rao', role: 'Reviewer' });
    // The password is theirs; an invited admin then sets up a second factor before any session.
    const signedIn = expectContract<{ data: { secondStep: string; accessToken?: string } }>(
      'adminLogin',
      await login('lakshmi@example.in', 'a long new password'),
      200,
    );
    expect(signedIn.data.secondStep).toBe('enrol');
    expect(signedIn.data.accessToken).toBeUndefined();

    // Used: the link no longer works, and nothing changes.
    const admins = await count('admins');
    expectError('getInvite', await readInvite(token), 404, INVITE_LINK_INVALID);
    expectError('acceptInvite', await accept(token, 'Someone Else'), 404, INVITE_LINK_INVALID);
    expect(await count('admins')).toBe(admins);
    expect(await invitesOf(owner)).toEqual([]);
    expect(await activitySummaries(owner)).toEqual([
      'Joined the team as Reviewer',
      'Invited as Reviewer',
    ]);
  });

  test('an unknown link, an unknown role, an active admin’s e-mail and a second invite are refused', async () => {
    const owner = await t.admin();
    const teammate = await t.admin('ravi@kirana.test', 'Support');
    expectError('getInvite', await readInvite('x'.repeat(43)), 404, INVITE_LINK_INVALID);
    expectError('getInvite', await readInvite('short'), 400);
    const unknownRole = expectError(
      'createInvite',
      await invite(owner, 'a@kirana.test', 'Boss'),
      400,
    );
    expect(unknownRole).toMatchObject({ field: 'role', rule: ROLE_UNKNOWN.rule });
    expectError(
      'createInvite',
      await invite(owner, 'RAVI@kirana.test'),
      409,
      invalidFieldMessage('email', INVITE_EMAIL_IS_ADMIN),
    );
    expectContract('createInvite', await invite(owner, 'new@kirana.test'), 201);
    expectError(
      'createInvite',
      await invite(owner, 'new@kirana.test', 'Support'),
      409,
      invalidFieldMessage('email', INVITE_ALREADY_PENDING),
    );
    // Only a role with team.manage invites.
    expect(expectError('createInvite', await invite(teammate, 'b@kirana.test'), 403).rule).toBe(
      PERMISSION_MISSING.rule,
    );
    expect(await count('admin_invites')).toBe(1);
    expect(await count('notifications')).toBe(1);
  });

  test('sending again makes a new link and the old one stops working; cancelling stops it too', async () => {
    const owner = await t.admin();
    const { data } = expectContract<{ data: { invite: { _id: string } } }>(
      'createInvite',
      await invite(owner, 'asha@kirana.test', 'Catalogue'),
      201,
    );
    const first = await deliver();
    expectContract('resendInvite', await resend(owner, data.invite._id), 200);
    const second = await deliver();
    expect(second).not.toBe(first);
    expectError('getInvite', await readInvite(first), 404, INVITE_LINK_INVALID);
    expectError('acceptInvite', await accept(first), 404, INVITE_LINK_INVALID);
    expectContract('getInvite', await readInvite(second), 200);

    expectContract('cancelInvite', await cancel(owner, data.invite._id), 200);
    expectError('acceptInvite', await accept(second), 404, INVITE_LINK_INVALID);
    expectError('cancelInvite', await cancel(owner, data.invite._id), 404, INVITE_NOT_FOUND);
    expectError('resendInvite', await resend(owner, data.invite._id), 404, INVITE_NOT_FOUND);
    expect(await count('admins')).toBe(1);
  });

  test('an expired link is refused and makes nobody; sending it again makes a working one', async () => {
    const owner = await t.admin();
    const { data } = expectContract<{ data: { invite: { _id: string } } }>(
      'createInvite',
      await invite(owner, 'late@kirana.test'),
      201,
    );
    const token = await deliver();
    await t.db.query("update admin_invites set expires_at = now() - interval '1 minute'");
    expect(await invitesOf(owner)).toMatchObject([{ expired: true }]);
    expectError('getInvite', await readInvite(token), 404, INVITE_LINK_EXPIRED);
    expectError('acceptInvite', await accept(token), 404, INVITE_LINK_EXPIRED);
    expect(await count('admins')).toBe(1);
    expectContract('resendInvite', await resend(owner, data.invite._id), 200);
    expectContract('acceptInvite', await accept(await deliver()), 201);
    expect(await count('admins')).toBe(2);
  });

  test('roles change, with the last Owner rule, an unknown role refused, and each change in the activity', async () => {
    const owner = await t.admin();
    const teammate = await t.admin(undefined, 'Reviewer');
    const role = (who: string, value: string, as = owner) =>
      call(as, 'PATCH', `/api/admin/admins/${who}/role`, { role: value });
    const changed = expectContract<{ data: { admin: { role: string } } }>(
      'changeAdminRole',
      await role(teammate.id, 'Support'),
      200,
    );
    expect(changed.data.admin.role).toBe('Support');
    const unknown = expectError('changeAdminRole', await role(teammate.id, 'Admin'), 400);
    expect(unknown).toMatchObject({ field: 'role', rule: ROLE_UNKNOWN.rule });
    // The only Owner cannot demote themself.
    expectError('changeAdminRole', await role(owner.id, 'Reviewer'), 409, LAST_OWNER);
    // With a second Owner, one of them may step down.
    expectContract('changeAdminRole', await role(teammate.id, 'Owner'), 200);
    expectContract('changeAdminRole', await role(owner.id, 'Catalogue'), 200);
    // Now a Catalogue admin: no team.manage.
    expect(
      expectError('changeAdminRole', await role(teammate.id, 'Support', owner), 403).rule,
    ).toBe(PERMISSION_MISSING.rule);
    const roles = await t.db.query<{ role: string }>('select role from admins order by email');
    expect(roles.map((row) => row.role).sort()).toEqual(['Catalogue', 'Owner']);
    expect(await activitySummaries(teammate, '?action=change-role')).toEqual([
      'Changed the role from Owner to Catalogue',
      'Changed the role from Support to Owner',
      'Changed the role from Reviewer to Support',
    ]);
    const unknownId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    expectError('changeAdminRole', await role(unknownId, 'Support', teammate), 404);
  });

  test('deactivation refuses the live token at once and the login as wrong credentials; reactivation lets them in', async () => {
    const owner = await t.admin();
    const teammate = await t.admin('kiran@kirana.test', 'Reviewer');
    const profile = () => call(teammate, 'GET', '/api/admin/profile');
    expectContract('getAdminProfile', await profile(), 200);
    const done = expectContract<{ data: { admin: { deactivatedAt: string | null } } }>(
      'deactivateAdmin',
      await call(owner, 'POST', `/api/admin/admins/${teammate.id}/deactivate`),
      200,
    );
    expect(done.data.admin.deactivatedAt).not.toBeNull();
    expectError('getAdminProfile', await profile(), 401, API_TOKEN_INVALID);
    const refused = expectError(
      'adminLogin',
      await login('kiran@kirana.test', TEST_PASSWORD),
      401,
      API_INVALID_CREDENTIALS,
    );
    const wrong = expectError(
      'adminLogin',
      await login('kiran@kirana.test', 'not the password'),
      401,
    );
    expect(refused).toEqual(wrong);
    expectError(
      'deactivateAdmin',
      await call(owner, 'POST', `/api/admin/admins/${teammate.id}/deactivate`),
      409,
      ADMIN_ALREADY_DEACTIVATED,
    );
    // Nobody deactivates themself (and so the last Owner stays).
    expectError(
      'deactivateAdmin',
      await call(owner, 'POST', `/api/admin/admins/${owner.id}/deactivate`),
      409,
      NOT_YOURSELF,
    );
    const team = expectContract<{
      data: { admins: { email: string; deactivatedAt: string | null }[] };
    }>('listAdmins', await call(owner, 'GET', '/api/admin/admins'), 200);
    expect(
      team.data.admins.find((a) => a.email === 'kiran@kirana.test')?.deactivatedAt,
    ).toBeTruthy();
    // An invite to a deactivated teammate's e-mail makes them active again, as invited.
    expectContract(
      'reactivateAdmin',
      await call(owner, 'POST', `/api/admin/admins/${teammate.id}/reactivate`),
      200,
    );
    expectContract('adminLogin', await login('kiran@kirana.test', TEST_PASSWORD), 200);
    // Their old session stays ended.
    expectError('getAdminProfile', await profile(), 401, API_TOKEN_INVALID);
    const actions = await t.db.query<{ action: string }>(
      "select action from audit_log where entity = 'admin' order by at",
    );
    expect(actions.map((row) => row.action)).toEqual(['deactivate', 'reactivate']);
  });

  test('two Owners demoting or deactivating each other at once: 20 rounds, no 500, one Owner left', async () => {
    // Each round's two Owners act on each other at the same moment, by role change or
    // deactivation; before the fix, rows locked in two orders deadlocked (a 500) on PostgreSQL.
    const moves = [
      (actor: TestAdmin, other: TestAdmin) =>
        call(actor, 'PATCH', `/api/admin/admins/${other.id}/role`, { role: 'Support' }),
      (actor: TestAdmin, other: TestAdmin) =>
        call(actor, 'POST', `/api/admin/admins/${other.id}/deactivate`),
    ];
    for (let round = 0; round < 20; round += 1) {
      await t.db.query("update admins set role = 'Support' where role = 'Owner'");
      const a = await t.admin(undefined, 'Owner');
      const b = await t.admin(undefined, 'Owner');
      const first = moves[round % 2] ?? moves[0];
      const second = moves[Math.floor(round / 2) % 2] ?? moves[0];
      const answers = await Promise.all([first?.(a, b), second?.(b, a)]);
      const statuses = answers.map((res) => res?.statusCode);
      expect(
        statuses,
        `round ${round}: ${answers.map((res) => res?.body).join(' | ')}`,
      ).not.toContain(500);
      const owners = await t.db.query(
        "select id from admins where role = 'Owner' and deactivated_at is null",
      );
      expect(owners, `round ${round}`).toHaveLength(1);
      // One went through; the other was refused (the last Owner, or a deactivated actor).
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });

  test('an invite to a deactivated teammate’s e-mail brings them back with the new role', async () => {
    const owner = await t.admin();
    const former = await t.admin('former@kirana.test', 'Support');
    await call(owner, 'POST', `/api/admin/admins/${former.id}/deactivate`);
    expectContract('createInvite', await invite(owner, 'former@kirana.test', 'Catalogue'), 201);
    expectContract('acceptInvite', await accept(await deliver(), 'Former Again'), 201);
    const back = expectContract<{ data: { secondStep: string } }>(
      'adminLogin',
      await login('former@kirana.test', 'a long new password'),
      200,
    );
    expect(back.data.secondStep).toBe('enrol');
    const [row] = await t.db.query<{ role: string; deactivated: boolean }>(
      'select role, deactivated_at is not null as deactivated from admins where id = $1',
      [former.id],
    );
    expect(row).toEqual({ role: 'Catalogue', deactivated: false });
  });
});
