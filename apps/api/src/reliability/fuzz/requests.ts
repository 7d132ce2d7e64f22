// The requests of one contract operation, made from its own schemas (arbitraries.ts) and the
// world's valid request for it (world.ts). Each part of a request (a path value, a query
// parameter, the body, a form's field or file, the address's shape) has values the operation
// takes and values it should refuse; most requests change one part and keep the others valid, so
// the change reaches the code behind the checks. Cursors come in every list's shape holding
// impossible values. Each request is sent by one kind of caller (callers.ts).
import fc from 'fast-check';
import { isPermission, roleHas, ROLES } from '@kirana/domain/team';
import type { Operation } from '../../contract/contract.js';
import { multipart, type FilePart } from '../../testing/fixtures.js';
import {
  catalogueCsv,
  customProductFields,
  protectedRequests,
  publicRequests,
  type Request,
} from '../world.js';
import {
  around,
  inside,
  outside,
  resolve,
  UNICODE_EDGES,
  type Pool,
  type Schema,
} from './arbitraries.js';
import type { Caller, FuzzWorld } from './callers.js';

export interface FuzzRequest {
  operationId: string;
  caller: Caller;
  method: Request['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

type Weighted<T> = { weight: number; arbitrary: fc.Arbitrary<T> };

const worldRequests = { ...protectedRequests, ...publicRequests };

/** A generated value as it is written in a URL or a form field. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? String(value);
}

// ---- Callers -----------------------------------------------------------------------------

/** Mostly callers who may make the call (so requests go deep), sometimes the others. */
function callers(op: Operation): fc.Arbitrary<Caller> {
  const weighted = (weights: [Caller, number][]) =>
    fc.oneof(...weights.map(([caller, weight]) => ({ weight, arbitrary: fc.constant(caller) })));
  if (op.auth === 'owner')
    return weighted([
      ['store owner', 8],
      ['Owner', 1],
      ['nobody', 1],
    ]);
  if (op.auth === 'admin') {
    const permission = op.permission;
    const may = (role: string) =>
      permission !== null && isPermission(permission) && roleHas(role, permission);
    return weighted([
      ...ROLES.map((role): [Caller, number] => [role, may(role) ? 4 : 1]),
      ['store owner', 1],
      ['nobody', 1],
    ]);
  }
  return weighted([
    ['nobody', 6],
    ['Owner', 1],
    ['store owner', 1],
  ]);
}

// ---- Slots -------------------------------------------------------------------------------

/**
 * One part of a request (a path value, a query parameter, the body, a form's field or file):
 * values the operation takes (`good`: the world's, or inside the schema) and values it should
 * refuse (`bad`: just outside the schema, odd shapes). Most requests change one part only, so
 * the rest stays valid and the change reaches the code behind the checks.
 */
interface Slot<T> {
  good: fc.Arbitrary<T>;
  bad: fc.Arbitrary<T>;
}

/** Every part good, or one part bad, or now and then each part either (chaos). */
function planned<T>(slots: Slot<T>[]): fc.Arbitrary<T[]> {
  if (slots.length === 0) return fc.constant([]);
  const goods = fc.tuple(...slots.map((slot) => slot.good));
  return fc.oneof(
    { weight: 3, arbitrary: goods },
    {
      weight: 6,
      arbitrary: fc.oneof(
        ...slots.map((slot, i) =>
          fc
            .tuple(goods, slot.bad)
            .map(([values, bad]) => values.map((v, j) => (j === i ? bad : v))),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(...slots.map((slot) => fc.oneof(slot.good, slot.bad))),
    },
  );
}

/** A piece of a request, as a slot makes it. */
type Piece =
  | { kind: 'path'; name: string; value: string }
  | { kind: 'query'; entries: [string, string][] }
  | { kind: 'body'; body: Body }
  | { kind: 'suffix'; text: string };

/**
 * Odd shapes of the address itself: a trailing slash, a fragment, query text no form encoder
 * writes (empty names, a malformed %-escape, a name with brackets, a very long one).
 */
const suffixes: Slot<Piece> = {
  good: fc.constant<Piece>({ kind: 'suffix', text: '' }),
  bad: fc
    .constantFrom(
      '/',
      '//',
      '#top',
      '?',
      '&&&',
      '&=x',
      '&%',
      '&a=%ZZ',
      '&limit[]=1',
      '&limit[a]=1',
      '&__proto__=x',
      `&${'x'.repeat(5000)}=1`,
      ';jsessionid=1',
    )
    .map((text): Piece => ({ kind: 'suffix', text })),
};

// ---- Path --------------------------------------------------------------------------------

/** The values of the path parameters in a URL of the operation (the world's request). */
function pathValuesOf(op: Operation, url: string): Record<string, string> {
  const names: string[] = [];
  const pattern = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return name === op.wildcardParam ? '(.+)' : '([^/]+)';
  });
  const match = new RegExp(`^${pattern}(?:\\?|$)`).exec(url);
  if (!match) return {};
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
}

/**
 * Percent-encodes a path segment; a lone surrogate (which UTF-8 cannot hold) is sent as the three
 * bytes a careless encoder writes for it, so the server gets an invalid UTF-8 sequence.
 */
export function encodeSegment(value: string): string {
  let encoded = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(value[i] as string);
  }
  return encoded;
}

function pathSlots(op: Operation, base: Request | undefined, pool: Pool): Slot<Piece>[] {
  const real = base ? pathValuesOf(op, base.url) : {};
  return op.pathParams.map((param) => {
    const known = real[param.name];
    const piece = (value: unknown): Piece => ({
      kind: 'path',
      name: param.name,
      value: asText(value),
    });
    return {
      good: fc
        .oneof(...(known === undefined ? [] : [{ weight: 4, arbitrary: fc.constant(known) }]), {
          weight: 1,
          arbitrary: inside(param.schema, pool),
        })
        .map(piece),
      bad: outside(param.schema, pool).map(piece),
    };
  });
}

function pathOf(op: Operation, values: Map<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values.get(name) ?? '';
    // A media or upload key is sent with its "/" (the route takes the rest of the path).
    return name === op.wildcardParam
      ? value.split('/').map(encodeSegment).join('/')
      : encodeSegment(value);
  });
}

