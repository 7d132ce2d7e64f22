import { SignJWT } from 'jose';
import { ROLE_PERMISSIONS } from '@kirana/domain/team';
import { describe, expect, test } from 'vitest';
import {
  REMEMBER_ME_SESSION_MS,
  SHORT_SESSION_MS,
  API_AUTHENTICATION_REQUIRED,
  API_INVALID_CREDENTIALS,
  API_TOKEN_EXPIRED,
  API_TOKEN_INVALID,
} from '@kirana/domain/auth';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import { issueToken } from '../auth/tokens.js';
import { TEST_PASSWORD, TEST_SECRET, useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

interface LoginBody {
  data: {
    admin: { _id: string; email: string; name: string; role: string };
    accessToken: string;
    expiresAt: string;
  };
  message: string;
}

describe.skipIf(!DATABASE_AVAILABLE)(`auth (${TEST_DB})`, () => {
  const t = useTestApp();

  const login = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload, remoteAddress: ip });

  describe('POST /api/auth/admin/login', () => {
    /** A wrong password for `email` from `ip`, answered `status` (401, or 429 once limited). */
    const wrongLogin = async (email: string, ip: string, status: number) =>
      expectError('adminLogin', await login({ email, password: 'wrong-pass' }, ip), status);
    /** The right password for `email` (from `ip`) lets them in. */
    const rightLogin = async (email: string, ip?: string) =>
      expectContract('adminLogin', await login({ email, password: TEST_PASSWORD }, ip), 200);

    test('answers the admin, a token and an 8-hour expiry without remember-me', async () => {
      const admin = await t.admin('Ravi@Kirana.Test');
      const before = Date.now();
      const res = await login({ email: 'RAVI@kirana.test', password: TEST_PASSWORD });
      const after = Date.now();
      const body = expectContract<LoginBody>('adminLogin', res, 200);
      expect(body.message).toBe('Login successful.');
      expect(body.data.admin).toEqual({
        _id: admin.id,
        email: 'ravi@kirana.test',
        name: expect.any(String),
        role: 'Owner',
        permissions: [...ROLE_PERMISSIONS.Owner],
      });
      // The session starts while the login is answered (after hashing the password, which can
      // take a second on a busy machine): between the request and the answer.
      const expiresAt = Date.parse(body.data.expiresAt);
      expect(expiresAt).toBeGreaterThanOrEqual(before + SHORT_SESSION_MS);
      expect(expiresAt).toBeLessThanOrEqual(after + SHORT_SESSION_MS);
      // The token works on a protected endpoint.
      const profile = await t.call('GET', '/api/admin/profile', {
        authorization: `Bearer ${body.data.accessToken}`,
      });
      expect(
        expectContract<{ data: { admin: { _id: string } } }>('getAdminProfile', profile, 200).data
          .admin._id,
      ).toBe(admin.id);
    });

    test('remember-me gives a 30-day token', async () => {
      const admin = await t.admin();
      const before = Date.now();
      const res = await login({ email: admin.email, password: TEST_PASSWORD, rememberMe: true });
      const after = Date.now();
      const body = expectContract<LoginBody>('adminLogin', res, 200);
      // The session starts while the login is answered (after hashing the password, which can
      // take a second on a busy machine): between the request and the answer.
      const expiresAt = Date.parse(body.data.expiresAt);
      expect(expiresAt).toBeGreaterThanOrEqual(before + REMEMBER_ME_SESSION_MS);
      expect(expiresAt).toBeLessThanOrEqual(after + REMEMBER_ME_SESSION_MS);
      const [, payload] = body.data.accessToken.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
        exp: number;
      };
      expect(claims.exp * 1000).toBe(Math.floor(Date.parse(body.data.expiresAt) / 1000) * 1000);
    });

    test('a wrong password and an unknown e-mail get the same 401', async () => {
      const admin = await t.admin();
      const wrong = expectError(
        'adminLogin',
        await login({ email: admin.email, password: 'nope-nope' }),
        401,
        API_INVALID_CREDENTIALS,
      );
      const unknown = expectError(
        'adminLogin',
        await login({ email: 'nobody@kirana.test', password: 'nope-nope' }),
        401,
      );
      expect(unknown).toEqual(wrong);
      expect(wrong.code).toBe('INVALID_CREDENTIALS');
    });

    test.each([
      [{ password: 'x' }, /^email: /],
      [{ email: 'not-an-email', password: 'x' }, /^email: /],
      [{ email: 'a@b.in', password: '' }, /^password: /],
      [{ email: 'a@b.in', password: 'x', rememberMe: 'yes' }, /^rememberMe: /],
      [{ email: 'a@b.in', password: 'x', extra: 1 }, /^extra: /],
    ])('bad input %j is a 400 naming the field', async (payload, message) => {
      expectError('adminLogin', await login(payload), 400, message);
    });

    test('a body that is not JSON is a 400, never a 500', async () => {
      const res = await t.call(
        'POST',
        '/api/auth/admin/login',
        { 'content-type': 'application/json' },
        '{"email":',
      );
      expectError('adminLogin', res, 400);
    });

    test('a stranger guessing from one address waits longer each time; the owner elsewhere still gets in', async () => {
      const admin = await t.admin();
      const guess = () => login({ email: admin.email, password: 'wrong-pass' }, '10.0.1.1');
      for (let i = 0; i < 3; i += 1) expectError('adminLogin', await guess(), 401);
      const slowed = await guess();
      expectError('adminLogin', slowed, 429, API_RATE_LIMITED);
      expect(slowed.headers['retry-after']).toBe('1');
      // Even the right password waits at that address.
      expectError(
        'adminLogin',
        await login({ email: admin.email, password: TEST_PASSWORD }, '10.0.1.1'),
        429,
      );
      // The owner, at an address that has not been failing, is not locked out.
      await rightLogin(admin.email, '10.0.2.1');
    });

    test('failures from many addresses do not lock the account for the owner', async () => {
      const admin = await t.admin();
      for (let i = 0; i < 10; i += 1) {
        await wrongLogin(admin.email, `10.0.1.${i}`, 401);
      }
      await rightLogin(admin.email, '10.0.2.1');
    });

    test('attempts are limited per address across e-mails', async () => {
      for (let i = 0; i < 10; i += 1) {
        await wrongLogin(`user${i}@kirana.test`, '10.0.3.1', 401);
      }
      await wrongLogin('other@kirana.test', '10.0.3.1', 429);
      // Another address is not affected.
      await wrongLogin('other@kirana.test', '10.0.3.2', 401);
    });

    test('successful logins do not use up the limit', async () => {
      const admin = await t.admin();
      for (let i = 0; i < 12; i += 1) {
        await rightLogin(admin.email);
      }
    });
  });

  describe('protected endpoints refuse bad tokens with 401', () => {
    const profile = (authorization?: string) =>
      t.call('GET', '/api/admin/profile', authorization ? { authorization } : {});
    /** The profile refuses `token` as a Bearer token: 401, with `message` when given. */
    const expectRefused = async (token: string, message?: Parameters<typeof expectError>[3]) =>
      expectError('getAdminProfile', await profile(`Bearer ${token}`), 401, message);

    test('missing token', async () => {
      expectError('getAdminProfile', await profile(), 401, API_AUTHENTICATION_REQUIRED);
    });

    test('malformed header and malformed token', async () => {
      expectError('getAdminProfile', await profile('Basic abc'), 401, API_TOKEN_INVALID);
      await expectRefused('not.a.jwt', API_TOKEN_INVALID);
    });

    test('a token signed with another secret', async () => {
      const admin = await t.admin();
      const foreign = await issueToken(
        'another-secret-another-secret-another-secret',
        admin.id,
        new Date(Date.now() + 60_000),
      );
      await t.repos.sessions.create({
        id: foreign.jti,
        adminId: admin.id,
        expiresAt: foreign.expiresAt,
      });
      await expectRefused(foreign.token, API_TOKEN_INVALID);
    });

    test('an expired token', async () => {
      const admin = await t.admin();
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setJti(crypto.randomUUID())
        .setIssuer('kirana-api')
        .setAudience('kirana-admin')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
        .sign(new TextEncoder().encode(TEST_SECRET));
      await expectRefused(expired, API_TOKEN_EXPIRED);
    });

    test('a well-signed token with no session (never issued by login)', async () => {
      const admin = await t.admin();
      const stray = await issueToken(TEST_SECRET, admin.id, new Date(Date.now() + 60_000));
      await expectRefused(stray.token, API_TOKEN_INVALID);
    });

    test('an "alg: none" token', async () => {
      const admin = await t.admin();
      const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({
          sub: admin.id,
          jti: crypto.randomUUID(),
          exp: Math.floor(Date.now() / 1000) + 60,
          iss: 'kirana-api',
          aud: 'kirana-admin',
        }),
      ).toString('base64url');
      await expectRefused(`${header}.${payload}.`);
    });
  });

  describe('POST /api/auth/admin/logout', () => {
    test('revokes the token: it no longer works anywhere', async () => {
      const admin = await t.admin();
      const out = await t.call('POST', '/api/auth/admin/logout', admin.headers);
      expect(expectContract<{ message: string }>('adminLogout', out, 200).message).toBe(
        'You have been logged out.',
      );
      const after = await t.call('GET', '/api/stats/customers', admin.headers);
      expectError('getCustomersCount', after, 401, API_TOKEN_INVALID);
      const again = await t.call('POST', '/api/auth/admin/logout', admin.headers);
      expectError('adminLogout', again, 401);
    });

    test('other sessions of the same admin stay valid', async () => {
      const admin = await t.admin();
      const res = await login({ email: admin.email, password: TEST_PASSWORD });
      const second = expectContract<LoginBody>('adminLogin', res, 200).data.accessToken;
      await t.app.inject({ method: 'POST', url: '/api/auth/admin/logout', headers: admin.headers });
      const still = await t.call('GET', '/api/admin/profile', {
        authorization: `Bearer ${second}`,
      });
      expectContract('getAdminProfile', still, 200);
    });

    test('a session revoked elsewhere (another instance, a script) is refused at once', async () => {
      const admin = await t.admin();
      const profile = () =>
        t.app.inject({ method: 'GET', url: '/api/admin/profile', headers: admin.headers });
      expectContract('getAdminProfile', await profile(), 200);
      expectContract('getAdminProfile', await profile(), 200); // its lookup is now remembered
      await t.db.query('update sessions set revoked_at = now() where admin_id = $1', [admin.id]);
      expectError('getAdminProfile', await profile(), 401, API_TOKEN_INVALID);
    });

    test('without a token is a 401', async () => {
      expectError('adminLogout', await t.call('POST', '/api/auth/admin/logout'), 401);
    });
  });

  describe('GET /api/admin/login-image', () => {
    test('answers null when no image is configured', async () => {
      const admin = await t.admin();
      const res = await t.call('GET', '/api/admin/login-image', admin.headers);
      expect(expectContract('getLoginImage', res, 200)).toEqual({
        status: 'success',
        data: { imageUrl: null },
      });
    });

    test('needs a token', async () => {
      expectError('getLoginImage', await t.call('GET', '/api/admin/login-image'), 401);
    });
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`login limit from LOGIN_RATE_LIMIT (${TEST_DB})`, () => {
  const t = useTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });

  test('after 3 failures from one address the rest of the 15 minutes is refused when LOGIN_RATE_LIMIT is 3', async () => {
    const admin = await t.admin();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: admin.email, password: 'wrong-pass' },
        remoteAddress: '10.0.9.1',
      });
    for (let i = 0; i < 3; i += 1) expectError('adminLogin', await attempt(), 401);
    const blocked = await attempt();
    expectError('adminLogin', blocked, 429, API_RATE_LIMITED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
