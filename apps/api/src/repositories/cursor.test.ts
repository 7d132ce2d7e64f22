// Keyset cursors the client sends back (issue 36: found by the contract fuzz suite): a cursor is
// base64url JSON, so a NUL inside its text passed the request's NUL check and reached
// PostgreSQL, which cannot store one in text: a 500. Now it is the cursor's 400.
import { describe, expect, test } from 'vitest';
import { CURSOR_INVALID } from '@kirana/domain/common';
import { HttpError } from '../errors.js';
import { useTestApp } from '../testing/app.js';
import { expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertCustomCategory, insertStore } from '../testing/fixtures.js';
import { decodeCursor, encodeCursor } from './cursor.js';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

test('text holding a NUL is no cursor; other text is', () => {
  const refused = () => decodeCursor(encodeCursor(['rice\u0000', ID]), ['string', 'string']);
  expect(refused).toThrow(HttpError);
  expect(refused).toThrow(CURSOR_INVALID.text);
  expect(decodeCursor(encodeCursor(['ఉప్పు', ID]), ['string', 'string'])).toEqual(['ఉప్పు', ID]);
});

describe.skipIf(!DATABASE_AVAILABLE)(`a cursor holding a NUL (${TEST_DB})`, () => {
  const t = useTestApp();

  test('is a 400 on the lists it reaches the database from', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos, { status: 'approved' });
    const category = await insertCustomCategory(t.repos, branch.id);
    const cursor = (key: unknown[]) => encodeCursor(key as (string | number)[]);
    const lists: [string, string][] = [
      [
        'listBranchProducts',
        `/api/branch/${branch.id}/products?sort=price-desc&cursor=${cursor([0, '\u0000', ID])}`,
      ],
      [
        'listCategoryProducts',
        `/api/branch/${branch.id}/categories/${category.id}/products?cursor=${cursor(['a\u0000', ID])}`,
      ],
      [
        'listBranchCategories',
        `/api/branch/${branch.id}/categories?cursor=${cursor(['\u0000', ID])}`,
      ],
      ['listBranches', `/api/admin/branches?cursor=${cursor([0, 0, `${ID}\u0000`])}`],
    ];
    for (const [operationId, url] of lists) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expectError(operationId, res, 400, CURSOR_INVALID);
    }
  });
});
