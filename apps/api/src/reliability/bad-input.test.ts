// Bad input, generated with fast-check for every operation of the contract:
// 1. random params, queries and bodies never give a 500 (a declared status, the error shape);
// 2. requests made invalid on purpose (a path id, a query value, a body field outside the
//    contract's schema, a broken form or image) are each a 4xx with a message (a 400 naming the
//    field for the contract's own checks), and the database and the media folder do not change.
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, test } from 'vitest';
import { API_NOT_FOUND, BODY_TOO_DEEP } from '@kirana/domain/common';
import { partnerApplicationSchema } from '@kirana/domain/delivery-partner-rules';
import { PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { customCategoryFieldsSchema, productTextFieldsSchema } from '@kirana/domain/inventory';
import { listOperations, loadContract, type Operation } from '../contract/contract.js';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { SMS_TEST_ENV, SMS_TEST_TOKEN } from '../testing/sms.js';
import { WHATSAPP_TEST_ENV, whatsAppSignature } from '../testing/whatsapp.js';
import { multipart, type FilePart } from '../testing/fixtures.js';
import {
  invalidBodies,
  invalidParameterValues,
  junkShapeJson,
  junkString,
  junkValue,
} from './invalid.js';
import { figure, filesUnder, size, snapshot } from './support.js';
import {
  buildWorld,
  customProductFields,
  formRequest,
  protectedRequests,
  publicRequests,
  type Request,
  type World,
} from './world.js';

const operations = listOperations(loadContract());

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
/** A JSON body as text: junk values, junk fields, or a field or body of a pathological shape. */
const junkBody = fc.oneof(
  junkValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc
    .dictionary(fc.constantFrom(...fieldNames), junkValue, { maxKeys: 8 })
    .map((value) => JSON.stringify(value)),
  junkShapeJson,
  fc
    .tuple(fc.constantFrom(...fieldNames), junkShapeJson)
    .map(([field, shape]) => `{${JSON.stringify(field)}:${shape}}`),
);

describe.skipIf(!DATABASE_AVAILABLE)(`random input never gives a 500 (${TEST_DB})`, () => {
  const t = useTestApp();

  test.each(
    operations
      .filter((op) => op.operationId !== 'uploadAffiliateImage')
      .map((op) => [op.operationId, op] as const),
  )('%s', async (operationId, op) => {
    const admin = op.auth === 'owner' ? await t.owner() : await t.admin();
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
            ...(json ? { payload: body } : {}),
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
  });
});

/**
 * A body of WhatsApp's webhook is signed like Meta's, so that what is wrong in it is met (an
 * unsigned one is a 401 before it is read: routes/whatsapp-webhook.test.ts).
 */
function signed(operationId: string, payload: unknown): Record<string, string> {
  return operationId === 'receiveWhatsAppWebhook' && typeof payload === 'string'
    ? { 'x-hub-signature-256': whatsAppSignature(payload) }
    : {};
}

describe.skipIf(!DATABASE_AVAILABLE)(`deeply nested bodies (${TEST_DB})`, () => {
  const t = useTestApp({ env: { ...WHATSAPP_TEST_ENV, ...SMS_TEST_ENV } });
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;

  test.each(
    operations
      .filter((op) => op.body?.content['application/json'] !== undefined)
      .map((op) => [op.operationId, op] as const),
  )('%s answers 5,000 nested arrays (10 KB) with a 400 that says so', async (operationId, op) => {
    const signedIn = op.auth === 'owner' ? await t.owner() : await t.admin();
    // The SMS reports' path holds its token (a wrong one is a 401 before the body is read).
    const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      (operationId === 'receiveSmsWebhook' || operationId === 'receiveInboundSms') &&
      name === 'token'
        ? SMS_TEST_TOKEN
        : '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    );
    const res = await t.app.inject({
      method: op.method.toUpperCase() as 'POST',
      url,
      headers: {
        ...signedIn.headers,
        'content-type': 'application/json',
        ...signed(operationId, deep),
      },
      payload: deep,
    });
    expectError(operationId, res, 400, BODY_TOO_DEEP);
  });
});

/** One request made invalid on purpose. */
interface Variant {
  what: string;
  request: Request;
  /** A path value: an address no route matches may answer the generic 404. */
  path?: boolean;
  /** The status it must get, when only one is right. */
  status?: number;
  /** A word the message must contain (the wrong field). */
  field?: string;
}

const requests = { ...protectedRequests, ...publicRequests };

/** The values of the path parameters in a request's URL. */
function pathValues(op: Operation, url: string): Record<string, string> {
  const names: string[] = [];
  const pattern = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return name === op.wildcardParam ? '(.+)' : '([^/]+)';
  });
  const match = new RegExp(`^${pattern}(?:\\?|$)`).exec(url);
  if (!match) throw new Error(`${url} does not match ${op.path}`);
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
}

