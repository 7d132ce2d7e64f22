// My account (issue 25): change my password (the current one required; the other sessions end,
// this one stays), my sessions with their device, address and last seen, and ending one or all
// the others. Someone else's session, an unknown or ended one is a 404 that changes nothing.
import { describe, expect, test } from 'vitest';
import {
  CURRENT_PASSWORD_WRONG,
  NEW_PASSWORD_SAME,
  SESSION_NOT_FOUND,
  newPasswordProblem,
} from '@kirana/domain/auth';
import { invalidFieldMessage } from '@kirana/domain/common';
import { PASSWORD_TOO_COMMON } from '@kirana/domain/password-rules';
import { LAST_SEEN_EVERY_MS } from '../repositories/sessions.js';
import { TEST_PASSWORD, useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

interface Session {
  _id: string;
  device: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
}

describe.skipIf(!DATABASE_AVAILABLE)(`my account (${TEST_DB})`, () => {
  const t = useTestApp();

  /** Signs in through the login, from a device and an address. */
  async function signIn(email: string, userAgent: string, ip: string, password = TEST_PASSWORD) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
      remoteAddress: ip,
    });
    const token = expectContract<{ data: { accessToken: string } }>('adminLogin', res, 200).data
      .accessToken;
    return { authorization: `Bearer ${token}` };
  }
  const profile = (headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: '/api/admin/profile', headers });
  const sessions = async (headers: { authorization: string }) =>
    expectContract<{ data: { sessions: Session[] } }>(
      'listMySessions',
      await t.app.inject({ method: 'GET', url: '/api/admin/account/sessions', headers }),
      200,
    ).data.sessions;
  const changePassword = (headers: { authorization: string }, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/admin/account/password', headers, payload });
  const hashOf = async (id: string) => (await t.repos.admins.findById(id))?.passwordHash;
  const liveSessions = async (adminId: string) =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from sessions where admin_id = $1 and revoked_at is null',
        [adminId],
      )
    )[0]?.n;

  describe('change password', () => {
    test('needs the current password; the other sessions end, this one stays', async () => {
      const admin = await t.admin();
      const phone = await signIn(admin.email, ANDROID_CHROME, '10.1.0.1');
      const laptop = await signIn(admin.email, MAC_SAFARI, '10.1.0.2');
      const other = await t.admin();
      // Every session is used once, so each is remembered by the session cache.
      for (const headers of [admin.headers, phone, laptop, other.headers]) {
        expect((await profile(headers)).statusCode).toBe(200);
      }
      const res = await changePassword(phone, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a new long passphrase',
      });
      expect(
        expectContract<{ message: string; data: { ended: number } }>('changeMyPassword', res, 200)
          .data,
      ).toEqual({ ended: 2 });
      // The other two sessions end at once (the cache forgot them); this one and another
      // admin's stay.
      expect((await profile(phone)).statusCode).toBe(200);
      expectError('getAdminProfile', await profile(laptop), 401);
      expectError('getAdminProfile', await profile(admin.headers), 401);
      expect((await profile(other.headers)).statusCode).toBe(200);
      // The new password signs in; the old one no longer does.
      await signIn(admin.email, MAC_SAFARI, '10.1.0.3', 'a new long passphrase');
      expectError(
        'adminLogin',
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/admin/login',
          payload: { email: admin.email, password: TEST_PASSWORD },
          remoteAddress: '10.1.0.4',
        }),
        401,
      );
      // An audit entry says who changed their password (never the password).
      const [entry] = await t.repos.audit.list({ entity: 'admin', entityId: admin.id });
      expect(entry).toMatchObject({ adminId: admin.id, action: 'change-password' });
      expect(JSON.stringify(entry)).not.toContain('passphrase');
    });

    test('a wrong current password is a 400 naming the field; nothing changes', async () => {
      const admin = await t.admin();
      const laptop = await signIn(admin.email, MAC_SAFARI, '10.2.0.1');
      const hash = await hashOf(admin.id);
      const live = await liveSessions(admin.id);
      expectError(
        'changeMyPassword',
        await changePassword(admin.headers, {
          currentPassword: 'not my password',
          newPassword: 'a new long passphrase',
        }),
        400,
        invalidFieldMessage('currentPassword', CURRENT_PASSWORD_WRONG),
      );
      expect(await hashOf(admin.id)).toBe(hash);
      expect(await liveSessions(admin.id)).toBe(live);
      expect((await profile(laptop)).statusCode).toBe(200);
      expect(await t.repos.audit.list({ entity: 'admin' })).toEqual([]);
    });

    test('the new password follows the rule of every admin password; nothing changes', async () => {
      const admin = await t.admin();
      const hash = await hashOf(admin.id);
      const tooShort = newPasswordProblem('short');
      if (!tooShort) throw new Error('"short" must break the rule');
      expectError(
        'changeMyPassword',
        await changePassword(admin.headers, {
          currentPassword: TEST_PASSWORD,
          newPassword: 'short',
        }),
        400,
        invalidFieldMessage('newPassword', tooShort),
      );
      expectError(
        'changeMyPassword',
        await changePassword(admin.headers, {
          currentPassword: TEST_PASSWORD,
          newPassword: TEST_PASSWORD,
        }),
        400,
        invalidFieldMessage('newPassword', NEW_PASSWORD_SAME),
      );
      // On a list of common or leaked passwords (NIST SP 800-63B): refused, with its reason.
      for (const newPassword of ['password', 'iloveyou123', 'Sunshine2026!'])
        expectError(
          'changeMyPassword',
          await changePassword(admin.headers, { currentPassword: TEST_PASSWORD, newPassword }),
          400,
          invalidFieldMessage('newPassword', PASSWORD_TOO_COMMON),
        );
      const missing = expectError(
        'changeMyPassword',
        await changePassword(admin.headers, { newPassword: 'a new long passphrase' }),
        400,
      );
      expect(missing.field).toBe('currentPassword');
      expectError(
        'changeMyPassword',
        await changePassword(admin.headers, {
          currentPassword: TEST_PASSWORD,
          newPassword: 'x'.repeat(257),
        }),
        400,
      );
      expect(await hashOf(admin.id)).toBe(hash);
    });

    test('wrong current passwords count as failed sign-ins: too many answer 429', async () => {
      const admin = await t.admin();
      let last = 0;
      for (let i = 0; i < 12; i += 1) {
        last = (
          await changePassword(admin.headers, {
            currentPassword: `wrong ${i}`,
            newPassword: 'a new long passphrase',
          })
        ).statusCode;
        if (last === 429) break;
      }
      expect(last).toBe(429);
    });
  });

  describe('my sessions', () => {
    test('each with its device, address, sign-in and last seen; this one marked', async () => {
      const admin = await t.admin();
      const before = new Date(Date.now() - 1000).toISOString();
      const phone = await signIn(admin.email, ANDROID_CHROME, '10.3.0.1');
      await signIn(admin.email, MAC_SAFARI, '10.3.0.2');
      await t.admin(); // another admin's sessions are not listed
      const list = await sessions(phone);
      expect(list).toHaveLength(3);
      const mine = list.filter((session) => session.current);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        device: 'Chrome on Android',
        ipAddress: '10.3.0.1',
        userAgent: ANDROID_CHROME,
      });
      expect(list.map((session) => session.device).sort()).toEqual([
        'Chrome on Android',
        'Safari on macOS',
        'Unknown device', // the test helper's session, made without a browser
      ]);
      for (const session of list) {
        expect(session.createdAt >= before).toBe(true);
        expect(session.lastSeenAt >= session.createdAt).toBe(true);
      }
    });

    test('last seen is written at most once a minute, when the cached lookup is refreshed', async () => {
      const admin = await t.admin();
      const phone = await signIn(admin.email, ANDROID_CHROME, '10.4.0.1');
      const [session] = (await sessions(phone)).filter((s) => s.current);
      const id = session?._id ?? '';
      // Seen two minutes ago: the next lookup that misses the cache moves it to now.
      await t.db.query(
        `update sessions set last_seen_at = now() - interval '2 minutes' where id = $1`,
        [id],
      );
      const old = Date.now() - 2 * 60_000;
      // A fresh repository has an empty cache: its lookup reads the database.
      const { createRepositories } = await import('../repositories/index.js');
      const fresh = createRepositories(t.db);
      expect(await fresh.sessions.activeAdmin(id, admin.id)).not.toBeNull();
      const seen = async () =>
        Date.parse(
          (
            await t.db.query<{ at: string }>(
              `select to_char(last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
               from sessions where id = $1`,
              [id],
            )
          )[0]?.at ?? '',
        );
      const first = await seen();
      expect(first).toBeGreaterThan(old + 60_000);
      // Within the minute, another lookup does not write it again.
      const again = createRepositories(t.db);
      expect(await again.sessions.activeAdmin(id, admin.id)).not.toBeNull();
      expect(await seen()).toBe(first);
      expect(LAST_SEEN_EVERY_MS).toBe(60_000);
    });

    test('end one session: it signs out at once; the others stay', async () => {
      const admin = await t.admin();
      const phone = await signIn(admin.email, ANDROID_CHROME, '10.5.0.1');
      const laptop = await signIn(admin.email, MAC_SAFARI, '10.5.0.2');
      expect((await profile(laptop)).statusCode).toBe(200);
      const target = (await sessions(laptop)).find((s) => s.current)?._id ?? '';
      const res = await t.call('DELETE', `/api/admin/account/sessions/${target}`, phone);
      expectContract('endMySession', res, 200);
      expectError('getAdminProfile', await profile(laptop), 401);
      expect((await profile(phone)).statusCode).toBe(200);
      expect((await profile(admin.headers)).statusCode).toBe(200);
      expect((await sessions(phone)).map((s) => s._id)).not.toContain(target);
    });

    test("someone else's, an ended or an unknown session is a 404 that changes nothing", async () => {
      const admin = await t.admin();
      const other = await t.admin();
      const phone = await signIn(other.email, ANDROID_CHROME, '10.6.0.1');
      const theirs = (await sessions(phone)).find((s) => s.current)?._id ?? '';
      const end = (id: string) =>
        t.call('DELETE', `/api/admin/account/sessions/${id}`, admin.headers);
      expectError('endMySession', await end(theirs), 404, SESSION_NOT_FOUND);
      expect((await profile(phone)).statusCode).toBe(200);
      expectError('endMySession', await end('3f2504e0-4f89-41d3-9a0c-0305e82c3301'), 404);
      expectError('endMySession', await end('not-a-uuid'), 400);
      // An ended session cannot be ended again.
      const mine = await signIn(admin.email, MAC_SAFARI, '10.6.0.2');
      const mineId = (await sessions(mine)).find((s) => s.current)?._id ?? '';
      expectContract('endMySession', await end(mineId), 200);
      expectError('endMySession', await end(mineId), 404, SESSION_NOT_FOUND);
    });

    test('end all others: every other session signs out, this one stays', async () => {
      const admin = await t.admin();
      const phone = await signIn(admin.email, ANDROID_CHROME, '10.7.0.1');
      const laptop = await signIn(admin.email, MAC_SAFARI, '10.7.0.2');
      const other = await t.admin();
      for (const headers of [admin.headers, laptop]) {
        expect((await profile(headers)).statusCode).toBe(200);
      }
      const res = await t.call('POST', '/api/admin/account/sessions/end-others', phone);
      expect(
        expectContract<{ data: { ended: number } }>('endMyOtherSessions', res, 200).data.ended,
      ).toBe(2);
      expectError('getAdminProfile', await profile(laptop), 401);
      expectError('getAdminProfile', await profile(admin.headers), 401);
      expect((await profile(phone)).statusCode).toBe(200);
      expect((await profile(other.headers)).statusCode).toBe(200);
      expect((await sessions(phone)).map((s) => s.current)).toEqual([true]);
    });
  });
});
