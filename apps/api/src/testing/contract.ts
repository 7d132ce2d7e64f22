// Checks an answer against the contract: the status must be one the operation declares, and
// a JSON body must match that status's response schema (JSON Schema 2020-12, with formats).
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { Message } from '@kirana/domain/catalogue';
import { answerText } from '@kirana/domain/common';
import {
  listOperations,
  loadContract,
  responseSchema,
  type Operation,
} from '../contract/contract.js';
import { compile, createAjv, type ValidateFunction } from '../contract/validation.js';

const doc = loadContract();
const operations = new Map(listOperations(doc).map((op) => [op.operationId, op]));
const ajv = createAjv(doc, { coerce: false });
const validators = new Map<string, ValidateFunction>();

function operation(operationId: string): Operation {
  const found = operations.get(operationId);
  if (!found) throw new Error(`No operation ${operationId} in the contract`);
  return found;
}

/** Asserts the answer has `status` and matches the contract; returns the parsed body. */
export function expectContract<T = unknown>(
  operationId: string,
  response: Response,
  status: number,
): T {
  const op = operation(operationId);
  expect(response.statusCode, `${operationId}: ${response.body.slice(0, 300)}`).toBe(status);
  expect(Object.keys(op.responses), `${operationId} does not declare ${status}`).toContain(
    String(status),
  );
  const schema = responseSchema(op, status);
  if (!schema) return undefined as T;
  const key = `${operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = compile(ajv, schema);
    validators.set(key, validate);
  }
  const body: unknown = response.json();
  const valid = validate(body);
  expect(
    valid,
    `${key} does not match the contract: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 500)}`,
  ).toBe(true);
  return body as T;
}

export interface ErrorBody {
  status: 'error';
  message: string;
  code: string;
  field?: string;
  rule: string;
  params?: Record<string, string | number>;
}

/**
 * An error answer: checked against the contract, with its status and, when `expected` is given,
 * its words: a message of the domain's catalogue (its rule, field and English text, the field
 * written before it), an exact message, or a pattern the message matches.
 */
export function expectError(
  operationId: string,
  response: Response,
  status: number,
  expected?: string | RegExp | (Message & { readonly field?: string }),
): ErrorBody {
  const body = expectContract<ErrorBody>(operationId, response, status);
  expect(body.status).toBe('error');
  if (typeof expected === 'string') expect(body.message).toBe(expected);
  else if (expected instanceof RegExp) expect(body.message).toMatch(expected);
  else if (expected) expectProblem(body, expected);
  return body;
}

/** An error body says this message of the catalogue: its rule, its field and its words. */
export function expectProblem(
  body: ErrorBody,
  expected: Message & { readonly field?: string },
): void {
  expect({ rule: body.rule, field: body.field, message: body.message }).toEqual({
    rule: expected.rule,
    field: expected.field,
    message: answerText(expected),
  });
}
