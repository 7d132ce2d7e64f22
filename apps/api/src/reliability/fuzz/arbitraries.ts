// fast-check arbitraries made from the contract's own JSON Schemas (issue 36): values a schema
// accepts (`inside`) and values just outside it or at its edges (`outside`: past each bound,
// wrong types, huge and empty values, unicode edge cases, malformed uuids, dates and links).
// The contract fuzz suite builds every operation's requests from them.
import fc from 'fast-check';
import { deref, loadContract } from '../../contract/contract.js';
import { compile, createAjv } from '../../contract/validation.js';

export type Schema = Record<string, unknown>;

/** Ids of real rows: a uuid the schema asks for is often one of them, so requests reach rows. */
export interface Pool {
  ids: readonly string[];
}

type Kind = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object' | 'any';

const doc = loadContract();
const ajv = createAjv(doc, { coerce: false });
const checks = new Map<string, (value: unknown) => boolean>();

/** The contract's own check of a schema (compiled once). */
function checkOf(schema: Schema): (value: unknown) => boolean {
  const key = JSON.stringify(schema);
  let check = checks.get(key);
  if (!check) {
    const validate = compile(ajv, schema);
    check = (value) => validate(value) === true;
    checks.set(key, check);
  }
  return check;
}

/** Deeper than any schema of the contract: a guard against a schema that refers to itself. */
const MAX_DEPTH = 12;

/** The schema with its $ref followed and its allOf merged (properties and required joined). */
export function resolve(schema: unknown): Schema {
  const resolved = deref<Schema>(doc, schema ?? {});
  if (!Array.isArray(resolved.allOf)) return resolved;
  const { allOf, ...rest } = resolved;
  return (allOf as unknown[]).map(resolve).reduce<Schema>((a, b) => merge(a, b), rest);
}

function merge(a: Schema, b: Schema): Schema {
  const properties = { ...(a.properties as Schema), ...(b.properties as Schema) };
  const required = [
    ...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])]),
  ];
  return {
    ...a,
    ...b,
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
    ...(required.length > 0 ? { required } : {}),
  };
}

function kindsOf(s: Schema): Kind[] {
  if (Array.isArray(s.type)) return s.type as Kind[];
  if (typeof s.type === 'string') return [s.type as Kind];
  if (s.properties || s.required || s.additionalProperties !== undefined) return ['object'];
  if (s.items) return ['array'];
  if (s.format || s.pattern || s.minLength !== undefined || s.maxLength !== undefined)
    return ['string'];
  if (s.minimum !== undefined || s.maximum !== undefined) return ['number'];
  return ['any'];
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

// ---- Strings -----------------------------------------------------------------------------

/** One code point each (a schema's lengths count code points): ASCII, Telugu, Hindi, emoji. */
const codePoint = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...'కాలుసరుకుదుకాణంनमकआटाचावल'.split('')) },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ß', 'İ', '😀', '€', '₹', '\u00a0', '\u200b') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
);

/**
 * Strings that break code which assumes ASCII, one code unit per character, or visible text:
 * NUL, lone surrogates, direction overrides, zero-width and combining characters, characters
 * whose case changes their length, whitespace outside ASCII, line separators, SQL's LIKE
 * wildcards, quotes, escapes and markup.
 */
export const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffx',
  '\u202eevil',
  '\ufeff',
  '\u200b',
  '\u200d',
  '👨‍👩‍👧‍👦',
  'e\u0301',
  'a' + '\u0301'.repeat(200),
  'İstanbul',
  'ß',
  'ﬃ',
  '\u00a0\u3000',
  '\u2028\u2029',
  '\u0085',
  '\u0007\u001b[31m',
  '\r\n',
  '\uffff',
  '\ufffd',
  '\u{10ffff}',
  'శ్రీ లక్ష్మి కిరాణా',
  'नमस्ते किराना',
  '%',
  '_',
  '\\',
  '%_\\%',
  "'",
  '"',
  '`${x}`',
  '<script>alert(1)</script>',
  "'; drop table branches; --",
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '__proto__',
];

const HUGE = 'x'.repeat(100_000);