// ---- Query -------------------------------------------------------------------------------

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * Cursors of every list's shape ([moment, id], [name, id], [number, number, id], [price, name,
 * id]) holding real and impossible values (month 13, hour 99, year 0000, NUL, huge numbers),
 * wrong types and lengths, JSON that is no array, bytes that are no JSON, text that is no
 * base64url.
 */
export function cursors(pool: Pool): fc.Arbitrary<string> {
  const id = fc.oneof(inside({ type: 'string', format: 'uuid' }, pool), fc.constantFrom('x', ''));
  const moment = fc.oneof(
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => `${date.toISOString().replace('T', ' ').replace('Z', '')}+00`),
    fc.constantFrom(
      '2026-13-45 10:00:00+00',
      '2026-01-01 99:00:00+00',
      '0000-01-01 10:00:00+00',
      '2026-02-30 10:00:00+00',
      '2026-01-01 10:60:00+00',
      '2026-01-01 10:00:00+99',
      '2026-01-01 10:00:00.1234567+00',
      '294277-01-01 00:00:00+00',
      'infinity',
      'epoch',
      'now',
    ),
  );
  const name = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...UNICODE_EDGES));
  const number = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 5e-324),
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.tuple(moment, id).map(cursorOf) },
    { weight: 2, arbitrary: fc.tuple(name, id).map(cursorOf) },
    { weight: 2, arbitrary: fc.tuple(number, number, id).map(cursorOf) },
    { weight: 2, arbitrary: fc.tuple(number, name, id).map(cursorOf) },
    {
      weight: 2,
      arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }).map(cursorOf),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(cursorOf) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 60 })
        .map((bytes) => Buffer.from(bytes).toString('base64url')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '!!!',
        'a b',
        '====',
        'eyJ9',
        '%00',
        'A'.repeat(201),
        'W10',
        'bnVsbA',
      ),
    },
  );
}

