// Contract-driven fuzzing (issue 36): for every operation of openapi/openapi.yaml, requests
// generated from its own schemas and just outside them (fuzz/), sent in-process by each kind of
// caller in a world of real rows, on PGlite and on PostgreSQL. No answer may be a 5xx, and every
// 4xx carries a `rule` (the apps word an error by it). A failure prints the operation, the
// request and the answer, and fast-check's seed and path to replay it.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, test } from 'vitest';
import { listOperations, loadContract } from '../contract/contract.js';
import { useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { buildFuzzWorld, headersOf, type FuzzWorld } from './fuzz/callers.js';
import { describeRequest, requestsFor, type FuzzRequest } from './fuzz/requests.js';
import { FULL, figure, size } from './support.js';

const operations = listOperations(loadContract());

/** Requests per operation: the normal run fits the test command's time on a 2-core machine. */
const RUNS = Number(process.env.FUZZ_RUNS) || size(40, 1000);
/** Fixed in the normal run; FUZZ_SEED replays or varies it; the full run takes a new one. */
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : FULL
    ? Math.floor(Math.random() * 2 ** 31)
    : 36;
/** Operations that share one built world before it is built again (every one in the full run). */
const OPERATIONS_PER_WORLD = size(8, 1);

/** What is wrong with an answer, or null: a 5xx, or a 4xx without a rule. */
function fault(request: FuzzRequest, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `a ${status}`;
  // HEAD answers carry no body, so no rule either.
  if (status < 400 || request.method === 'HEAD') return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `a ${status} whose body is not JSON`;
  }
  const rule = (body as { rule?: unknown } | null)?.rule;
  return typeof rule === 'string' && rule !== '' ? null : `a ${status} without a rule`;
}

/** A seed of its own for each operation, from the run's seed and the operation's name. */
function seedOf(operationId: string): number {
  let hash = SEED;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

describe.skipIf(!DATABASE_AVAILABLE)(`contract fuzz (${TEST_DB})`, () => {
  const t = useTestApp({ cleanEachTest: false });
  const answered = new Map<string, number>();
  let sent = 0;
  const failed: string[] = [];
  let current: FuzzWorld | undefined;
  let served = 0;
  let address = 0;

  /** The world of the next operation: built again after OPERATIONS_PER_WORLD operations. */
  async function worldForNext(): Promise<FuzzWorld> {
    if (!current || served >= OPERATIONS_PER_WORLD) {
      await t.clean();
      current = await buildFuzzWorld(t);
      served = 0;
    }
    served += 1;
    return current;
  }

  test.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: no 5xx, every 4xx with a rule',
    async (operationId, op) => {
      const fuzzWorld = await worldForNext();
      await fc.assert(
        fc.asyncProperty(requestsFor(op, fuzzWorld), async (request) => {
          address += 1;
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: { ...request.headers, ...(await headersOf(t, fuzzWorld, request.caller)) },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
            // Each from its own address: sign-in and applications are rate limited by address.
            remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
          });
          sent += 1;
          const status = `${Math.floor(response.statusCode / 100)}xx`;
          answered.set(status, (answered.get(status) ?? 0) + 1);
          const problem = fault(request, response);
          if (problem === null) return;
          if (!failed.includes(operationId)) failed.push(operationId);
          throw new Error(
            [
              `${operationId} answered ${problem}:`,
              describeRequest(request),
              `  answer: ${response.statusCode} ${response.body.slice(0, 1500)}`,
              `  replay: FUZZ_SEED=${SEED} pnpm exec vitest run src/reliability/fuzz.test.ts -t ${operationId}`,
            ].join('\n'),
          );
        }),
        { numRuns: RUNS, seed: seedOf(operationId) },
      );
    },
    size(120_000, 3_600_000),
  );

  afterAll(() => {
    const statuses = [...answered.entries()]
      .sort()
      .map(([status, n]) => `${status} ${n}`)
      .join(', ');
    const verdict =
      failed.length === 0
        ? 'no 5xx, every 4xx with a rule'
        : `FAILED: ${failed.join(', ')} (a 5xx or a 4xx without a rule)`;
    figure(
      `contract fuzz (${TEST_DB})`,
      `${sent} requests over ${operations.length} operations, ${RUNS} each, seed ${SEED} (${statuses}): ${verdict}`,
    );
  });
});