/** Candidates for a uuid: real ids, random ones, the nil and max uuids, upper case. */
function uuidInside(pool: Pool): fc.Arbitrary<string> {
  const real = pool.ids.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...pool.ids) }] : [];
  return fc.oneof(
    ...real,
    { weight: 2, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        ...pool.ids.slice(0, 3).map((id) => id.toUpperCase()),
      ),
    },
  );
}

/** Values that are nearly uuids (or uuids in a spelling only some parsers take). */
function uuidOutside(pool: Pool): fc.Arbitrary<string> {
  const base = uuidInside(pool);
  return fc.oneof(
    base.map((id) => id.slice(0, -1)),
    base.map((id) => `${id}0`),
    base.map((id) => id.replace(/-/g, '')),
    base.map((id) => `{${id}}`),
    base.map((id) => `urn:uuid:${id}`),
    base.map((id) => `${id.slice(0, 8)}-${id.slice(9)}`),
    base.map((id) => `g${id.slice(1)}`),
    base.map((id) => ` ${id}`),
    base.map((id) => `${id}\u0000`),
    base.map((id) => `${id}/..`),
    fc.constantFrom('', '0', '-1', 'null', 'undefined', '1 or 1=1'),
  );
}

/** A timestamp inside JavaScript's and PostgreSQL's common range, as ISO text. */
const isoDate = fc
  .date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date('9999-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

const DATE_TIME_EDGES = [
  '2026-03-01T09:30:00+05:30',
  '2026-03-01t09:30:00z',
  '2016-12-31T23:59:60Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-14:00',
  '2026-01-01T00:00:00.123456789Z',
  '1970-01-01T00:00:00Z',
];
const DATE_TIME_NEAR = [
  '2026-13-45T10:00:00Z',
  '2026-02-30T10:00:00Z',
  '2026-01-01T99:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T10:60:00Z',
  '2026-01-01T10:00:00+99:00',
  '2026-01-01T10:00:00',
  '2026-01-01',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '2026-1-1T1:1:1Z',
  '2026-01-01 10:00:00+00',
  '1767225600',
  'today',
];
const DATE_NEAR = ['2026-02-30', '2026-13-01', '0000-01-01', '10000-01-01', '2026-1-1', '20260101'];

const EMAIL_EDGES = ['a@b.co', 'lakshmi+orders@example.in', 'UPPER@EXAMPLE.IN'];
const EMAIL_NEAR = [
  'not-an-email',
  'a@',
  '@example.in',
  'a b@example.in',
  'a@b',
  'ü@例え.jp',
  'a@[127.0.0.1]',
  '"a b"@example.in',
  'a@example.in\u0000',
  'a@example.in\r\nBcc: x@example.in',
  `${'a'.repeat(64)}@${'b'.repeat(250)}.in`,
];
const URI_NEAR = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://',
  'http://[::1',
  'https://例え.jp/ü',
  'http://a b.in/',
  'ftp://example.in/x',
  '//example.in',
  'HTTP://EXAMPLE.IN',
  'http://127.0.0.1:99999/',
  'file:///etc/passwd',
  'http://example.in/%00',
];

/** Texts of one code point each, `min` to `max` long (a long maximum is reached by its edge). */
function text(min: number, max: number): fc.Arbitrary<string> {
  return fc.string({ unit: codePoint, minLength: min, maxLength: Math.min(max, min + 40) });
}

