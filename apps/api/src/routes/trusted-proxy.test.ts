// Behind a proxy that appends to X-Forwarded-For (nginx's $proxy_add_x_forwarded_for, cloud
// load balancers), the client writes whatever it likes first. With TRUST_PROXY=1 the limited
// address is the entry the proxy added (issue 36): a new first entry on each request must not
// escape the password, sign-in code or second-step limits.
import { describe, expect, test } from 'vitest';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import { OWNER_CODE_TOO_MANY } from '@kirana/domain/store-owners';
import { SECOND_STEP_ACCOUNT_MAX, SECOND_STEP_ACCOUNT_PAUSED } from '@kirana/domain/two-step';
import { encryptSecret, mfaKeys } from '../auth/mfa-secrets.js';
import { newTotpSecret, totpCode } from '../auth/totp.js';
import { TEST_PASSWORD, useTestApp } from '../testing/app.js';
import { expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

/** The proxy's own address (the socket's) and the client's real one, which the proxy appends. */
const PROXY = '10.0.0.2';
const CLIENT = '198.51.100.20';

let spoofed = 0;
/** What an attacker writes first: a new address on every request. */
const forwardedFor = () => `100.80.${Math.floor(++spoofed / 250)}.${spoofed % 250}, ${CLIENT}`;

describe.skipIf(!DATABASE_AVAILABLE)(`TRUST_PROXY=1 behind an appending proxy (${TEST_DB})`, () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1', MFA_REQUIRED: 'true' } });

  const send = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor() },
    });

  test('wrong passwords from one client are slowed and refused however it writes the header', async () => {
    const admin = await t.admin();
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await send('/api/auth/admin/login', {
        email: admin.email,
        password: 'not the password',
      });
      answers.push(res.statusCode);
    }
    // Three failures are answered at once, then the pair must wait: every later try is a 429.
    expect(answers.slice(0, 3)).toEqual([401, 401, 401]);
    expect(answers.slice(4)).toEqual(Array(8).fill(429));
  });

  test('sign-in codes: ten an hour from one client, whatever the first entry', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await send('/api/auth/branch/login/initiate', {
        phone: `90100000${String(i).padStart(2, '0')}`,
        language: 'en',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().rule).toBe(OWNER_CODE_TOO_MANY.rule);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  test('second-step codes: the challenge and the admin are capped whatever the addresses', async () => {
    const admin = await t.admin();
    const keys = mfaKeys(t.config.mfaKeyMaterial);
    const secret = newTotpSecret();
    await t.repos.secondFactor.setFactor(
      { adminId: admin.id, secret: encryptSecret(keys, admin.id, secret), step: 0, replace: true },
      t.db,
    );
    const wrong = totpCode(secret, Date.now() - 10 * 30_000);
    // Each challenge from a fresh real address too, as from many machines.
    let checked = 0;
    let paused: { statusCode: number; headers: Record<string, unknown>; body: string } | null =
      null;
    for (let round = 0; round < 4 && !paused; round += 1) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: admin.email, password: TEST_PASSWORD },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `10.7.${round}.1` },
      });
      const { challengeToken } = login.json().data as { challengeToken: string };
      for (let i = 0; i < 5; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/admin/second-step',
          payload: { challengeToken, code: wrong },
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `${forwardedFor()}, 10.6.${round}.${i + 1}` },
        });
        if (res.statusCode === 429) {
          paused = res;
          break;
        }
        checked += 1;
      }
    }
    expect(checked).toBe(SECOND_STEP_ACCOUNT_MAX);
    expect(paused).not.toBeNull();
    const body = expectError('adminSecondStep', paused as never, 429, SECOND_STEP_ACCOUNT_PAUSED);
    expect(body.rule).not.toBe(API_RATE_LIMITED.rule);
    expect(Number(paused?.headers['retry-after'])).toBeGreaterThan(60);
  });
});
