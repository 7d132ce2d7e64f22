// A store owner's phone sign-in: the code is sent through the outbox in the owner's language,
// kept only as an HMAC, accepted once within 10 minutes, dead after 5 wrong tries, ended by a
// newer one; sends are limited per number, per client address and platform-wide (429 with
// Retry-After); the session is an owner's, refused by the admin's operations.
import { describe, expect, test } from 'vitest';
import { invalidFieldMessage } from '@kirana/domain/common';
import { withParams } from '@kirana/domain/catalogue';
import {
  OWNER_CODE_DEAD,
  OWNER_CODE_EXPIRED,
  OWNER_CODE_TOO_MANY,
  OWNER_CODE_TOO_SOON,
  OWNER_CODE_WRONG,
  OWNER_MOBILE_INVALID,
  OWNER_MOBILE_OUTSIDE_INDIA,
} from '@kirana/domain/store-owners';
import { API_TOKEN_INVALID } from '@kirana/domain/auth';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { codeOf, complete, initiate, ownerCall } from '../testing/owners.js';

const ADDRESS = '203.0.113.7';

describe.skipIf(!DATABASE_AVAILABLE)(`store owner sign-in (${TEST_DB})`, () => {
  const t = useTestApp({ env: { OWNER_CODE_HOURLY_LIMIT: '40' } });

  const requestIdOf = async (phone: string, language = 'en', ip = ADDRESS) =>
    expectContract<{ data: { requestId: string; expiresAt: string } }>(
      'initiateOwnerSignIn',
      await initiate(t, phone, language, ip),
      202,
    ).data;

  test('a number typed any common way is one E.164 number; the code goes in its language', async () => {
    for (const [typed, ip] of [
      ['98480 22338', '10.0.0.1'],
      ['+91-98480-22338', '10.0.0.2'],
      ['098480 22338', '10.0.0.3'],
    ] as const) {
      await t.db.query('delete from owner_codes');
      await t.app.deps.limiter.reset('owner-code:minute:+919848022338');
      const { requestId, expiresAt } = await requestIdOf(typed, 'te', ip);
      const [code] = await t.db.query<{ phone: string; codeHash: string }>(
        'select phone, code_hash as "codeHash" from owner_codes where id = $1',
        [requestId],
      );
      expect(code?.phone).toBe('+919848022338');
      const [sent] = await t.repos.notifications.listFor('owner-sign-in', requestId);
      expect(sent).toMatchObject({
        recipientPhone: '+919848022338',
        template: 'store_code',
        language: 'te',
      });
      const digits = String(sent?.params.code);
      expect(digits).toMatch(/^\d{6}$/);
      // Only an HMAC of the code is kept.
      expect(code?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(code?.codeHash).not.toContain(digits);
      expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    }
  });

  test('answers the same for a number that is an owner and one that is not', async () => {
    await t.db.query(`insert into store_owners (phone) values ('+919000000001')`);
    const known = await initiate(t, '9000000001', 'en', '10.0.1.1');
    const unknown = await initiate(t, '9000000002', 'en', '10.0.1.2');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    const shape = (body: string) =>
      JSON.parse(body.replace(/"[0-9a-f-]{36}"|"\d{4}-[^"]+"/g, '""'));
    expect(shape(known.body)).toEqual(shape(unknown.body));
  });

  test('a number that is not an Indian mobile is a 400 naming the phone; nothing is sent', async () => {
    for (const [phone, message] of [
      ['12345', OWNER_MOBILE_INVALID],
      ['5123456789', OWNER_MOBILE_INVALID],
      ['040 2345 6789', OWNER_MOBILE_INVALID],
      ['+1 415 555 0100', OWNER_MOBILE_OUTSIDE_INDIA],
      ['0044 20 7946 0958', OWNER_MOBILE_OUTSIDE_INDIA],
    ] as const)
      expectError(
        'initiateOwnerSignIn',
        await initiate(t, phone),
        400,
        invalidFieldMessage('phone', message),
      );
    expect(await t.db.query('select 1 from owner_codes')).toHaveLength(0);
    expect(await t.db.query('select 1 from notifications')).toHaveLength(0);
  });

  test('the right code signs in once, as an owner; the token reaches no admin operation', async () => {
    const { requestId } = await requestIdOf('9848022338', 'hi');
    const code = await codeOf(t, requestId);
    const done = expectContract<{
      data: { owner: { phone: string; language: string }; accessToken: string; expiresAt: string };
    }>('completeOwnerSignIn', await complete(t, requestId, code), 200);
    expect(done.data.owner).toMatchObject({ phone: '+91 ••••• •2338', language: 'hi' });
    const days = (new Date(done.data.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const owner = { authorization: `Bearer ${done.data.accessToken}` };
    expectContract('getOwnerRegistration', await ownerCall(t, owner, 'GET'), 200);
    expectError(
      'listBranches',
      await t.call('GET', '/api/admin/branches', owner),
      401,
      API_TOKEN_INVALID,
    );
    // And an admin's token reaches no owner operation.
    const admin = await t.admin();
    expectError(
      'getOwnerRegistration',
      await ownerCall(t, admin.headers, 'GET'),
      401,
      API_TOKEN_INVALID,
    );

    // Accepted once.
    expectError(
      'completeOwnerSignIn',
      await complete(t, requestId, code),
      400,
      invalidFieldMessage('code', OWNER_CODE_EXPIRED),
    );

    // Logging out ends the session at once.
    expectContract('ownerSignOut', await t.call('POST', '/api/auth/branch/logout', owner), 200);
    expectError('getOwnerRegistration', await ownerCall(t, owner, 'GET'), 401, API_TOKEN_INVALID);
  });

  test('wrong codes count down, and the fifth kills the code even for the right one', async () => {
    const { requestId } = await requestIdOf('9848022338');
    const code = await codeOf(t, requestId);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const attemptsLeft of [4, 3, 2, 1])
      expectError(
        'completeOwnerSignIn',
        await complete(t, requestId, wrong),
        400,
        invalidFieldMessage('code', withParams(OWNER_CODE_WRONG, { attemptsLeft })),
      );
    expectError(
      'completeOwnerSignIn',
      await complete(t, requestId, wrong),
      400,
      invalidFieldMessage('code', OWNER_CODE_DEAD),
    );
    expectError(
      'completeOwnerSignIn',
      await complete(t, requestId, code),
      400,
      invalidFieldMessage('code', OWNER_CODE_DEAD),
    );
    expect(await t.db.query('select 1 from owner_sessions')).toHaveLength(0);
  });

  test('a code expires after 10 minutes, and a newer one ends it', async () => {
    const first = await requestIdOf('9848022338');
    const firstCode = await codeOf(t, first.requestId);
    await t.db.query(
      `update owner_codes set expires_at = now() - interval '1 second' where id = $1`,
      [first.requestId],
    );
    expectError(
      'completeOwnerSignIn',
      await complete(t, first.requestId, firstCode),
      400,
      invalidFieldMessage('code', OWNER_CODE_EXPIRED),
    );

    // A newer code for the number ends the one before (the minute's limit lifted here).
    await t.db.query(
      `update owner_codes set expires_at = now() + interval '5 minutes' where id = $1`,
      [first.requestId],
    );
    const store = t.app.deps.limiter;
    await store.reset('owner-code:minute:+919848022338');
    const second = await requestIdOf('9848022338');
    expectError(
      'completeOwnerSignIn',
      await complete(t, first.requestId, firstCode),
      400,
      invalidFieldMessage('code', OWNER_CODE_EXPIRED),
    );
    expectContract(
      'completeOwnerSignIn',
      await complete(t, second.requestId, await codeOf(t, second.requestId)),
      200,
    );
  });

  test('a request id or code of the wrong shape is a 400; an unknown request is expired', async () => {
    const res = await complete(t, 'not-a-uuid', '123456');
    expect(res.statusCode).toBe(400);
    const bad = await complete(t, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', '12345');
    expect(bad.statusCode).toBe(400);
    expectError(
      'completeOwnerSignIn',
      await complete(t, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', '123456'),
      400,
      invalidFieldMessage('code', OWNER_CODE_EXPIRED),
    );
  });

  test('one send a minute per number: a second is a 429 with Retry-After', async () => {
    await requestIdOf('9848022338');
    const again = await initiate(t, '98480 22338', 'en', '10.9.9.9');
    const body = expectError('initiateOwnerSignIn', again, 429);
    expect(body.rule).toBe(OWNER_CODE_TOO_SOON.rule);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  test('"Send by SMS instead": refused for 30 s after the last code, then a new code straight for SMS', async () => {
    const phone = '9848033441';
    const first = await requestIdOf(phone, 'te', '10.7.0.1');
    const bySms = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/branch/login/initiate',
        payload: { phone, language: 'te', bySms: true },
        headers: { 'x-forwarded-for': '10.7.0.2' },
      });
    const soon = await bySms();
    const body = expectError('initiateOwnerSignIn', soon, 429);
    expect(body.rule).toBe(OWNER_CODE_TOO_SOON.rule);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(await t.repos.notifications.listFor('owner-sign-in', first.requestId)).toHaveLength(1);
    // 30 s later (the one-a-minute limit does not count it): a new code, the old one ended.
    await t.db.query(
      "update owner_codes set created_at = created_at - interval '31 seconds' where phone = $1",
      ['+919848033441'],
    );
    const second = expectContract<{ data: { requestId: string } }>(
      'initiateOwnerSignIn',
      await bySms(),
      202,
    ).data;
    const [message] = await t.repos.notifications.listFor('owner-sign-in', second.requestId);
    expect(message).toMatchObject({ template: 'store_code', language: 'te', state: 'pending' });
    // Marked for the second channel: the outbox sends it by SMS.
    expect(message?.fallbackAt).not.toBeNull();
    const [old] = await t.db.query<{ endedAt: string | null }>(
      'select ended_at as "endedAt" from owner_codes where id = $1',
      [first.requestId],
    );
    expect(old?.endedAt).not.toBeNull();
    // Anything but true or false is a clear 400.
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/branch/login/initiate',
      payload: { phone, bySms: 'yes' },
    });
    expect(expectError('initiateOwnerSignIn', bad, 400).field).toBe('bySms');
    // Not a way around the limits: a plain resend is still within its minute.
    expectError('initiateOwnerSignIn', await initiate(t, phone, 'te', '10.7.0.3'), 429);
  });

  test('1,000 initiates for one number at once leave at most 5 codes (here 1) in the outbox', async () => {
    const answers = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        initiate(t, '9848022338', 'en', `10.1.${i % 250}.${i % 200}`),
      ),
    );
    const sent = answers.filter((res) => res.statusCode === 202).length;
    expect(sent).toBe(1);
    expect(answers.every((res) => res.statusCode === 202 || res.statusCode === 429)).toBe(true);
    const codes = await t.db.query('select 1 from notifications where template = $1', [
      'store_code',
    ]);
    expect(codes.length).toBeLessThanOrEqual(5);
    expect(codes).toHaveLength(1);
  });

  test('five sends an hour per number, ten per client address, and a platform-wide ceiling', async () => {
    const limiter = t.app.deps.limiter;
    // Per number: the minute's limit lifted between sends, the hour's holds at five.
    for (let i = 0; i < 5; i += 1) {
      await limiter.reset('owner-code:minute:+919848022338');
      await requestIdOf('9848022338', 'en', `10.2.0.${i}`);
    }
    await limiter.reset('owner-code:minute:+919848022338');
    const sixth = expectError(
      'initiateOwnerSignIn',
      await initiate(t, '9848022338', 'en', '10.2.0.9'),
      429,
    );
    expect(sixth.rule).toBe(OWNER_CODE_TOO_MANY.rule);

    // Per client address: ten numbers, then no more from it.
    for (let i = 0; i < 10; i += 1)
      await requestIdOf(`90000000${String(i).padStart(2, '0')}`, 'en', '10.3.0.1');
    expectError('initiateOwnerSignIn', await initiate(t, '9000000099', 'en', '10.3.0.1'), 429);
    expect((await initiate(t, '9000000098', 'en', '10.3.0.2')).statusCode).toBe(202);

    // The platform's ceiling (OWNER_CODE_HOURLY_LIMIT=40 here) counts every send.
    const already = (await t.db.query('select 1 from owner_codes')).length;
    let refused = 0;
    for (let i = already; i < 45; i += 1) {
      const res = await initiate(t, `91000000${String(i).padStart(2, '0')}`, 'en', `10.4.${i}.1`);
      if (res.statusCode === 429) refused += 1;
    }
    expect((await t.db.query('select 1 from owner_codes')).length).toBeLessThanOrEqual(40);
    expect(refused).toBeGreaterThan(0);
  });
});