function stringInside(s: Schema, pool: Pool): fc.Arbitrary<string> {
  const min = num(s.minLength) ?? 0;
  const max = num(s.maxLength) ?? Math.max(min, 64);
  const fits = (value: string) => {
    const length = [...value].length;
    return length >= min && length <= max;
  };
  const check = checkOf({ ...s, type: 'string' });
  const valid = (value: string) => fits(value) && check(value) === true;
  const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : null;
  switch (s.format) {
    case 'uuid':
      return uuidInside(pool);
    case 'date-time':
      return fc.oneof(isoDate, fc.constantFrom(...DATE_TIME_EDGES)).filter(valid);
    case 'date':
      return isoDate.map((iso) => iso.slice(0, 10)).filter(valid);
    case 'email':
      return fc.oneof(fc.emailAddress(), fc.constantFrom(...EMAIL_EDGES)).filter(valid);
    case 'uri':
      return fc
        .oneof(
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.constantFrom('https://shop.example.com/x?ref=kirana', 'http://例え.jp'),
        )
        .filter(valid);
  }
  // A repeated character class (`^[A-Za-z0-9_-]+$`) is a string of its characters, as long as
  // the lengths say; another anchored pattern generates its matches; `\S` filters texts.
  const repeated = /^\^(\[[^\]]+\])[+*]\$$/.exec(String(s.pattern ?? ''));
  if (repeated)
    return fc.string({
      unit: fc.stringMatching(new RegExp(`^${repeated[1]}$`, 'u')),
      minLength: Math.max(min, 1),
      maxLength: Math.min(max, Math.max(min, 1) + 40),
    });
  if (pattern && String(s.pattern).startsWith('^'))
    return fc.stringMatching(pattern, { maxLength: max }).filter(valid);
  const edges = [
    'a'.repeat(Math.max(min, 1)),
    'a'.repeat(max),
    '😀'.repeat(max),
    'ఆ'.repeat(max),
    ` ${'b'.repeat(Math.max(min, 1))} `,
  ].filter(valid);
  return fc.oneof(
    { weight: 8, arbitrary: text(min, max).filter(valid) },
    ...(edges.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
  );
}

/** A near miss of a pattern: a match with one character added, dropped or changed. */
function patternNearMisses(pattern: string, max: number): fc.Arbitrary<string> {
  const regex = new RegExp(pattern, 'u');
  const matches = pattern.startsWith('^')
    ? fc.stringMatching(regex, { maxLength: max })
    : fc.constantFrom('x', 'Rice');
  return fc
    .tuple(matches, fc.nat(), fc.constantFrom('x', 'Z', ' ', '/', '.', 'é', '\u0000', '0', '-'))
    .map(([value, at, char]) => {
      const i = value.length === 0 ? 0 : at % value.length;
      const edits = [
        value + char,
        char + value,
        value.slice(0, -1),
        value.slice(0, i) + char + value.slice(i + 1),
        value.toUpperCase(),
      ];
      return edits[at % edits.length] as string;
    });
}

function stringOutside(s: Schema, pool: Pool): fc.Arbitrary<unknown> {
  const min = num(s.minLength);
  const max = num(s.maxLength);
  const near: string[] = ['', ' ', '\t\n', HUGE];
  if (max !== undefined)
    near.push(
      'a'.repeat(max + 1),
      'ఆ'.repeat(max + 1),
      '😀'.repeat(max + 1),
      `${'a'.repeat(max)}\u0301`,
    );
  if (min !== undefined && min > 1) near.push('a'.repeat(min - 1));
  if (s.pattern === '\\S') near.push('   ', '\u00a0', '\u3000', '\ufeff', '\u200b');
  const kinds: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...near),
    fc.constantFrom(...UNICODE_EDGES),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
  ];
  switch (s.format) {
    case 'uuid':
      kinds.push(uuidOutside(pool), uuidOutside(pool));
      break;
    case 'date-time':
      kinds.push(fc.constantFrom(...DATE_TIME_NEAR, ...DATE_TIME_EDGES));
      break;
    case 'date':
      kinds.push(fc.constantFrom(...DATE_NEAR));
      break;
    case 'email':
      kinds.push(fc.constantFrom(...EMAIL_NEAR));
      break;
    case 'uri':
      kinds.push(fc.constantFrom(...URI_NEAR));
      break;
  }
  if (typeof s.pattern === 'string') kinds.push(patternNearMisses(s.pattern, max ?? 64));
  return fc.oneof(...kinds);
}

// ---- Numbers -----------------------------------------------------------------------------

function numberInside(s: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = num(s.minimum) ?? num(s.exclusiveMinimum);
  const max = num(s.maximum) ?? num(s.exclusiveMaximum);
  const minExcluded = s.exclusiveMinimum !== undefined;
  const maxExcluded = s.exclusiveMaximum !== undefined;
  if (integer) {
    const low = min === undefined ? -(2 ** 31) : Math.ceil(min) + (minExcluded ? 1 : 0);
    const high = max === undefined ? 2 ** 31 - 1 : Math.floor(max) - (maxExcluded ? 1 : 0);
    return fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: low, max: high }) },
      { weight: 1, arbitrary: fc.constantFrom(low, high) },
    );
  }
  const edges = [min, max].filter(
    (edge, i): edge is number => edge !== undefined && !(i === 0 ? minExcluded : maxExcluded),
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.double({
        ...(min === undefined ? {} : { min, minExcluded }),
        ...(max === undefined ? {} : { max, maxExcluded }),
        noNaN: true,
        noDefaultInfinity: true,
      }),
    },
    ...(edges.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
  );
}

