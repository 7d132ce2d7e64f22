import { describe, expect, test } from 'vitest';
import { REMEMBER_ME_SESSION_MS, SHORT_SESSION_MS } from '@kirana/domain/auth';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import {
  PASSWORD_WRONG,
  RECOVERY_CODE_WRONG,
  SECOND_FACTOR_MISSING,
  SECOND_STEP_ACCOUNT_PAUSED,
  SECOND_STEP_ENDED,
  SECOND_STEP_MS,
  SECOND_STEP_ONE_CODE,
  SECOND_STEP_TOO_MANY,
  TOTP_CODE_INVALID,
  TOTP_CODE_WRONG,
} from '@kirana/domain/two-step';
import { encryptSecret, keyedHash, mfaKeys, newRecoveryCodes } from '../auth/mfa-secrets.js';
import { newTotpSecret, totpCode } from '../auth/totp.js';
import { TEST_PASSWORD, useTestApp, type TestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

interface SessionBody {
  message: string;
  data: { admin: { _id: string; email: string }; accessToken: string; expiresAt: string };
}
interface DueBody {
  message: string;
  data: { secondStep: 'code' | 'enrol'; challengeToken: string; expiresAt: string };
}
interface SecretBody {
  data: { secret: string; otpauthUri: string; qrCodeSvg: string; account: string };
}
interface EnrolledBody {
  data: SessionBody['data'] & { recoveryCodes: string[] };
}

const STEP_MS = 30_000;
let address = 0;
/** A client address of its own, so the login guard's per-address delays stay out of the way. */
const freshAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

function helpers(t: TestApp) {
  const post = (url: string, payload: Record<string, unknown>, ip = freshAddress()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const login = (email: string, extra: Record<string, unknown> = {}, ip?: string) =>
    post('/api/auth/admin/login', { email, password: TEST_PASSWORD, ...extra }, ip);
  /** Sends the challenge's token (a challenge spread in is fine) with a code. */
  const secondStep = (payload: Record<string, unknown>, ip?: string) => {
    const { secondStep: _due, expiresAt: _expiry, ...body } = payload;
    return post('/api/auth/admin/second-step', body, ip);
  };

  /** Gives the admin a factor directly (no step used yet) and its recovery codes. */
  async function giveFactor(adminId: string) {
    const keys = mfaKeys(t.config.mfaKeyMaterial);
    const secret = newTotpSecret();
    const recoveryCodes = newRecoveryCodes();
    await t.db.transaction(async (tx) => {
      await t.repos.secondFactor.setFactor(
        { adminId, secret: encryptSecret(keys, adminId, secret), step: 0, replace: true },
        tx,
      );
      await t.repos.secondFactor.replaceRecoveryCodes(
        adminId,
        recoveryCodes.map((code) => keyedHash(keys, 'recovery', code)),
        tx,
      );
    });
    return { secret, recoveryCodes };
  }

  async function challenge(email: string, extra: Record<string, unknown> = {}, ip?: string) {
    return expectContract<DueBody>('adminLogin', await login(email, extra, ip), 200).data;
  }

  const sessionCount = async () =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from sessions'))[0]?.n;

  const failures = async (token: string) =>
    (
      await t.db.query<{ failures: number }>(
        'select attempts as failures from admin_challenges where token_hash = $1',
        [keyedHash(mfaKeys(t.config.mfaKeyMaterial), 'challenge', token)],
      )
    )[0]?.failures;

  /** The codes checked for the admin in the current quarter hour (whatever the challenges). */
  const codeChecks = async (adminId: string) =>
    (
      await t.db.query<{ n: number }>('select second_step_checks as n from admins where id = $1', [
        adminId,
      ])
    )[0]?.n;

  /** An admin with a factor who gave their password: their challenge waits for a code. */
  async function atSecondStep() {
    const admin = await t.admin();
    const { secret } = await giveFactor(admin.id);
    const { challengeToken } = await challenge(admin.email);
    return { admin, secret, challengeToken };
  }

  return {
    post,
    login,
    secondStep,
    giveFactor,
    challenge,
    atSecondStep,
    sessionCount,
    failures,
    codeChecks,
  };
}

describe.skipIf(!DATABASE_AVAILABLE)(`two-step sign-in, MFA_REQUIRED=true (${TEST_DB})`, () => {
  const t = useTestApp({ env: { MFA_REQUIRED: 'true' } });
  const h = helpers(t);

  describe('enrolment at first sign-in', () => {
    test('a right password holds no session: it answers a challenge to enrol', async () => {
      const admin = await t.admin();
      const before = await h.sessionCount();
      const before5 = Date.now();
      const body = expectContract<DueBody>('adminLogin', await h.login(admin.email), 200);
      expect(body.message).toBe('Set up two-step sign-in to continue.');
      expect(body.data).toEqual({
        secondStep: 'enrol',
        challengeToken: expect.any(String),
        expiresAt: expect.any(String),
      });
      expect(body.data).not.toHaveProperty('accessToken');
      expect(Date.parse(body.data.expiresAt)).toBeGreaterThanOrEqual(before5 + SECOND_STEP_MS - 1);
      expect(Date.parse(body.data.expiresAt)).toBeLessThanOrEqual(Date.now() + SECOND_STEP_MS);
      expect(await h.sessionCount()).toBe(before);
    });

    test('shows one secret as text, URI and QR code, and a first code enrols and signs in', async () => {
      const admin = await t.admin();
      const { challengeToken } = await h.challenge(admin.email, { rememberMe: true });
      const shown = expectContract<SecretBody>(
        'getAdminEnrolmentSecret',
        await h.post('/api/auth/admin/enrolment/secret', { challengeToken }),
        200,
      ).data;
      expect(shown.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(shown.otpauthUri).toContain(`secret=${shown.secret}`);
      expect(shown.otpauthUri).toMatch(/^otpauth:\/\/totp\/Kirana%20Admin%3A/);
      expect(shown.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(shown.account).toBe(admin.email);
      // The same secret however often it is asked for.
      const again = await h.post('/api/auth/admin/enrolment/secret', { challengeToken });
      expect(expectContract<SecretBody>('getAdminEnrolmentSecret', again, 200).data.secret).toBe(
        shown.secret,
      );

      // A wrong first code enrols nothing.
      const wrongCode = totpCode(shown.secret, Date.now() - 4 * STEP_MS);
      const wrong = await h.post('/api/auth/admin/enrolment/confirm', {
        challengeToken,
        code: wrongCode,
      });
      expect(expectError('confirmAdminEnrolment', wrong, 401, TOTP_CODE_WRONG).code).toBe(
        'INVALID_CODE',
      );
      expect((await t.repos.secondFactor.state(admin.id)).secret).toBeNull();

      const before = Date.now();
      const res = await h.post('/api/auth/admin/enrolment/confirm', {
        challengeToken,
        code: totpCode(shown.secret),
      });
      const enrolled = expectContract<EnrolledBody>('confirmAdminEnrolment', res, 200).data;
      expect(enrolled.admin._id).toBe(admin.id);
      expect(enrolled.recoveryCodes).toHaveLength(10);
      expect(Date.parse(enrolled.expiresAt)).toBeGreaterThanOrEqual(
        before + REMEMBER_ME_SESSION_MS,
      );
      const profile = await t.call('GET', '/api/admin/profile', {
        authorization: `Bearer ${enrolled.accessToken}`,
      });
      expect(profile.statusCode).toBe(200);

      // At rest: the secret encrypted, the recovery codes hashed.
      const [row] = await t.db.query<{ totp_secret: string }>(
        'select totp_secret from admins where id = $1',
        [admin.id],
      );
      expect(row?.totp_secret).toMatch(/^v1\./);
      expect(row?.totp_secret).not.toContain(shown.secret);
      const stored = await t.db.query<{ code_hash: string }>(
        'select code_hash from admin_recovery_codes where admin_id = $1',
        [admin.id],
      );
      expect(stored).toHaveLength(10);
      for (const code of enrolled.recoveryCodes) {
        expect(stored.map((s) => s.code_hash)).not.toContain(code);
      }

      // The challenge is used: neither its secret nor a second confirmation.
      expectError(
        'getAdminEnrolmentSecret',
        await h.post('/api/auth/admin/enrolment/secret', { challengeToken }),
        401,
        SECOND_STEP_ENDED,
      );
      const reused = await h.post('/api/auth/admin/enrolment/confirm', {
        challengeToken,
        code: totpCode(shown.secret, Date.now() + STEP_MS),
      });
      expect(expectError('confirmAdminEnrolment', reused, 401, SECOND_STEP_ENDED).code).toBe(
        'SECOND_STEP_ENDED',
      );

      // The next sign-in asks for a code.
      expect((await h.challenge(admin.email)).secondStep).toBe('code');
    });
  });

  describe('the second step', () => {
    test('a right code signs in with the session remember-me asked for', async () => {
      const admin = await t.admin();
      const { secret } = await h.giveFactor(admin.id);
      const before = await h.sessionCount();
      const { challengeToken, secondStep } = await h.challenge(admin.email);
      expect(secondStep).toBe('code');
      expect(await h.sessionCount()).toBe(before);
      const started = Date.now();
      const res = await h.secondStep({ challengeToken, code: totpCode(secret) });
      const body = expectContract<SessionBody>('adminSecondStep', res, 200);
      expect(body.message).toBe('Login successful.');
      expect(body.data.admin._id).toBe(admin.id);
      expect(Date.parse(body.data.expiresAt)).toBeGreaterThanOrEqual(started + SHORT_SESSION_MS);
      expect(Date.parse(body.data.expiresAt)).toBeLessThan(started + SHORT_SESSION_MS + 60_000);
      expect(await h.sessionCount()).toBe((before ?? 0) + 1);
      // The challenge is single-use.
      const again = await h.secondStep({
        challengeToken,
        code: totpCode(secret, Date.now() + STEP_MS),
      });
      expectError('adminSecondStep', again, 401, SECOND_STEP_ENDED);
    });

    test('a code is accepted once: replayed within its step, or an older step, it is refused', async () => {
      const admin = await t.admin();
      const { secret } = await h.giveFactor(admin.id);
      const now = Date.now();
      const first = await h.challenge(admin.email);
      const code = totpCode(secret, now);
      expectContract('adminSecondStep', await h.secondStep({ ...first, code }), 200);

      const second = await h.challenge(admin.email);
      const replay = await h.secondStep({ challengeToken: second.challengeToken, code });
      expect(expectError('adminSecondStep', replay, 401, TOTP_CODE_WRONG).code).toBe(
        'INVALID_CODE',
      );
      const older = await h.secondStep({
        challengeToken: second.challengeToken,
        code: totpCode(secret, now - STEP_MS),
      });
      expectError('adminSecondStep', older, 401, TOTP_CODE_WRONG);
      // The next step's code is still good (one step of drift).
      const next = await h.secondStep({
        challengeToken: second.challengeToken,
        code: totpCode(secret, now + STEP_MS),
      });
      expectContract('adminSecondStep', next, 200);
    });

    test('a code two steps away is refused', async () => {
      const { secret, challengeToken } = await h.atSecondStep();
      const before = await h.sessionCount();
      for (const offset of [-2 * STEP_MS, 2 * STEP_MS]) {
        const res = await h.secondStep({
          challengeToken,
          code: totpCode(secret, Date.now() + offset),
        });
        expectError('adminSecondStep', res, 401, TOTP_CODE_WRONG);
      }
      expect(await h.sessionCount()).toBe(before);
    });

    test('seven digits, other characters or no code are bad input, and count nothing', async () => {
      const { secret, challengeToken } = await h.atSecondStep();
      const seven = await h.secondStep({ challengeToken, code: `${totpCode(secret)}1` });
      const body = expectError('adminSecondStep', seven, 400, {
        ...TOTP_CODE_INVALID,
        field: 'code',
      });
      expect(body.code).toBe('VALIDATION_ERROR');
      expectError('adminSecondStep', await h.secondStep({ challengeToken, code: '12a456' }), 400, {
        ...TOTP_CODE_INVALID,
        field: 'code',
      });
      expectError(
        'adminSecondStep',
        await h.secondStep({ challengeToken }),
        400,
        SECOND_STEP_ONE_CODE,
      );
      expectError(
        'adminSecondStep',
        await h.secondStep({ challengeToken, code: '123456', recoveryCode: 'abcde-fghij' }),
        400,
        SECOND_STEP_ONE_CODE,
      );
      expect(await h.failures(challengeToken)).toBe(0);
      expectContract(
        'adminSecondStep',
        await h.secondStep({ challengeToken, code: totpCode(secret) }),
        200,
      );
    });

    test('a recovery code signs in once; used twice it is refused', async () => {
      const admin = await t.admin();
      const { recoveryCodes } = await h.giveFactor(admin.id);
      const [code = ''] = recoveryCodes;
      const first = await h.challenge(admin.email);
      const ok = await h.secondStep({ ...first, recoveryCode: code.toUpperCase() });
      expectContract('adminSecondStep', ok, 200);
      const second = await h.challenge(admin.email);
      const again = await h.secondStep({ ...second, recoveryCode: code });
      expect(expectError('adminSecondStep', again, 401, RECOVERY_CODE_WRONG).code).toBe(
        'INVALID_CODE',
      );
      expect(await t.repos.secondFactor.unusedRecoveryCodes(admin.id)).toBe(9);
      // Another of the codes still works.
      expectContract(
        'adminSecondStep',
        await h.secondStep({ ...second, recoveryCode: recoveryCodes[1] }),
        200,
      );
    });

    test('five wrong codes end the challenge, even from five addresses', async () => {
      const { secret, challengeToken } = await h.atSecondStep();
      const before = await h.sessionCount();
      const wrong = totpCode(secret, Date.now() - 10 * STEP_MS);
      for (let i = 1; i < 5; i += 1) {
        expectError(
          'adminSecondStep',
          await h.secondStep({ challengeToken, code: wrong }),
          401,
          TOTP_CODE_WRONG,
        );
      }
      const fifth = await h.secondStep({ challengeToken, code: wrong });
      expect(expectError('adminSecondStep', fifth, 401, SECOND_STEP_TOO_MANY).code).toBe(
        'SECOND_STEP_ENDED',
      );
      const right = await h.secondStep({ challengeToken, code: totpCode(secret) });
      expectError('adminSecondStep', right, 401, SECOND_STEP_ENDED);
      expect(await h.sessionCount()).toBe(before);
    });

    test('fifty wrong codes sent at once on one challenge: at most five are checked', async () => {
      const { admin, secret, challengeToken } = await h.atSecondStep();
      const wrong = totpCode(secret, Date.now() - 10 * STEP_MS);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => h.secondStep({ challengeToken, code: wrong })),
      );
      const rules = answers.map((res) => res.json().rule as string);
      // Four answered "wrong", the fifth check ended it; every other code was never checked:
      // refused as too many, or as ended when it came after the end.
      expect(rules.filter((rule) => rule === TOTP_CODE_WRONG.rule)).toHaveLength(4);
      const others = new Set(rules.filter((rule) => rule !== TOTP_CODE_WRONG.rule));
      expect(others).toContain(SECOND_STEP_TOO_MANY.rule);
      const unchecked: string[] = [SECOND_STEP_TOO_MANY.rule, SECOND_STEP_ENDED.rule];
      expect([...others].filter((rule) => !unchecked.includes(rule))).toEqual([]);
      expect(await h.failures(challengeToken)).toBe(5);
      expect(await h.codeChecks(admin.id)).toBe(5);
    });

    test('ten codes an admin a quarter hour, whatever the challenges; a right code then clears it', async () => {
      const admin = await t.admin();
      const { secret } = await h.giveFactor(admin.id);
      const wrong = totpCode(secret, Date.now() - 10 * STEP_MS);
      for (let round = 0; round < 2; round += 1) {
        const { challengeToken } = await h.challenge(admin.email);
        for (let i = 0; i < 5; i += 1) await h.secondStep({ challengeToken, code: wrong });
      }
      const third = await h.challenge(admin.email);
      const paused = await h.secondStep({ ...third, code: totpCode(secret) });
      expectError('adminSecondStep', paused, 429, SECOND_STEP_ACCOUNT_PAUSED);
      expect(Number(paused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // The refusal took nothing from the challenge; once the window is over the code works.
      expect(await h.failures(third.challengeToken)).toBe(0);
      await t.db.query(
        "update admins set second_step_window_at = now() - interval '16 minutes' where id = $1",
        [admin.id],
      );
      expectContract(
        'adminSecondStep',
        await h.secondStep({ ...third, code: totpCode(secret) }),
        200,
      );
      expect(await h.codeChecks(admin.id)).toBe(0);
    });

    test('an expired or unknown challenge is refused', async () => {
      const { secret, challengeToken } = await h.atSecondStep();
      await t.db.query("update admin_challenges set expires_at = now() - interval '1 second'");
      const expired = await h.secondStep({ challengeToken, code: totpCode(secret) });
      expectError('adminSecondStep', expired, 401, SECOND_STEP_ENDED);
      const unknown = await h.secondStep({ challengeToken: 'made-up', code: totpCode(secret) });
      expectError('adminSecondStep', unknown, 401, SECOND_STEP_ENDED);
      // An enrolment's challenge does not finish a code's second step, nor the reverse.
      const enrolling = await t.admin();
      const enrol = await h.challenge(enrolling.email);
      expectError(
        'adminSecondStep',
        await h.secondStep({ challengeToken: enrol.challengeToken, code: '123456' }),
        401,
        SECOND_STEP_ENDED,
      );
    });

    test('the login guard counts wrong codes with password failures', async () => {
      const admin = await t.admin();
      const { secret } = await h.giveFactor(admin.id);
      const ip = '10.8.0.1';
      // A wrong password, a right one, then wrong codes from the same address.
      expect((await h.login(admin.email, { password: 'wrong password' }, ip)).statusCode).toBe(401);
      const { challengeToken } = await h.challenge(admin.email, {}, ip);
      const wrong = totpCode(secret, Date.now() - 10 * STEP_MS);
      expectError(
        'adminSecondStep',
        await h.secondStep({ challengeToken, code: wrong }, ip),
        401,
        TOTP_CODE_WRONG,
      );
      // The fourth failure of the pair must wait (the guard's delays start after three).
      const slowed = await h.secondStep({ challengeToken, code: totpCode(secret) }, ip);
      expectError('adminSecondStep', slowed, 429, API_RATE_LIMITED);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // The refused attempt changed nothing: the challenge is open, its code unused.
      expect(await h.failures(challengeToken)).toBe(1);
    });
  });

  describe("resetting one's own factor", () => {
    const reset = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/account/second-factor/reset',
        headers,
        payload,
        remoteAddress: freshAddress(),
      });
    const confirm = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/account/second-factor/confirm',
        headers,
        payload,
        remoteAddress: freshAddress(),
      });
    const storedSecret = async (id: string) => (await t.repos.secondFactor.state(id)).secret;

    test('a wrong password or a wrong code changes nothing', async () => {
      const admin = await t.admin();
      const { secret, recoveryCodes } = await h.giveFactor(admin.id);
      const before = await storedSecret(admin.id);

      const badPassword = await reset(admin.headers, {
        password: 'not the password',
        recoveryCode: recoveryCodes[0],
      });
      const body = expectError('startSecondFactorReset', badPassword, 400, {
        ...PASSWORD_WRONG,
        field: 'password',
      });
      expect(body.code).toBe('INVALID_CREDENTIALS');
      const badCode = await reset(admin.headers, {
        password: TEST_PASSWORD,
        code: totpCode(secret, Date.now() - 10 * STEP_MS),
      });
      expect(
        expectError('startSecondFactorReset', badCode, 400, { ...TOTP_CODE_WRONG, field: 'code' })
          .code,
      ).toBe('INVALID_CODE');
      const badRecovery = await reset(admin.headers, {
        password: TEST_PASSWORD,
        recoveryCode: 'aaaaa-aaaaa',
      });
      expectError('startSecondFactorReset', badRecovery, 400, {
        ...RECOVERY_CODE_WRONG,
        field: 'recoveryCode',
      });

      expect(await storedSecret(admin.id)).toBe(before);
      expect(await t.repos.secondFactor.unusedRecoveryCodes(admin.id)).toBe(10);
      const count = await t.db.query('select 1 from admin_challenges');
      expect(count).toHaveLength(0);
    });

    test('password and code show a new secret; a code of it replaces the factor and its recovery codes', async () => {
      const admin = await t.admin();
      const old = await h.giveFactor(admin.id);
      const res = await reset(admin.headers, {
        password: TEST_PASSWORD,
        code: totpCode(old.secret),
      });
      const started = expectContract<{
        data: { challengeToken: string; totp: { secret: string; qrCodeSvg: string } };
      }>('startSecondFactorReset', res, 200).data;
      expect(started.totp.secret).not.toBe(old.secret);
      expect(started.totp.qrCodeSvg).toContain('<svg');
      // Until confirmed, the old factor stays.
      expect((await h.challenge(admin.email)).secondStep).toBe('code');

      const withOld = await confirm(admin.headers, {
        challengeToken: started.challengeToken,
        code: totpCode(old.secret, Date.now() + STEP_MS),
      });
      expectError('confirmSecondFactorReset', withOld, 400, { ...TOTP_CODE_WRONG, field: 'code' });

      const done = await confirm(admin.headers, {
        challengeToken: started.challengeToken,
        code: totpCode(started.totp.secret),
      });
      const fresh = expectContract<{ data: { recoveryCodes: string[] } }>(
        'confirmSecondFactorReset',
        done,
        200,
      ).data.recoveryCodes;
      expect(fresh).toHaveLength(10);
      expect(fresh).not.toContain(old.recoveryCodes[1]);

      // The old recovery codes and the old secret no longer sign in; the new ones do.
      const signIn = await h.challenge(admin.email);
      expectError(
        'adminSecondStep',
        await h.secondStep({ ...signIn, recoveryCode: old.recoveryCodes[1] }),
        401,
        RECOVERY_CODE_WRONG,
      );
      expectError(
        'adminSecondStep',
        await h.secondStep({ ...signIn, code: totpCode(old.secret, Date.now() + STEP_MS) }),
        401,
        TOTP_CODE_WRONG,
      );
      expectContract(
        'adminSecondStep',
        await h.secondStep({ ...signIn, recoveryCode: fresh[0] }),
        200,
      );
      // The reset's challenge is used.
      const again = await confirm(admin.headers, {
        challengeToken: started.challengeToken,
        code: totpCode(started.totp.secret, Date.now() + STEP_MS),
      });
      expectError('confirmSecondFactorReset', again, 409, SECOND_STEP_ENDED);
    });

    test("without a factor it is refused, and nobody confirms another admin's reset", async () => {
      const bare = await t.admin();
      const res = await reset(bare.headers, { password: TEST_PASSWORD, code: '123456' });
      expectError('startSecondFactorReset', res, 409, SECOND_FACTOR_MISSING);

      const admin = await t.admin();
      const { recoveryCodes } = await h.giveFactor(admin.id);
      const started = expectContract<{
        data: { challengeToken: string; totp: { secret: string } };
      }>(
        'startSecondFactorReset',
        await reset(admin.headers, { password: TEST_PASSWORD, recoveryCode: recoveryCodes[0] }),
        200,
      ).data;
      const other = await t.admin();
      await h.giveFactor(other.id);
      const stolen = await confirm(other.headers, {
        challengeToken: started.challengeToken,
        code: totpCode(started.totp.secret),
      });
      expectError('confirmSecondFactorReset', stolen, 409, SECOND_STEP_ENDED);
    });
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`two-step sign-in, MFA_REQUIRED=false (${TEST_DB})`, () => {
  const t = useTestApp({ env: { MFA_REQUIRED: 'false' } });
  const h = helpers(t);

  test('an admin without a factor signs in with the password alone, as before', async () => {
    const admin = await t.admin();
    const body = expectContract<SessionBody>('adminLogin', await h.login(admin.email), 200);
    expect(body.message).toBe('Login successful.');
    expect(body.data.accessToken).toEqual(expect.any(String));
  });

  test('an admin who has enrolled is still asked for the second step', async () => {
    const admin = await t.admin();
    await h.giveFactor(admin.id);
    expect((await h.challenge(admin.email)).secondStep).toBe('code');
  });

  test('an admin who must enrol (an accepted invite) enrols at sign-in', async () => {
    const admin = await t.admin();
    await t.repos.secondFactor.requireEnrolment(admin.id);
    expect((await h.challenge(admin.email)).secondStep).toBe('enrol');
  });
});