function withPath(op: Operation, url: string, values: Record<string, string>): string {
  const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === op.wildcardParam ? (values[name] ?? '') : encodeURIComponent(values[name] ?? ''),
  );
  return `${path}${query}`;
}

function withQuery(url: string, name: string, value: string): string {
  const [path = '', search = ''] = url.split('?');
  const query = new URLSearchParams(search);
  query.set(name, value);
  return `${path}?${query.toString()}`;
}

/** Bytes that are no image (no JPEG, PNG, GIF or WebP signature), or none at all. */
const notAnImage = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  fc.constant(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ),
  fc.constant(Buffer.from('GIF8')),
  fc.constant(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])),
  fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
);

/** Files that are no document of ours: other types, broken ones, PDFs that run something. */
const notADocument = fc.oneof(
  notAnImage.map((bytes) => [bytes, 'image/jpeg'] as const),
  fc.constantFrom(
    [
      Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (x) >> >>\n%%EOF'),
      'application/pdf',
    ] as const,
    [Buffer.from('%PDF-1.4 cut off'), 'application/pdf'] as const,
    [Buffer.from('GIF89a'), 'image/gif'] as const,
    [Buffer.from('plain text'), 'text/plain'] as const,
  ),
);

/** Invalid multipart forms of the two create operations. */
function invalidForms(operationId: string, base: Request, world: World): fc.Arbitrary<Variant> {
  const url = base.url;
  if (operationId === 'createCustomCategory') {
    return fc.oneof(
      junkString
        .filter((name) => !customCategoryFieldsSchema.safeParse({ name }).success)
        .map((name) => ({
          what: 'category name',
          request: formRequest(url, { name }, 'categoryImage', world.png),
          status: 400,
        })),
      notAnImage.map((bytes) => ({
        what: 'category image',
        request: formRequest(
          url,
          { name: 'Puja items' },
          'categoryImage',
          bytes,
          'x.jpg',
          'image/jpeg',
        ),
      })),
      fc.constant({
        what: 'no form',
        request: {
          ...base,
          payload: '{"name":"x"}',
          headers: { 'content-type': 'application/json' },
        },
        status: 415,
      }),
    );
  }
  const valid = customProductFields(world);
  const textFields = ['name', 'description', 'price', 'quantity', 'unit', 'isPacket'] as const;
  return fc.oneof(
    fc
      .tuple(
        fc.constantFrom(...textFields),
        fc.oneof(junkString, fc.constantFrom('0', '-1', '1.234', 'g', 'yes')),
      )
      .filter(
        ([field, value]) =>
          !productTextFieldsSchema.safeParse({ ...valid, [field]: value }).success,
      )
      .map(([field, value]) => ({
        what: `product ${field}`,
        request: formRequest(url, { ...valid, [field]: value }, 'productImage', world.png),
        status: 400,
      })),
    fc.constantFrom('branchId', 'categoryId').chain((field) =>
      fc
        .oneof(junkString, fc.uuid())
        .filter((value) => value !== valid[field])
        .map((value) => ({
          what: `product ${field}`,
          request: formRequest(url, { ...valid, [field]: value }, 'productImage', world.png),
        })),
    ),
    notAnImage.map((bytes) => ({
      what: 'product image',
      request: formRequest(url, valid, 'productImage', bytes, 'x.png', 'image/png'),
    })),
  );
}

