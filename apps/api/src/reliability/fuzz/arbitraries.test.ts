// The fuzz suite's generators follow the contract: for every schema an operation takes (path and
// query parameters, JSON bodies), what `inside` makes passes the contract's own check (so valid
// requests really reach the code behind it), and what `outside` makes is mostly refused.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { listOperations, loadContract } from '../../contract/contract.js';
import { compile, createAjv } from '../../contract/validation.js';
import { inside, outside, type Pool } from './arbitraries.js';

const doc = loadContract();
const ajv = createAjv(doc, { coerce: false });
const pool: Pool = { ids: ['3f2504e0-4f89-41d3-9a0c-0305e82c3301'] };

/** Every schema of a request: `operationId parameter` or `operationId body`. */
const schemas = listOperations(doc).flatMap((op) => [
  ...[...op.pathParams, ...op.queryParams].map(
    (param) => [`${op.operationId} ${param.name}`, param.schema] as const,
  ),
  ...(op.body?.content['application/json']
    ? [[`${op.operationId} body`, op.body.content['application/json']] as const]
    : []),
]);

/** The contract's check of a value (wrapped: Ajv refuses a default at a schema's root). */
function checkOf(schema: unknown) {
  const validate = compile(ajv, {
    type: 'object',
    properties: { value: schema },
    required: ['value'],
  });
  return (value: unknown) => validate({ value: structuredClone(value) }) === true;
}

describe('the fuzz generators follow the contract', () => {
  test.each(schemas)('%s: inside is accepted, outside mostly refused', (_, schema) => {
    const accepts = checkOf(schema);
    const valid = fc.sample(inside(schema, pool), { numRuns: 100, seed: 36 });
    expect(valid.filter((value) => !accepts(value))).toEqual([]);
    const invalid = fc.sample(outside(schema, pool), { numRuns: 100, seed: 36 });
    expect(invalid.filter((value) => !accepts(value)).length).toBeGreaterThan(50);
  });
});
