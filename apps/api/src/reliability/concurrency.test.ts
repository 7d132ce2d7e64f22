// Requests that race each other: the same import many times at once, approve and reject of one
// store at once, deleting a category while a product is created in it. On PostgreSQL (several
// connections, real concurrency) and on PGlite (one connection, interleaved at every await).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../testing/app.js';
import { expectContract } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import {
  importedCategory,
  insertStore,
  insertCustomCategory,
  insertDefaultCategory,
  makeImage,
  productFormFields,
} from '../testing/fixtures.js';
import { figure, size } from './support.js';
import { formRequest } from './world.js';

const PARALLEL = size(20, 50);
/** When the delete starts after the create, so that it lands before, during and after it. */
const DELAYS_MS = [0, 10, 25, 50, 80, 120, 200, 400];

describe.skipIf(!DATABASE_AVAILABLE)(`concurrent requests (${TEST_DB})`, () => {
  const t = useTestApp();
  const figures: string[] = [];

  test(`the same category import sent ${PARALLEL} times at once imports each category once`, async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved' });
    const defaults = await Promise.all([1, 2, 3].map(() => insertDefaultCategory(t.repos)));
    const categoryIds = defaults.map((d) => d.id);

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.call('POST', `/api/branch/${branch.id}/categories/import-default`, admin.headers, {
          categoryIds,
        }),
      ),
    );
    const created = answers.flatMap(
      (res) =>
        expectContract<{ data: { categories: { defaultCategoryId: string }[] } }>(
          'importDefaultCategories',
          res,
          200,
        ).data.categories,
    );
    // Each default category was created by exactly one of the answers, and exists once.
    expect(created.map((c) => c.defaultCategoryId).sort()).toEqual([...categoryIds].sort());
    const rows = await t.db.query<{ defaultCategoryId: string }>(
      'select default_category_id as "defaultCategoryId" from categories where branch_id = $1',
      [branch.id],
    );
    expect(rows.map((r) => r.defaultCategoryId).sort()).toEqual([...categoryIds].sort());
    const audit = await t.db.query(
      "select 1 from audit_log where action = 'import' and entity = 'category'",
    );
    expect(audit).toHaveLength(answers.filter((res) => res.json().data.categories.length).length);
    figures.push(`category import x${PARALLEL}: ${categoryIds.length} categories created once`);
  });

  test(`the same product import sent ${PARALLEL} times at once imports each product once`, async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved' });
    const { category, defaults } = await importedCategory(t.repos, t.db, branch.id, 4);
    const productIds = defaults.map((d) => d.id);

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.call(
          'POST',
          `/api/branch/${branch.id}/categories/${category.id}/import-products`,
          admin.headers,
          { productIds },
        ),
      ),
    );
    const created = answers.flatMap(
      (res) =>
        expectContract<{ data: { products: { defaultProductId: string }[] } }>(
          'importDefaultProducts',
          res,
          200,
        ).data.products,
    );
    expect(created.map((p) => p.defaultProductId).sort()).toEqual([...productIds].sort());
    const rows = await t.db.query<{ id: string }>(
      'select default_product_id as id from products where branch_id = $1',
      [branch.id],
    );
    expect(rows.map((r) => r.id).sort()).toEqual([...productIds].sort());
    figures.push(`product import x${PARALLEL}: ${productIds.length} products created once`);
  });

  test('approve, reject and set-status of one pending store at once: exactly one decides', async () => {
    const admin = await t.admin();
    const branches = await Promise.all(
      Array.from({ length: size(8, 30) }, () => insertStore(t.repos, { status: 'pending' })),
    );
    const calls = branches.flatMap((branch) => [
      { branch, action: 'approve', status: 'approved', operationId: 'approveBranch' },
      { branch, action: 'reject', status: 'rejected', operationId: 'rejectBranch' },
      { branch, action: 'approve', status: 'approved', operationId: 'setBranchStatus' },
    ]);
    const answers = await Promise.all(
      calls.map((call) =>
        t.app.inject(
          call.operationId === 'setBranchStatus'
            ? {
                method: 'PATCH',
                url: `/api/admin/branch/${call.branch.id}/status`,
                headers: admin.headers,
                payload: { status: 'approved' },
              }
            : {
                method: 'PATCH',
                url: `/api/admin/branches/${call.branch.id}/${call.action}`,
                headers: admin.headers,
                ...(call.action === 'reject' ? { payload: { reason: 'duplicate_store' } } : {}),
              },
        ),
      ),
    );
    let approved = 0;
    for (const branch of branches) {
      const mine = calls
        .map((call, i) => ({ call, res: answers[i] }))
        .filter(({ call }) => call.branch.id === branch.id);
      const winners = mine.filter(({ res }) => res?.statusCode === 200);
      expect(winners, `branch ${branch.name}`).toHaveLength(1);
      for (const { call, res } of mine) {
        if (!res) throw new Error('missing answer');
        expectContract(call.operationId, res, res === winners[0]?.res ? 200 : 409);
      }
      const winner = winners[0]?.call;
      const [row] = await t.db.query<{ status: string }>(
        'select status from branches where id = $1',
        [branch.id],
      );
      expect(row?.status).toBe(winner?.status);
      const decisions = await t.db.query<{ action: string }>(
        "select action from audit_log where entity = 'branch' and entity_id = $1",
        [branch.id],
      );
      expect(decisions.map((d) => d.action)).toEqual([winner?.action]);
      if (winner?.status === 'approved') approved += 1;
    }
    figures.push(
      `approve/reject/set-status races on ${branches.length} stores: one 200 and two 409s each, one audit row each (${approved} approved, ${branches.length - approved} rejected)`,
    );
  });

  test('deleting a category while a product is created in it never leaves a product without its category', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved' });
    const png = await makeImage('png', 16, 16);
    const outcomes = new Map<string, number>();
    const rounds = size(8, 40);
    // One round at a time, so each delete lands at its chosen moment of its create.
    for (let round = 0; round < rounds; round += 1) {
      const category = await insertCustomCategory(t.repos, branch.id);
      const form = formRequest(
        `/api/branch/${branch.id}/products`,
        productFormFields(
          { name: `Race ${round}`, description: 'Made during a delete.' },
          branch.id,
          category.id,
        ),
        'productImage',
        png,
      );
      const create = t.app.inject({
        ...form,
        headers: { ...(form.headers as Record<string, string>), ...admin.headers },
      });
      // Start the delete at different moments of the create (reading, image, transaction).
      await sleep(DELAYS_MS[round % DELAYS_MS.length]);
      const remove = t.call('DELETE', `/api/branch/${branch.id}/categories/custom`, admin.headers, {
        categoryIds: [category.id],
      });
      const [created, removed] = await Promise.all([create, remove]);
      const outcome = `create ${created.statusCode} / delete ${removed.statusCode}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      // Either the product was created first (and the category is kept: 409), or the
      // category was deleted first (and the product is refused: 404).
      expect(['create 201 / delete 409', 'create 404 / delete 200']).toContain(outcome);
      expectContract('createCustomProduct', created, created.statusCode);
      expectContract('deleteCustomCategories', removed, removed.statusCode);
    }
    const orphans = await t.db.query(
      `select p.id from products p left join categories c on c.id = p.category_id
       where c.id is null or c.branch_id <> p.branch_id`,
    );
    expect(orphans).toEqual([]);
    const [left] = await t.db.query<{ categories: number; products: number }>(
      `select (select count(*)::int from categories where branch_id = $1) as categories,
              (select count(*)::int from products where branch_id = $1) as products`,
      [branch.id],
    );
    expect(left?.products).toBe(outcomes.get('create 201 / delete 409') ?? 0);
    expect(left?.categories).toBe(left?.products);
    figures.push(
      `category delete vs product create, ${rounds} rounds: ${[...outcomes.entries()]
        .map(([outcome, n]) => `${n}x ${outcome}`)
        .join(', ')}; no product without its category`,
    );
  });

  afterAll(() => figure(`concurrency (${TEST_DB})`, figures.join('; ')));
});
