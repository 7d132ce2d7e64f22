// fast-check arbitraries of input outside the contract: junk that stresses validators, SQL and
// HTML, and values derived from a schema (just past each bound, wrong types, unknown enum
// values, malformed formats), each checked with the contract's own Ajv to really be invalid.
import fc from 'fast-check';
import { deref, loadContract, type Parameter } from '../contract/contract.js';
import { compile, createAjv } from '../contract/validation.js';

type Json = Record<string, unknown>;

const doc = loadContract();
const exact = createAjv(doc, { coerce: false });
const coercing = createAjv(doc, { coerce: true });

/** Strings that must be stored and shown verbatim, never run. */
export const ATTACK_STRINGS = [
  "'; drop table branches; --",
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<img src=x onerror="window.__xss=1">',
  "Robert'); DELETE FROM products; --",
  '{{7*7}}${7*7}',
];

/** Values that stress validators and SQL: odd strings, numbers, nesting. */
export const junkString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%',
    '../..',
    '..%2f..%2fetc%2fpasswd',
    '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    'null',
    '1e309',
    '-0',
    '\u202e',
    '😀',
    'x'.repeat(3000),
    ...ATTACK_STRINGS,
  ),
);
/**
 * JSON texts of shapes that break recursive code and slow validators: nesting thousands deep
 * (5,000 arrays are only 10 KB), arrays of many thousand items, objects with thousands of keys.
 * Written as text: JSON.stringify itself overflows the stack on such depths.
 */
export const junkShapeJson: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 20, max: 100_000 }), fc.boolean())
    .map(([depth, asObject]) =>
      asObject
        ? `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`
        : `${'['.repeat(depth)}${']'.repeat(depth)}`,
    ),
  fc
    .tuple(fc.integer({ min: 1_000, max: 50_000 }), fc.constantFrom('"x"', '1', 'null', '{}', '[]'))
    .map(([length, item]) => `[${Array.from({ length }, () => item).join(',')}]`),
  fc
    .integer({ min: 1_000, max: 20_000 })
    .map((width) => `{${Array.from({ length: width }, (_, i) => `"k${i}":${i}`).join(',')}}`),
);

/**
 * Keys the API refuses anywhere in a body, the whole body at once (`request.bodyNotJson`): a
 * suite of their own tries them, so a value made wrong for one field never holds one.
 */
const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'];
const ordinaryKey = junkString.filter((key) => !FORBIDDEN_KEYS.includes(key));

export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(junkString, { maxLength: 3 }),
  fc.dictionary(ordinaryKey, junkString, { maxKeys: 3 }),
);

/** Candidates just outside the bounds of one (dereferenced) schema. */
function boundaryValues(schema: Json): unknown[] {
  const values: unknown[] = [null, true, 0, -1, 1.5, 'x', [], {}];
  const { minLength, maxLength, minimum, maximum, minItems, maxItems } = schema as Record<
    string,
    number | undefined
  >;
  if (maxLength !== undefined) values.push('a'.repeat(maxLength + 1));
  if (minLength !== undefined) values.push('a'.repeat(Math.max(minLength - 1, 0)), ' ', '\t\n');
  if (minimum !== undefined) values.push(minimum - 1, minimum - 0.001, String(minimum));
  if (maximum !== undefined) values.push(maximum + 1, maximum + 0.5, Number.MAX_VALUE);
  if (schema.type === 'integer') values.push(2.5, '7');
  if (schema.format === 'uuid')
    values.push('3f2504e0-4f89-41d3-9a0c-0305e82c330', 'zzzzzzzz-4f89-41d3-9a0c-0305e82c3301');
  if (schema.format === 'email') values.push('not-an-email', 'a@', '@example.in');
  if (schema.format === 'uri' || schema.pattern === '^https?://')
    values.push('not a url', 'javascript:alert(1)', 'ftp://example.in/x', '//example.in');
  if (Array.isArray(schema.enum))
    values.push(
      'unknown',
      ...schema.enum.map((v) => (typeof v === 'string' ? v.toUpperCase() : String(v))),
    );
  if (typeof schema.pattern === 'string') values.push('!!', '0', '../x', 'A'.repeat(70));
  if (minItems !== undefined) values.push([]);
  if (maxItems !== undefined) values.push(Array.from({ length: maxItems + 1 }, (_, i) => i));
  if (schema.uniqueItems)
    values.push(['3f2504e0-4f89-41d3-9a0c-0305e82c3301', '3f2504e0-4f89-41d3-9a0c-0305e82c3301']);
  if (schema.type === 'array') values.push(['not-a-uuid'], 'not-an-array');
  return values;
}

