// Checks an answer against the contract: the status must be one the operation declares, and
// a JSON body must match that status's response schema (JSON Schema 2020-12, with formats).
import type { LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
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

/** An error answer: checked against the contract, with its status, code and (part of) message. */
export function expectError(
  operationId: string,
  response: Response,
  status: number,
  message?: string | RegExp,
): { status: 'error'; message: string; code: string } {
  const body = expectContract<{ status: 'error'; message: string; code: string }>(
    operationId,
    response,
    status,
  );
  expect(body.status).toBe('error');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}
