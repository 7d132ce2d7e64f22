import { describe, expect, test } from 'vitest';
import { invalidFieldMessage } from '@kirana/domain/common';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import { CONTACT_PHONE_INVALID, CONTACT_THANK_YOU } from '@kirana/domain/contact';
import { CONTACT_LIMIT } from '../auth/rate-limit.js';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

describe.skipIf(!DATABASE_AVAILABLE)(`public calls (${TEST_DB})`, () => {
  const t = useTestApp();

  describe('POST /api/contact-messages', () => {
    const valid = {
      name: 'Lakshmi',
      email: 'lakshmi@example.in',
      phone: '+91 98480 12345',
      subject: 'Store Partnership',
      message: 'I run a kirana in Kukatpally and would like to join.',
    };
    const send = (payload: object, ip = '10.1.0.1') =>
      t.app.inject({ method: 'POST', url: '/api/contact-messages', payload, remoteAddress: ip });

    test('stores the message and thanks the sender', async () => {
      const res = await send({ ...valid, name: '  Lakshmi  ' });
      const body = expectContract<{ message: string; data: { contactMessage: { _id: string } } }>(
        'createContactMessage',
        res,
        201,
      );
      expect(body.message).toBe(CONTACT_THANK_YOU);
      const rows = await t.db.query<{ name: string; phone: string | null; subject: string }>(
        'select name, phone, subject from contact_messages',
      );
      expect(rows).toEqual([
        { name: 'Lakshmi', phone: '+91 98480 12345', subject: 'Store Partnership' },
      ]);
    });

    test('the phone is optional', async () => {
      const { phone: _phone, ...withoutPhone } = valid;
      expectContract('createContactMessage', await send(withoutPhone), 201);
      expectContract('createContactMessage', await send({ ...valid, phone: '' }), 201);
      const rows = await t.db.query<{ phone: string | null }>('select phone from contact_messages');
      expect(rows).toEqual([{ phone: null }, { phone: null }]);
    });

    test.each([
      [{ email: 'not-an-email' }, /^email: /],
      [{ subject: 'Complaint' }, /^subject: /],
      [{ name: '   ' }, /^name: /],
      [{ message: '' }, /^message: /],
      [{ message: 'x'.repeat(2001) }, /^message: /],
      [{ phone: '12' }, invalidFieldMessage('phone', CONTACT_PHONE_INVALID)],
      [{ phone: 'call me' }, /^phone: /],
      [{ website: 'spam' }, /^website: /],
    ])('refuses %j with a 400 naming the field', async (change, message) => {
      expectError('createContactMessage', await send({ ...valid, ...change }), 400, message);
    });

    test(`is rate limited per address: the ${CONTACT_LIMIT.max + 1}th message is a 429`, async () => {
      for (let i = 0; i < CONTACT_LIMIT.max; i += 1)
        expectContract('createContactMessage', await send(valid, '10.1.0.9'), 201);
      const blocked = await send(valid, '10.1.0.9');
      expectError('createContactMessage', blocked, 429, API_RATE_LIMITED);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expectContract('createContactMessage', await send(valid, '10.1.0.10'), 201);
    });
  });
});
