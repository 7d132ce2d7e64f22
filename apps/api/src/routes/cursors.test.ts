// Every list that pages by cursor refuses a cursor that decodes to a key no row can have (a date
// that does not exist, a number past PostgreSQL's int, a NUL, an id that is not one) with a 400
// and its rule, before any SQL runs (issue 36: impossible dates answered 500 with 22008).
import { describe, expect, test } from 'vitest';
import { CURSOR_INVALID } from '@kirana/domain/common';
import { isTimestampKey } from '../repositories/cursor.js';
import { useTestApp } from '../testing/app.js';
import { insertStore } from '../testing/fixtures.js';
import { expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

const UUID = '00000000-0000-4000-8000-000000000000';
const cursor = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

const BAD_TIMESTAMPS = [
  '2026-13-45 10:00:00+00',
  '2026-11-05 99:00:00+00',
  '0000-01-01 10:00:00+00',
  '2026-02-29 10:00:00+00',
  '2026-04-31 10:00:00+00',
  '2026-11-05 10:61:00+00',
  '2026-11-05 10:00:00+16',
];

describe('isTimestampKey', () => {
  test('takes the moments PostgreSQL writes', () => {
    for (const text of [
      '2026-11-05 10:00:00+00',
      '2026-11-05 10:00:00.123456+05:30',
      '2024-02-29 23:59:59-03',
      '0001-01-01 00:00:00+00',
    ])
      expect(isTimestampKey(text), text).toBe(true);
  });
  test('refuses a moment that does not exist', () => {
    for (const text of [...BAD_TIMESTAMPS, '2026-11-05T10:00:00Z', 'yesterday', ''])
      expect(isTimestampKey(text), text).toBe(false);
  });
});

describe.skipIf(!DATABASE_AVAILABLE)(`cursors that no row can have (${TEST_DB})`, () => {
  const t = useTestApp();

  const lists = (branchId: string) =>
    [
      ['listActivity', '/api/admin/activity', 'timestamp'],
      ['listDocumentViews', '/api/admin/document-views', 'timestamp'],
      ['listContactMessages', '/api/admin/contact-messages', 'timestamp'],
      ['listBranches', '/api/admin/branches', 'queue'],
      ['listPartnerApplications', '/api/admin/delivery-partners/applications', 'queue'],
      ['listBranchCategories', `/api/branch/${branchId}/categories`, 'name'],
    ] as const;

  const badKeys = {
    timestamp: [
      ...BAD_TIMESTAMPS.map((at) => [at, UUID]),
      ['2026-11-05 10:00:00+00', 'not-a-uuid'],
      ['2026-11-05 10:00:00+00\u0000', UUID],
    ],
    queue: [
      [2 ** 40, 1.5, UUID],
      [1.5, 1.5, UUID],
      [0, 1.5, 'not-a-uuid'],
    ],
    name: [
      ['milk\u0000', UUID],
      ['milk', 'not-a-uuid'],
    ],
  };

  test('each list answers 400 with the cursor rule, never 500', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos);
    for (const [operationId, path, kind] of lists(branch.id)) {
      for (const key of badKeys[kind]) {
        const res = await t.call('GET', `${path}?cursor=${cursor(key)}`, admin.headers);
        expect(res.statusCode, `${operationId} ${JSON.stringify(key)}: ${res.body}`).toBe(400);
        expectError(operationId, res, 400, CURSOR_INVALID);
      }
    }
  });
});