function numberOutside(s: Schema, integer: boolean): fc.Arbitrary<unknown> {
  const near: unknown[] = [
    0,
    -1,
    1e21,
    1e308,
    -1e308,
    5e-324,
    2 ** 53 + 2,
    2 ** 31,
    -(2 ** 31) - 1,
  ];
  near.push(0.1 + 0.2, 0.005, 123456789.12345679, 1.5);
  const min = num(s.minimum) ?? num(s.exclusiveMinimum);
  const max = num(s.maximum) ?? num(s.exclusiveMaximum);
  if (min !== undefined) near.push(min, min - 1, min - 0.001, min - Number.EPSILON * 4);
  if (max !== undefined) near.push(max, max + 1, max + 0.001, max + 0.0049);
  if (integer) near.push(0.5, 2.000001, 1e-7);
  const asText = ['1', '1e3', '', ' 1 ', '0x1F', 'NaN', 'Infinity', '1,5', '१२'];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...near) },
    { weight: 1, arbitrary: fc.constantFrom(...asText) },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.integer() },
  );
}

// ---- Wrong types -------------------------------------------------------------------------

/** One value of each JSON type the schema does not allow. */
function wrongTypes(kinds: Kind[]): unknown[] {
  const allows = (kind: Kind) => kinds.includes(kind) || kinds.includes('any');
  const values: unknown[] = [];
  if (!allows('string')) values.push('x', '', '0', 'true');
  if (!allows('number')) values.push(allows('integer') ? 1.5 : 0, allows('integer') ? 1e21 : -1);
  if (!allows('boolean')) values.push(true, false);
  if (!allows('null')) values.push(null);
  if (!allows('array')) values.push([], ['x']);
  if (!allows('object')) values.push({}, { a: 1 });
  return values;
}

// ---- The two entry points ----------------------------------------------------------------

/** Values the schema accepts (with the pool's real ids where it asks for a uuid). */
export function inside(schema: unknown, pool: Pool, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const branches = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(branches)) {
    const { oneOf: _one, anyOf: _any, ...siblings } = s;
    return fc.oneof(
      ...branches.map((branch) => inside(merge(siblings, resolve(branch)), pool, depth + 1)),
    );
  }
  return fc.oneof(...kindsOf(s).map((kind) => insideOfKind(s, kind, pool, depth)));
}

function insideOfKind(s: Schema, kind: Kind, pool: Pool, depth: number): fc.Arbitrary<unknown> {
  switch (kind) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberInside(s, true);
    case 'number':
      return numberInside(s, false);
    case 'string':
      return stringInside(s, pool);
    case 'array': {
      const item = inside(s.items ?? {}, pool, depth + 1);
      const minLength = num(s.minItems) ?? 0;
      const maxLength = Math.min(num(s.maxItems) ?? 5, minLength + 5);
      return s.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = ((s.required ?? []) as string[]).filter((name) => name in properties);
      const names = Object.keys(properties);
      if (names.length === 0 && typeof s.additionalProperties === 'object')
        return fc.dictionary(text(1, 12), inside(s.additionalProperties, pool, depth + 1), {
          maxKeys: 3,
        });
      const record = fc.record(
        Object.fromEntries(
          names.map((name) => [name, inside(properties[name], pool, depth + 1)] as const),
        ),
        { requiredKeys: required },
      );
      // `minProperties`: an object with fewer fields than that is not inside.
      const fewest = num(s.minProperties) ?? 0;
      return fewest > 0 ? record.filter((value) => Object.keys(value).length >= fewest) : record;
    }
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values just outside the schema, or on its edges: past each bound, of another type, empty,
 * huge, unicode edge cases, near-miss formats and patterns, an object with one field made
 * wrong, one missing or one unknown, an array too long or with a wrong item. Some of these are
 * still accepted by the schema (edges): the suite sends them as they are.
 */
export function outside(schema: unknown, pool: Pool, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (depth > MAX_DEPTH) return fc.constant(null);
  const kinds = kindsOf(s);
  const options: fc.Arbitrary<unknown>[] = [];
  const wrong = wrongTypes(kinds);
  if (wrong.length > 0) options.push(fc.constantFrom(...wrong));
  if (Array.isArray(s.enum)) {
    const values = s.enum as unknown[];
    const near = values.flatMap((value) =>
      typeof value === 'string'
        ? [value.toUpperCase(), ` ${value}`, `${value} `, `${value}\u0000`, value.slice(0, -1)]
        : [String(value)],
    );
    options.push(fc.constantFrom('unknown', '', ...near));
    return fc.oneof(...options);
  }
  const branches = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(branches)) {
    const { oneOf: _one, anyOf: _any, ...siblings } = s;
    options.push(
      ...branches.map((branch) => outside(merge(siblings, resolve(branch)), pool, depth + 1)),
    );
    return fc.oneof(...options);
  }
  for (const kind of kinds) {
    switch (kind) {
      case 'string':
        options.push(stringOutside(s, pool));
        break;
      case 'integer':
      case 'number':
        options.push(numberOutside(s, kind === 'integer'));
        break;
      case 'boolean':
        options.push(fc.constantFrom('true', 'false', 0, 1, 'yes'));
        break;
      case 'array':
        options.push(arrayOutside(s, pool, depth));
        break;
      case 'object':
        options.push(objectOutside(s, pool, depth));
        break;
      case 'any':
        options.push(fc.oneof(fc.constantFrom(...UNICODE_EDGES, HUGE), fc.jsonValue()));
        break;
      case 'null':
        break;
    }
  }
  return fc.oneof(...options);
}