/** Invalid delivery-partner applications: a wrong field, a missing or wrong document. */
function invalidApplications(world: World): fc.Arbitrary<Variant> {
  const valid: Record<string, string> = {
    name: 'Sita Devi',
    phone: '+91 91234 56780',
    pincode: '500072',
    vehicle: 'motorbike',
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeLanguage: 'en',
  };
  const documents: FilePart[] = ['governmentId', 'addressProof', 'photo', 'drivingLicence'].map(
    (name) => ({ name, filename: `${name}.png`, contentType: 'image/png', data: world.png }),
  );
  // Each from its own address: applications are rate limited per address before any check.
  let caller = 0;
  const form = (fields: Record<string, string>, files: FilePart[]): Request => {
    const body = multipart(fields, files);
    caller += 1;
    return {
      method: 'POST',
      url: '/api/delivery-partners/applications',
      payload: body.payload,
      headers: body.headers,
      remoteAddress: `10.9.${Math.floor(caller / 250) % 250}.${caller % 250}`,
    };
  };
  return fc.oneof(
    fc
      .tuple(
        fc.constantFrom('name', 'phone', 'email', 'pincode', 'vehicle'),
        fc.oneof(
          junkString,
          fc.constantFrom('', '040 2345 6789', '12345', '560001', 'car', 'ravi@', '0'),
        ),
      )
      .filter(
        ([field, value]) =>
          !partnerApplicationSchema.safeParse({ ...valid, [field]: value }).success,
      )
      .map(([field, value]) => ({
        what: `application ${field}`,
        request: form({ ...valid, [field]: value }, documents),
        status: 400,
      })),
    fc.constantFrom(...documents.map((file) => file.name)).map((missing) => ({
      what: 'application without a document',
      request: form(
        valid,
        documents.filter((file) => file.name !== missing),
      ),
      status: 400,
    })),
    fc
      .tuple(fc.constantFrom(...documents.map((file) => file.name)), notADocument)
      .map(([field, [bytes, type]]) => ({
        what: 'application document',
        request: form(
          valid,
          documents.map((file) =>
            file.name === field ? { ...file, data: bytes, contentType: type } : file,
          ),
        ),
      })),
  );
}

/** Catalogue uploads that are refused whole: not a CSV, a header without the columns, none. */
function invalidCatalogueFiles(base: Request): fc.Arbitrary<Variant> {
  const upload = (data: Buffer, status: number) => ({
    what: 'catalogue file',
    request: formRequest(base.url, {}, 'file', data, 'catalogue.csv', 'text/csv'),
    status,
  });
  return fc.oneof(
    notAnImage.map((bytes) => upload(Buffer.concat([Buffer.from([0]), bytes]), 400)),
    junkString
      .filter((line) => !line.includes('category'))
      .map((line) => upload(Buffer.from(`${line}\nRice,Sona,Aged.,1,1,kg,true\n`), 400)),
    fc.constant(upload(Buffer.alloc(0), 400)),
    fc.constant({
      what: 'no form',
      request: { ...base, payload: '{}', headers: { 'content-type': 'application/json' } },
      status: 415,
    }),
  );
}

/** Every way this suite makes a valid request of the operation invalid. */
function variants(op: Operation, world: World): fc.Arbitrary<Variant> | null {
  const make = requests[op.operationId];
  if (!make) return null;
  const base = make(world);
  const kinds: fc.Arbitrary<Variant>[] = [];
  const values = pathValues(op, base.url);
  for (const param of op.pathParams) {
    kinds.push(
      invalidParameterValues(param)
        .filter((value) => encodeURIComponent(value) !== '' && !/^\.+$/.test(value))
        .map((value) => ({
          what: `path ${param.name}`,
          path: true,
          // The key of /media and /api/uploads is sent with its "/": encode the rest.
          request: {
            ...base,
            url: withPath(op, base.url, {
              ...values,
              [param.name]:
                param.name === op.wildcardParam
                  ? value.split('/').map(encodeURIComponent).join('/')
                  : value,
            }),
          },
        })),
    );
  }
  for (const param of op.queryParams) {
    kinds.push(
      invalidParameterValues(param).map((value) => ({
        what: `query ${param.name}`,
        request: { ...base, url: withQuery(base.url, param.name, value) },
        status: 400,
      })),
    );
  }
  const schema = op.body?.content['application/json'];
  if (
    schema &&
    base.payload &&
    typeof base.payload === 'object' &&
    !Buffer.isBuffer(base.payload)
  ) {
    const valid = base.payload as Record<string, unknown>;
    kinds.push(
      invalidBodies(schema, valid).map(({ body, kind, field }) => ({
        what: `body ${kind}`,
        request: {
          ...base,
          payload: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json' },
        },
        status: 400,
        field,
      })),
    );
  }
  if (op.operationId === 'createCustomCategory' || op.operationId === 'createCustomProduct')
    kinds.push(invalidForms(op.operationId, base, world));
  if (op.operationId === 'uploadBranchDocument') {
    kinds.push(
      notADocument.map(([bytes, type]) => ({
        what: 'document file',
        request: {
          ...formRequest(base.url, {}, 'file', bytes, 'document', type),
          method: 'PUT' as const,
        },
      })),
    );
  }
  if (op.operationId === 'applyAsDeliveryPartner') kinds.push(invalidApplications(world));
  if (op.operationId === 'createCatalogueUpload') kinds.push(invalidCatalogueFiles(base));
  if (op.operationId === 'uploadAffiliateImage') {
    kinds.push(
      notAnImage.map((bytes) => ({
        what: 'upload body',
        request: { ...base, payload: bytes, headers: { 'content-type': 'image/jpeg' } },
      })),
    );
  }
  return kinds.length > 0 ? fc.oneof(...kinds) : null;
}

