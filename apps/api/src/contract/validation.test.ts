// The contract's date-time check (issue 36: found by the contract fuzz suite): RFC 3339 alone let
// through moments JavaScript or PostgreSQL cannot hold, a leap second ("23:59:60": an Invalid
// Date) and the year 0000, and each was a 500 in the activity log's filters. (A store's closure
// has its own rules, which refused these already.)
import { describe, expect, test } from 'vitest';
import { VALUE_MESSAGES, invalidFieldMessage } from '@kirana/domain/common';
import { useTestApp } from '../testing/app.js';
import { expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { loadContract } from './contract.js';
import { compile, createAjv, isHoldableMoment } from './validation.js';

const NOT_HOLDABLE = [
  '2016-12-31T23:59:60Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-14:00',
];

test('a date-time is a moment between the years 1 and 9999 that JavaScript can parse', () => {
  for (const value of NOT_HOLDABLE) expect(isHoldableMoment(value), value).toBe(false);
  for (const value of ['2026-03-01T09:30:00+05:30', '0001-01-01T00:00:00Z', '2026-01-01t10:00:00z'])
    expect(isHoldableMoment(value), value).toBe(true);
  const check = compile(createAjv(loadContract(), { coerce: false }), {
    type: 'string',
    format: 'date-time',
  });
  expect(NOT_HOLDABLE.map((value) => check(value))).toEqual([false, false, false, false]);
  expect(check('2026-03-01T09:30:00Z')).toBe(true);
});

describe.skipIf(!DATABASE_AVAILABLE)(`date-times the API refuses (${TEST_DB})`, () => {
  const t = useTestApp();

  test.each(NOT_HOLDABLE)('the activity log from %s is a 400 naming "from"', async (from) => {
    const admin = await t.admin();
    const res = await t.call(
      'GET',
      `/api/admin/activity?from=${encodeURIComponent(from)}`,
      admin.headers,
    );
    expectError('listActivity', res, 400, invalidFieldMessage('from', VALUE_MESSAGES.dateTime));
  });
});