function arrayOutside(s: Schema, pool: Pool, depth: number): fc.Arbitrary<unknown> {
  const items = s.items ?? {};
  const item = inside(items, pool, depth + 1);
  const wrongItem = outside(items, pool, depth + 1);
  const max = num(s.maxItems);
  const kinds: fc.Arbitrary<unknown>[] = [
    fc.constant([]),
    item.map((value) => [value, value]),
    fc
      .tuple(fc.array(item, { maxLength: 3 }), wrongItem)
      .map(([valid, wrong]) => [...valid, wrong]),
    item.map((value) => Array.from({ length: 10_000 }, () => value)),
    fc.constantFrom([[]], [null], [[['x']]]),
  ];
  if (max !== undefined) {
    const uuids = resolve(items).format === 'uuid';
    kinds.push(
      uuids
        ? fc.uniqueArray(fc.uuid(), { minLength: max + 1, maxLength: max + 1 })
        : item.map((value) => Array.from({ length: max + 1 }, () => value)),
    );
  }
  return fc.oneof(...kinds);
}

function objectOutside(s: Schema, pool: Pool, depth: number): fc.Arbitrary<unknown> {
  const properties = (s.properties ?? {}) as Record<string, unknown>;
  const names = Object.keys(properties);
  const required = ((s.required ?? []) as string[]).filter((name) => name in properties);
  const valid = inside(s, pool, depth) as fc.Arbitrary<Record<string, unknown>>;
  const kinds: { weight: number; arbitrary: fc.Arbitrary<unknown> }[] = [];
  if (names.length > 0)
    kinds.push({
      weight: 6,
      arbitrary: fc
        .tuple(
          valid,
          fc.oneof(
            ...names.map((name) =>
              outside(properties[name], pool, depth + 1).map((value) => [name, value] as const),
            ),
          ),
        )
        .map(([object, [name, value]]) => ({ ...object, [name]: value })),
    });
  if (required.length > 0)
    kinds.push({
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...required)).map(([object, name]) => {
        const { [name]: _left, ...rest } = object;
        return rest;
      }),
    });
  kinds.push({
    weight: 1,
    arbitrary: fc
      .tuple(
        valid,
        fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'adminId', '', 'x'.repeat(300)),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([object, key, value]) => ({ ...object, [key]: value })),
  });
  kinds.push({
    weight: 1,
    arbitrary: fc.constant(
      Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
    ),
  });
  return fc.oneof(...kinds);
}

/** Mostly values the schema accepts, often values just outside it. */
export function around(schema: unknown, pool: Pool): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: inside(schema, pool) },
    { weight: 2, arbitrary: outside(schema, pool) },
  );
}