function querySlots(op: Operation, base: Request | undefined, pool: Pool): Slot<Piece>[] {
  const real = new URL(base?.url ?? '/', 'http://api.test').searchParams;
  return op.queryParams.map((param) => {
    const known = real.get(param.name);
    const piece = (values: unknown[]): Piece => ({
      kind: 'query',
      entries: values.map((value) => [param.name, asText(value)]),
    });
    const absent = fc.constant<unknown[]>([]);
    const good: Weighted<unknown[]>[] =
      param.name === 'cursor'
        ? [{ weight: 1, arbitrary: absent }]
        : [
            ...(param.required ? [] : [{ weight: 2, arbitrary: absent }]),
            ...(known === null ? [] : [{ weight: 4, arbitrary: fc.constant<unknown[]>([known]) }]),
            { weight: 2, arbitrary: inside(param.schema, pool).map((v) => [v]) },
          ];
    const wrong = param.name === 'cursor' ? cursors(pool) : outside(param.schema, pool);
    const bad: Weighted<unknown[]>[] = [
      { weight: 4, arbitrary: wrong.map((v) => [v]) },
      { weight: 1, arbitrary: fc.tuple(around(param.schema, pool), wrong) },
      ...(param.required ? [{ weight: 1, arbitrary: absent }] : []),
    ];
    return { good: fc.oneof(...good).map(piece), bad: fc.oneof(...bad).map(piece) };
  });
}

// ---- Bodies ------------------------------------------------------------------------------

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

const JSON_TYPE = 'application/json';
const OVER_THE_LIMIT = `{"x":"${'y'.repeat(1024 * 1024)}"}`;

/** Bodies that are not the JSON object expected, or not sent as JSON. */
const oddJsonBodies: fc.Arbitrary<Body> = fc.constantFrom<Body>(
  { payload: '', contentType: JSON_TYPE },
  { payload: 'null', contentType: JSON_TYPE },
  { payload: '[]', contentType: JSON_TYPE },
  { payload: '{', contentType: JSON_TYPE },
  { payload: '"x"', contentType: JSON_TYPE },
  { payload: '{"a":1,"a":2}', contentType: JSON_TYPE },
  { payload: '\ufeff{}', contentType: JSON_TYPE },
  { payload: '{"__proto__":{"isAdmin":true}}', contentType: JSON_TYPE },
  { payload: '{"constructor":{"prototype":{"x":1}}}', contentType: JSON_TYPE },
  { payload: '{}', contentType: 'text/plain' },
  { payload: '{}', contentType: 'application/json; charset=latin1' },
  { payload: '{}', contentType: 'APPLICATION/JSON' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '{}' },
  { payload: OVER_THE_LIMIT, contentType: JSON_TYPE },
);

const json = (value: unknown): Body => ({
  payload: JSON.stringify(value) ?? 'null',
  contentType: JSON_TYPE,
});

/** The world's body with one field given another value (from `values`), or left out. */
function oneFieldChanged(
  schema: Schema,
  valid: Record<string, unknown>,
  values: (schema: unknown) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const names = Object.keys(properties);
  if (names.length === 0) return fc.constant(valid);
  return fc.oneof(
    ...names.map((name) => values(properties[name]).map((value) => ({ ...valid, [name]: value }))),
  );
}

function jsonBodies(schema: unknown, base: Request | undefined, pool: Pool): Slot<Body> {
  const resolved = resolve(schema);
  const valid =
    base?.payload && typeof base.payload === 'object' && !Buffer.isBuffer(base.payload)
      ? (base.payload as Record<string, unknown>)
      : undefined;
  const fromSchema = inside(resolved, pool).map(json);
  if (!valid)
    return {
      good: fromSchema,
      bad: fc.oneof(
        { weight: 4, arbitrary: outside(resolved, pool).map(json) },
        { weight: 1, arbitrary: oddJsonBodies },
      ),
    };
  const names = Object.keys(valid);
  return {
    good: fc.oneof(
      { weight: 2, arbitrary: fc.constant(json(valid)) },
      { weight: 3, arbitrary: oneFieldChanged(resolved, valid, (s) => inside(s, pool)).map(json) },
      { weight: 2, arbitrary: fromSchema },
    ),
    bad: fc.oneof(
      { weight: 4, arbitrary: oneFieldChanged(resolved, valid, (s) => outside(s, pool)).map(json) },
      { weight: 2, arbitrary: outside(resolved, pool).map(json) },
      ...(names.length > 0
        ? [
            {
              weight: 1,
              arbitrary: fc.constantFrom(...names).map((name) => {
                const { [name]: _left, ...rest } = valid;
                return json(rest);
              }),
            },
          ]
        : []),
      { weight: 1, arbitrary: oddJsonBodies },
      ...(names.length > 0
        ? [
            {
              weight: 1,
              arbitrary: fc
                .tuple(fc.constantFrom(...names), fc.constantFrom(...RAW_LITERALS))
                .map(([name, literal]) => ({
                  payload: JSON.stringify({ ...valid, [name]: RAW }).replace(`"${RAW}"`, literal),
                  contentType: JSON_TYPE,
                })),
            },
          ]
        : []),
    ),
  };
}

