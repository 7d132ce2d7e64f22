// No input produces a 500: random bodies, params and queries for every operation answer a
// status the contract declares, in the contract's error shape.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { listOperations, loadContract } from '../contract/contract.js';
import { useTestApp } from '../testing/app.js';
import { expectContract } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

const operations = listOperations(loadContract()).filter(
  (op) => op.operationId !== 'uploadAffiliateImage',
);

/** Values that stress validators and SQL: odd strings, numbers, nesting. */
const junkString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "'; drop table branches; --",
    '%',
    '../..',
    '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    'null',
    '1e309',
    '\u202e',
    '😀',
  ),
);
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(junkString, { maxLength: 3 }),
  fc.dictionary(junkString, junkString, { maxKeys: 3 }),
);
const fieldNames = [
  'name',
  'email',
  'password',
  'rememberMe',
  'branchId',
  'status',
  'imageUrl',
  'affiliateLink',
  'isActive',
  'price',
  'quantity',
  'unit',
  'isPacket',
  'description',
  'categoryIds',
  'productIds',
  'subject',
  'message',
  'phone',
];
const junkBody = fc.oneof(
  junkValue,
  fc.dictionary(fc.constantFrom(...fieldNames), junkValue, { maxKeys: 8 }),
);

describe.skipIf(!DATABASE_AVAILABLE)(`random input never gives a 500 (${TEST_DB})`, () => {
  const t = useTestApp();

  test.each(operations.map((op) => [op.operationId, op] as const))(
    '%s',
    async (operationId, op) => {
      const admin = await t.admin();
      await fc.assert(
        fc.asyncProperty(
          fc.array(junkString, { minLength: 3, maxLength: 3 }),
          junkBody,
          junkString,
          async (params, body, query) => {
            let url = op.path;
            op.pathParams.forEach((param, i) => {
              url = url.replace(`{${param.name}}`, encodeURIComponent(params[i] ?? ''));
            });
            const search = op.queryParams
              .map((q) => `${q.name}=${encodeURIComponent(query)}`)
              .join('&');
            const json = op.body?.content['application/json'] !== undefined;
            const res = await t.app.inject({
              method: op.method.toUpperCase() as 'GET',
              url: search ? `${url}?${search}` : url,
              headers: {
                ...admin.headers,
                ...(json ? { 'content-type': 'application/json' } : {}),
              },
              ...(json ? { payload: JSON.stringify(body) ?? 'null' } : {}),
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
            // Unknown routes (an empty or slash-only parameter) answer the not-found shape.
            if (res.statusCode === 404 && res.json<{ message: string }>().message === 'Not found.')
              return;
            if (op.method !== 'head') expectContract(operationId, res, res.statusCode);
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});
