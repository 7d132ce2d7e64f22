import { describe, expect, test } from 'vitest';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore } from '../testing/fixtures.js';

describe.skipIf(!DATABASE_AVAILABLE)(`stats (${TEST_DB})`, () => {
  const t = useTestApp();

  async function customer(name: string, status: 'active' | 'inactive') {
    const [row] = await t.db.query<{ id: string }>(
      'insert into customers (name, phone, status) values ($1, $2, $3) returning id',
      [name, `+91 9${Math.random().toString().slice(2, 11)}`, status],
    );
    return row?.id ?? '';
  }

  test('each stat is a bare JSON number counting what it says', async () => {
    const admin = await t.admin();
    const approved = await insertStore(t.repos, { status: 'approved' });
    await insertStore(t.repos, { status: 'approved' });
    await insertStore(t.repos, { status: 'pending' });
    await insertStore(t.repos, { status: 'rejected' });
    const a = await customer('A', 'active');
    await customer('B', 'active');
    await customer('C', 'inactive');
    for (const status of ['delivered', 'delivered', 'delivered', 'cancelled', 'placed']) {
      await t.db.query(
        'insert into orders (branch_id, customer_id, status, total) values ($1, $2, $3, 100)',
        [approved.id, a, status],
      );
    }
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.headers });
    const delivered = await get('/api/stats/orders/delivered');
    expect(delivered.body).toBe('3');
    expect(expectContract('getDeliveredOrdersCount', delivered, 200)).toBe(3);
    expect(expectContract('getCustomersCount', await get('/api/stats/customers'), 200)).toBe(2);
    expect(expectContract('getActiveBranchesCount', await get('/api/stats/branches'), 200)).toBe(2);
  });

  test('an empty platform counts zero', async () => {
    const admin = await t.admin();
    const res = await t.call('GET', '/api/stats/branches', admin.headers);
    expect(expectContract('getActiveBranchesCount', res, 200)).toBe(0);
  });

  test.each([
    ['getDeliveredOrdersCount', '/api/stats/orders/delivered'],
    ['getCustomersCount', '/api/stats/customers'],
    ['getActiveBranchesCount', '/api/stats/branches'],
  ])('%s needs a token', async (operationId, url) => {
    expectError(operationId, await t.app.inject({ method: 'GET', url }), 401);
  });
});