/**
 * JSON texts JSON.stringify never writes, for one field: numbers past a double (1e400 parses as
 * Infinity), below its precision, negative zero; escapes of a lone surrogate, a NUL and a
 * direction override.
 */
const RAW_LITERALS = [
  '1e400',
  '-1e400',
  '-0',
  '1e-400',
  '123456789012345678901234567890',
  '0.1e1',
  '"\\ud800"',
  '"\\u0000"',
  '"\\u202e"',
  '[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]',
];
const RAW = '@@raw@@';

/** An operation without a body: none, or a JSON one anyway. */
const noBodies: Slot<Body> = {
  good: fc.constant<Body>({}),
  bad: fc.oneof(fc.constant<Body>({ payload: '{"a":1}', contentType: JSON_TYPE }), oddJsonBodies),
};

// ---- Files and forms ---------------------------------------------------------------------

interface File {
  data: Buffer;
  contentType: string;
  filename: string;
}

const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const OVER_FIVE_MIB = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);

/** Bytes that are no file of ours: empty, random, cut off, another type, one byte too many. */
const oddBytes: fc.Arbitrary<Buffer> = fc.oneof(
  { weight: 3, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from('GIF89a'),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('%PDF-1.4 cut off'),
      Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >>\n%%EOF'),
      MINIMAL_PDF,
      Buffer.from('plain text\u0000with a NUL'),
    ),
  },
  { weight: 1, arbitrary: fc.constant(OVER_FIVE_MIB) },
);

/** Catalogue files: the world's, and CSVs with every kind of trouble a spreadsheet makes. */
function csvFiles(category: string): fc.Arbitrary<Buffer> {
  const good = catalogueCsv(category);
  const [header = '', row = ''] = good.split('\n');
  const cell = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...UNICODE_EDGES));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(Buffer.from(good)) },
    {
      weight: 3,
      arbitrary: fc
        .array(cell, { minLength: 1, maxLength: 12 })
        .map((cells) =>
          Buffer.from(`${header}\n${cells.map((c) => JSON.stringify(c)).join(',')}\n`),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          `${header}\n`,
          `\ufeff${good}`,
          good.replace(/\n/g, '\r\n'),
          `${header}\n${row.replace('48.00', '=HYPERLINK("http://x")')}\n`,
          `${header}\n"${row}\n`,
          `${header}\n${row},extra,cells\n`,
          `${header}\n${row.replace('48.00', '-1')}\n`,
          `${header}\n${row.replace('48.00', '1e309')}\n`,
          `${header}\n${row.replace('1,kg', '0,kg')}\n`,
          `${header}\n${row.replace('true', 'maybe')}\n`,
          `${header}\n${row}\n${row}\n`,
          `${header}\n${Array.from({ length: 300 }, (_, i) => row.replace('Bajra flour', `Item ${i}`)).join('\n')}\n`,
          `${header},${header}\n`,
          header.split(',').reverse().join(','),
          `${header}\n${'x'.repeat(100_000)}\n`,
        )
        .map((textValue) => Buffer.from(textValue)),
    },
    { weight: 1, arbitrary: oddBytes },
  );
}

const FILENAMES = [
  'photo.jpg',
  'scan.png',
  'document.pdf',
  '',
  '../../etc/passwd',
  `${'a'.repeat(300)}.png`,
  'ఫోటో.jpg',
  'x.php.jpg',
  'x.jpg\u0000.exe',
  'con.png',
  'a"b.jpg',
];

/** A form's file: one of the kind it takes, or one with odd bytes, type or name. */
function files(good: fc.Arbitrary<[Buffer, string]>): Slot<File> {
  const file = ([data, contentType]: [Buffer, string], filename = 'photo.jpg'): File => ({
    data,
    contentType,
    filename,
  });
  return {
    good: fc
      .tuple(good, fc.constantFrom('photo.jpg', 'scan.png', 'document.pdf', 'catalogue.csv'))
      .map(([pair, filename]) => file(pair, filename)),
    bad: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.tuple(oddBytes, good).map(([bytes, [, type]]) => file([bytes, type])),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            good,
            fc.constantFrom(
              'application/octet-stream',
              'text/plain',
              'image/svg+xml',
              'IMAGE/JPEG',
              'x',
              '',
            ),
          )
          .map(([[data], type]) => file([data, type])),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(good, fc.constantFrom(...FILENAMES))
          .map(([pair, name]) => file(pair, name)),
      },
    ),
  };
}