const invalidUnder = (validate: (value: unknown) => boolean) => (value: unknown) =>
  !validate(structuredClone(value));

/** Values of a body or body field that its schema refuses (null when it accepts anything). */
export function outside(schema: unknown): fc.Arbitrary<unknown> | null {
  const resolved = deref(doc, schema);
  // Wrapped in an object: Ajv's strict mode refuses a default at a schema's root.
  const validate = compile(exact, {
    type: 'object',
    properties: { value: schema },
    required: ['value'],
  });
  const isInvalid = invalidUnder((value) => validate({ value }) === true);
  const targeted = boundaryValues(resolved).filter(isInvalid);
  if (targeted.length === 0) return null;
  return fc.oneof(fc.constantFrom(...targeted), junkValue.filter(isInvalid));
}

/** A body the schema refuses, with the field made wrong when only one was. */
export interface InvalidBody {
  body: unknown;
  kind: 'wrong value' | 'missing field' | 'unknown field' | 'not the object';
  field?: string;
}

/**
 * JSON bodies that the schema refuses, made from a valid one: one field replaced by a value
 * outside its schema, a required field left out, an unknown field added, or no object at all.
 */
export function invalidBodies(schema: unknown, valid: Json): fc.Arbitrary<InvalidBody> {
  const resolved = deref(doc, schema);
  const validate = compile(exact, resolved);
  const properties = (resolved.properties ?? {}) as Record<string, unknown>;
  const required = (resolved.required ?? []) as string[];
  const mutations: fc.Arbitrary<InvalidBody>[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const values = outside(property);
    if (values)
      mutations.push(
        values.map((value) => ({
          body: { ...valid, [name]: value },
          kind: 'wrong value',
          field: name,
        })),
      );
  }
  for (const name of required) {
    const body = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== name));
    mutations.push(fc.constant({ body, kind: 'missing field', field: name }));
  }
  if (resolved.additionalProperties === false) {
    const unknownKey = fc
      .oneof(fc.constantFrom('role', 'admin', '$where', 'id'), fc.string({ minLength: 1 }))
      .filter((key) => !(key in properties) && !FORBIDDEN_KEYS.includes(key));
    mutations.push(
      fc.tuple(unknownKey, junkValue).map(([key, value]) => ({
        body: { ...valid, [key]: value },
        kind: 'unknown field',
        field: key,
      })),
    );
  }
  const whole = outside(resolved);
  if (whole) mutations.push(whole.map((body) => ({ body, kind: 'not the object' })));
  return fc
    .oneof(...mutations)
    .filter(({ body }) => invalidUnder((value) => validate(value) === true)(body));
}

/** Query or path values (strings, as in a URL) that the parameter's schema refuses. */
export function invalidParameterValues(parameter: Parameter): fc.Arbitrary<string> {
  const schema = deref(doc, parameter.schema);
  const validate = compile(coercing, {
    type: 'object',
    properties: { value: parameter.schema },
    required: ['value'],
  });
  const targeted = boundaryValues(schema)
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map(String);
  return fc
    .oneof(fc.constantFrom(...targeted, 'abc', '-1', '0', '1.5', '1e3'), junkString)
    .filter((value) => validate({ value }) !== true);
}
