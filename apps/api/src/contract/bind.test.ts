// The contract's checks of query and path values, as the API answers them (issue 36: found by
// the contract fuzz suite). Ajv's coercion made "Infinity" a number and then skipped the bounds:
// `limit=Infinity` reached the SQL and was a 500.
import { describe, expect, test } from 'vitest';
import { VALUE_MESSAGES, invalidFieldMessage } from '@kirana/domain/common';
import { withParams } from '@kirana/domain/catalogue';
import { useTestApp } from '../testing/app.js';
import { expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

describe.skipIf(!DATABASE_AVAILABLE)(`query values the contract refuses (${TEST_DB})`, () => {
  const t = useTestApp();

  test.each([
    ['listContactMessages', '/api/admin/contact-messages?limit=Infinity', 'limit', 'integer'],
    ['listActivity', '/api/admin/activity?limit=-Infinity', 'limit', 'integer'],
    ['listBranches', '/api/admin/branches?limit=Infinity', 'limit', 'integer'],
    ['listPublicStores', '/api/public/stores?lat=Infinity&lng=78.4', 'lat', 'number'],
    ['listPublicStores', '/api/public/stores?lat=17.4&lng=-Infinity', 'lng', 'number'],
  ])('%s: %s is a 400 naming the value', async (operationId, url, field, type) => {
    const admin = await t.admin();
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expectError(
      operationId,
      res,
      400,
      invalidFieldMessage(field, withParams(VALUE_MESSAGES.type, { type })),
    );
  });

  test('a finite number past the bound is still the bound’s message', async () => {
    const admin = await t.admin();
    const res = await t.call('GET', '/api/admin/contact-messages?limit=1e3', admin.headers);
    expect(res.json<{ rule: string }>().rule).toBe(VALUE_MESSAGES.maximum.rule);
  });
});