/** A property of a form that is a file: no JSON type, a media type or a size limit. */
const isFileField = (schema: Schema) =>
  schema.type === undefined &&
  (schema.contentMediaType !== undefined || schema['x-max-bytes'] !== undefined);

/** The valid text fields of the world's forms (fields of the other forms come from the schema). */
function formFields(operationId: string, fuzzWorld: FuzzWorld): Record<string, string> {
  const { world } = fuzzWorld;
  switch (operationId) {
    case 'createCustomCategory':
      return { name: 'Puja items' };
    case 'createCustomProduct':
      return customProductFields(world);
    case 'applyAsDeliveryPartner':
      return {
        name: 'Sita Devi',
        phone: '+91 91234 56780',
        email: 'sita@example.in',
        pincode: '500072',
        vehicle: 'motorbike',
      };
    default:
      return {};
  }
}

type FormPart = { name: string; value: string } | FilePart | null;

/**
 * Multipart forms: every field and file good, or one of them missing or wrong, or a field the
 * form does not have; a form cut off half-way, one whose boundary is not the declared one, JSON.
 */
function forms(op: Operation, fuzzWorld: FuzzWorld, pool: Pool): Slot<Body> {
  const schema = resolve(op.body?.content['multipart/form-data']);
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = (schema.required ?? []) as string[];
  const known = formFields(op.operationId, fuzzWorld);
  const { world } = fuzzWorld;
  const good: fc.Arbitrary<[Buffer, string]> =
    op.operationId === 'createCatalogueUpload'
      ? csvFiles(world.customCategory.name).map((csv) => [csv, 'text/csv'])
      : fc.constantFrom<[Buffer, string]>(
          [world.png, 'image/png'],
          [world.jpeg, 'image/jpeg'],
          ...(op.operationId.includes('Document') || op.operationId === 'applyAsDeliveryPartner'
            ? [[MINIMAL_PDF, 'application/pdf'] as [Buffer, string]]
            : []),
        );
  const slots = Object.entries(properties).map(([name, property]): Slot<FormPart> => {
    const resolved = resolve(property);
    const left = fc.constant<FormPart>(null);
    if (isFileField(resolved)) {
      const file = files(good);
      const part = (f: File): FormPart => ({ name, ...f });
      return {
        good: file.good.map(part),
        bad: fc.oneof({ weight: 4, arbitrary: file.bad.map(part) }, { weight: 1, arbitrary: left }),
      };
    }
    const value = known[name];
    const field = (v: unknown): FormPart => ({ name, value: asText(v) });
    return {
      good: fc.oneof(
        ...(value === undefined ? [] : [{ weight: 3, arbitrary: fc.constant(value).map(field) }]),
        { weight: 1, arbitrary: inside(resolved, pool).map(field) },
        ...(required.includes(name) ? [] : [{ weight: 1, arbitrary: left }]),
      ),
      bad: fc.oneof(
        { weight: 4, arbitrary: outside(resolved, pool).map(field) },
        ...(required.includes(name) ? [{ weight: 1, arbitrary: left }] : []),
      ),
    };
  });
  slots.push({
    good: fc.constant(null),
    bad: fc
      .constantFrom(['role', 'Owner'], ['__proto__', 'x'], ['', 'x'])
      .map(([name, value]): FormPart => ({ name: name as string, value: value as string })),
  });
  const formOf = (parts: FormPart[]): Body => {
    const fields: Record<string, string> = {};
    const fileParts: FilePart[] = [];
    for (const part of parts) {
      if (part === null) continue;
      if ('value' in part) fields[part.name] = part.value;
      else fileParts.push(part);
    }
    const body = multipart(fields, fileParts);
    return { payload: body.payload, contentType: body.headers['content-type'] };
  };
  const goodForm = fc.tuple(...slots.map((slot) => slot.good)).map(formOf);
  return {
    good: goodForm,
    bad: fc.oneof(
      { weight: 8, arbitrary: planned(slots).map(formOf) },
      {
        weight: 1,
        arbitrary: goodForm.map((body) => {
          const bytes = body.payload as Buffer;
          return { ...body, payload: bytes.subarray(0, Math.floor(bytes.length / 2)) };
        }),
      },
      {
        weight: 1,
        arbitrary: goodForm.map((body) => ({
          ...body,
          contentType: 'multipart/form-data; boundary=not-the-one',
        })),
      },
      { weight: 1, arbitrary: fc.constant<Body>({ payload: '{}', contentType: JSON_TYPE }) },
      { weight: 1, arbitrary: fc.constant(MANY_PARTS) },
    ),
  };
}