const withInput = operations.filter(
  (op) => op.pathParams.length + op.queryParams.length > 0 || op.body !== undefined,
);

describe.skipIf(!DATABASE_AVAILABLE)(
  `input outside the contract is a 4xx with a message and changes nothing (${TEST_DB})`,
  () => {
    const t = useTestApp({ env: { ...WHATSAPP_TEST_ENV, ...SMS_TEST_ENV } });
    const tried = new Map<string, number>();

    test('a path that climbs back to the root: read, the reference; written, the generic 404', async () => {
      const read = await t.app.inject({ method: 'GET', url: '/media/../..' });
      expect(read.statusCode).toBe(302);
      const written = await t.app.inject({
        method: 'PUT',
        url: '/api/uploads/../..',
        payload: Buffer.from([255, 216, 255, 217]),
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(written.statusCode).toBe(404);
      expect(written.json<{ rule: string }>().rule).toBe(API_NOT_FOUND.rule);
    });

    test('every operation that takes input is covered', () => {
      expect(withInput.map((op) => op.operationId).filter((id) => !requests[id])).toEqual([]);
    });

    test.each(withInput.map((op) => [op.operationId, op] as const))(
      '%s',
      async (operationId, op) => {
        const world = await buildWorld(t);
        const arbitrary = variants(op, world);
        if (!arbitrary) throw new Error(`no invalid variants for ${operationId}`);
        const media = join(t.config.dataDir, 'media');
        const documents = join(t.config.dataDir, 'private');
        const rows = await snapshot(t.db);
        const files = filesUnder(media);
        const documentFiles = filesUnder(documents);
        await fc.assert(
          fc.asyncProperty(arbitrary, async (variant) => {
            const { request } = variant;
            const headers = {
              ...(request.headers as Record<string, string> | undefined),
              ...(op.auth === 'owner' ? world.owner.headers : {}),
              ...(op.auth === 'admin' ? world.admin.headers : {}),
              ...signed(operationId, request.payload),
            };
            const res = await t.app.inject({ ...request, headers });
            const label = `${operationId} ${variant.what}: ${request.url.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
            // A path that climbs back to the root ("/media/../..") is the root, which sends a
            // newcomer to the API's reference (/docs) when read; any other method there is the
            // generic 404 (fast-check once sent a PUT to "/api/uploads/../..").
            if (variant.path && new URL(request.url, 'http://api.test').pathname === '/') {
              if (op.method === 'get' || op.method === 'head') {
                expect(res.statusCode, label).toBe(302);
              } else {
                expect(res.statusCode, label).toBe(404);
                expect(res.json<{ rule: string }>().rule, label).toBe(API_NOT_FOUND.rule);
              }
              return;
            }
            expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, label).toBeLessThan(500);
            if (variant.status) expect(res.statusCode, label).toBe(variant.status);
            tried.set(variant.what, (tried.get(variant.what) ?? 0) + 1);
            if (op.method === 'head') return;
            // A path no route matches (e.g. an upload key without its folder) is the generic 404.
            if (
              variant.path &&
              res.statusCode === 404 &&
              res.json<{ rule: string }>().rule === API_NOT_FOUND.rule
            )
              return;
            const body = expectContract<{ message: string }>(operationId, res, res.statusCode);
            expect(body.message.trim(), label).not.toBe('');
            if (variant.field) expect(body.message, label).toContain(variant.field);
          }),
          { numRuns: size(20, 300) },
        );
        expect(await snapshot(t.db), `${operationId} changed rows`).toEqual(rows);
        expect(filesUnder(media), `${operationId} changed files`).toEqual(files);
        expect(filesUnder(documents), `${operationId} changed documents`).toEqual(documentFiles);
      },
    );

    afterAll(() => {
      const total = [...tried.values()].reduce((a, b) => a + b, 0);
      figure(
        'bad input',
        `${total} invalid requests over ${withInput.length} operations (${[...tried.entries()]
          .map(([what, n]) => `${what} ${n}`)
          .join(', ')}): all 4xx with a message, no row or file changed`,
      );
    });
  },
);