/** A form of 300 fields and 30 files: more parts than any form takes. */
const MANY_PARTS: Body = (() => {
  const fields = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`f${i}`, 'x']));
  const extra = Array.from({ length: 30 }, (_, i) => ({
    name: `file${i}`,
    filename: 'x.png',
    contentType: 'image/png',
    data: Buffer.from('x'),
  }));
  const body = multipart(fields, extra);
  return { payload: body.payload, contentType: body.headers['content-type'] };
})();

/** The signed image upload's body: the world's JPEG, or odd bytes, or another type. */
function uploads(fuzzWorld: FuzzWorld): Slot<Body> {
  const jpeg = fuzzWorld.world.jpeg;
  return {
    good: fc.constant<Body>({ payload: jpeg, contentType: 'image/jpeg' }),
    bad: fc.oneof(
      {
        weight: 3,
        arbitrary: oddBytes.map((payload): Body => ({ payload, contentType: 'image/jpeg' })),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom('image/png', 'application/octet-stream', 'text/plain', 'IMAGE/JPEG')
          .map((contentType): Body => ({ payload: jpeg, contentType })),
      },
      { weight: 1, arbitrary: fc.constant<Body>({ payload: jpeg }) },
    ),
  };
}

function bodySlot(
  op: Operation,
  base: Request | undefined,
  fuzzWorld: FuzzWorld,
  pool: Pool,
): Slot<Piece> {
  const content = op.body?.content ?? {};
  const slot = content['application/json']
    ? jsonBodies(content['application/json'], base, pool)
    : content['multipart/form-data']
      ? forms(op, fuzzWorld, pool)
      : content['image/jpeg']
        ? uploads(fuzzWorld)
        : noBodies;
  const piece = (body: Body): Piece => ({ kind: 'body', body });
  return { good: slot.good.map(piece), bad: slot.bad.map(piece) };
}

// ---- The operation's requests ------------------------------------------------------------

/** Generated requests of one operation of the contract, in a built world. */
export function requestsFor(op: Operation, fuzzWorld: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const pool: Pool = { ids: fuzzWorld.ids };
  const base = worldRequests[op.operationId]?.(fuzzWorld.world);
  const method = op.method.toUpperCase() as Request['method'];
  const slots = [
    ...pathSlots(op, base, pool),
    ...querySlots(op, base, pool),
    bodySlot(op, base, fuzzWorld, pool),
    suffixes,
  ];
  return fc.tuple(callers(op), planned(slots)).map(([caller, pieces]) => {
    const pathValues = new Map<string, string>();
    const query: [string, string][] = [];
    let body: Body = {};
    let suffix = '';
    for (const piece of pieces) {
      if (piece.kind === 'path') pathValues.set(piece.name, piece.value);
      else if (piece.kind === 'query') query.push(...piece.entries);
      else if (piece.kind === 'body') body = piece.body;
      else suffix = piece.text;
    }
    const search = new URLSearchParams(query).toString();
    // A query suffix joins the query (or starts one); a path suffix ends the path.
    const tail =
      suffix.startsWith('&') || suffix.startsWith('?')
        ? `${search ? `?${search}` : '?'}${suffix.replace(/^[?&]/, search ? '&' : '')}`
        : `${suffix}${search ? `?${search}` : ''}`;
    const request: FuzzRequest = {
      operationId: op.operationId,
      caller,
      method,
      url: `${pathOf(op, pathValues)}${tail}`,
      headers: body.contentType ? { 'content-type': body.contentType } : {},
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    };
    return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
  });
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text;

/** The request as a developer needs it to send it again. */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? clip(JSON.stringify(request.payload.toString('latin1')), 1500)
        : clip(request.payload, 1500);
  return [
    `${request.method} ${clip(request.url, 1500)}`,
    `  as: ${request.caller}`,
    `  content-type: ${request.headers['content-type'] ?? '(none)'}`,
    `  body: ${payload}`,
  ].join('\n');
}
