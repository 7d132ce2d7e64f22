// The anchor's SQL must be the API's: the API is built in-process on PGlite with every statement
// it runs recorded, each list the bench measures is requested from it, and the same URL is
// read by the anchor over the same recorder. Besides the guard's session lookup, the API must
// run exactly the anchor's statements (text and parameters, in order): a route that changes
// its SQL, its defaults or its number of round trips without the anchor fails here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../apps/api/src/app.js';
import { memoryStore } from '../../../apps/api/src/auth/rate-limit.js';
import { issueToken } from '../../../apps/api/src/auth/tokens.js';
import { loadConfig } from '../../../apps/api/src/config.js';
import { openPglite, type Database } from '../../../apps/api/src/db/adapter.js';
import { migrate } from '../../../apps/api/src/db/migrate.js';
import { createRepositories } from '../../../apps/api/src/repositories/index.js';
import { localStorage } from '../../../apps/api/src/storage/local.js';
import { DOCUMENTS_AREA } from '../../../apps/api/src/storage/storage.js';
import { anchorReads, type AnchorRead } from './anchor.js';

const SECRET = 'bench-secret-bench-secret-bench-secret-0123';

interface Statement {
  sql: string;
  params: unknown[];
}

let dataDir: string;
let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let headers: { authorization: string };
let read: AnchorRead;
const recorded: Statement[] = [];
const ids = { branch: '', category: '' };

/** The database with every statement recorded (reads run outside transactions). */
function recording(inner: Database): Database {
  return {
    ...inner,
    query: (sql, params) => {
      recorded.push({ sql, params: params ? [...params] : [] });
      return inner.query(sql, params);
    },
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kirana-bench-anchor-'));
  db = await openPglite();
  await migrate(db);
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      SEED: 'none',
      NOTIFY_WORKER: 'off',
      RESPONSE_CACHE_MB: '0',
      AUTH_SECRET: SECRET,
      PUBLIC_URL: 'http://api.test',
    }),
    logLevel: false as const,
  };
  const traced = recording(db);
  app = await buildApp({
    config,
    db: traced,
    storage: localStorage(join(dataDir, 'media'), config.publicUrl),
    documents: localStorage(join(dataDir, 'private'), config.publicUrl, DOCUMENTS_AREA),
    rateLimitStore: memoryStore(),
  });
  await app.ready();
  read = anchorReads(traced);

  const repos = createRepositories(db);
  const { admin } = await repos.admins.upsert({ email: 'bench@kirana.test', passwordHash: 'x' });
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
  const issued = await issueToken(SECRET, admin.id, expiresAt);
  await repos.sessions.create({ id: issued.jti, adminId: admin.id, expiresAt });
  headers = { authorization: `Bearer ${issued.token}` };

  // Three approved stores 1 km apart near Charminar, one named Balaji; a category of five
  // products; five audit entries and five contact messages (pages of 2 have a next page).
  const stores = await db.query<{ id: string }>(
    `insert into branches (name, owner_name, phone, status, street, city, state, pincode, country,
       latitude, longitude)
     select name, 'Owner', '+919800000001', 'approved', 'Road', 'Hyderabad', 'Telangana',
       '500002', 'India', 17.3616 + i * 0.009, 78.4747
     from unnest(array['Balaji Kirana', 'Lakshmi Stores', 'Sai Mart']) with ordinality as s(name, i)
     returning id`,
  );
  ids.branch = stores[0]?.id ?? '';
  const [category] = await db.query<{ id: string }>(
    `insert into categories (branch_id, name, image_key, created_from_template)
     values ($1, 'Oils', 'categories/a.webp', false) returning id`,
    [ids.branch],
  );
  ids.category = category?.id ?? '';
  await db.query(
    `insert into products (branch_id, category_id, name, description, price, quantity, unit,
       is_packet, image_key, created_from_template)
     select $1, $2, 'Oil ' || i, 'Oil.', 100 + i, 500, 'ml', true, 'products/a.webp', false
     from generate_series(1, 5) as i`,
    [ids.branch, ids.category],
  );
  await db.query(
    `insert into audit_log (admin_id, action, entity, entity_id, details, at)
     select $1, 'approve', 'branch', $2, '{}'::jsonb, now() - make_interval(mins => i)
     from generate_series(1, 5) as i`,
    [admin.id, ids.branch],
  );
  await db.query(
    `insert into contact_messages (name, email, subject, message, status, created_at)
     select 'Visitor ' || i, 'v' || i || '@example.in', 'Feedback', 'Hello.', 'new',
       now() - make_interval(mins => i)
     from generate_series(1, 5) as i`,
  );
  await db.query(
    `insert into delivery_partner_applications (name, phone, pincode, vehicle, submitted_at)
     select 'Rider ' || i, '98765' || lpad(i::text, 5, '0'), '500002', 'bicycle',
       now() - make_interval(mins => i)
     from generate_series(1, 5) as i`,
  );
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await app?.close();
  await db?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The API's statements for the URL (but the session lookup) and the anchor's, and the body. */
async function both(url: string, auth = true) {
  // One moment for both: the store queue's "overdue before" is a parameter.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  try {
    recorded.length = 0;
    const response = await app.inject({ method: 'GET', url, headers: auth ? headers : {} });
    expect(response.statusCode, response.body).toBe(200);
    const api = recorded.filter((statement) => !/\bsessions\b/.test(statement.sql));
    recorded.length = 0;
    const answer = await read(new URL(url, 'http://anchor'));
    expect(answer).toBeDefined();
    const anchor = [...recorded];
    return { api, anchor, body: response.json() as { data: Record<string, unknown> } };
  } finally {
    vi.useRealTimers();
  }
}

describe("the anchor runs the API's SQL", () => {
  it("for a category's page of products", async () => {
    const url = `/api/branch/${ids.branch}/categories/${ids.category}/products?limit=2`;
    const first = await both(url);
    expect(first.anchor).toHaveLength(1);
    expect(first.api).toEqual(first.anchor);
    const next = await both(`${url}&cursor=${String(first.body.data.nextCursor)}`);
    expect(next.api).toEqual(next.anchor);
  });

  it("for the admin's store search", async () => {
    const { api, anchor, body } = await both('/api/admin/branches?q=balaji&limit=20');
    expect(body.data.branches).toHaveLength(1);
    expect(anchor.length).toBeGreaterThan(0);
    expect(api).toEqual(anchor);
  });

  it('for the activity log, first and later pages', async () => {
    const first = await both('/api/admin/activity?limit=2');
    expect(first.api).toEqual(first.anchor);
    const next = await both(
      `/api/admin/activity?limit=2&cursor=${String(first.body.data.nextCursor)}`,
    );
    expect(next.anchor).toHaveLength(1);
    expect(next.api).toEqual(next.anchor);
  });

  it('for the inbox, first and later pages', async () => {
    const first = await both('/api/admin/contact-messages?status=new&limit=2');
    expect(first.api).toEqual(first.anchor);
    const next = await both(
      `/api/admin/contact-messages?status=new&limit=2&cursor=${String(first.body.data.nextCursor)}`,
    );
    expect(next.api).toEqual(next.anchor);
  });

  it('for the delivery-partner queue, first and later pages', async () => {
    const first = await both('/api/admin/delivery-partners/applications?limit=2');
    expect((first.body.data.applications as unknown[]).length).toBe(2);
    expect(first.api).toEqual(first.anchor);
    const next = await both(
      `/api/admin/delivery-partners/applications?limit=2&cursor=${String(first.body.data.nextCursor)}`,
    );
    expect(next.api).toEqual(next.anchor);
  });

  it('for the store finder, by point and by pincode', async () => {
    const near = await both('/api/public/stores?lat=17.3796&lng=78.4747', false);
    expect((near.body.data.stores as unknown[]).length).toBe(3);
    expect(near.api).toEqual(near.anchor);
    const pincode = await both('/api/public/stores?pincode=500002', false);
    expect(pincode.api).toEqual(pincode.anchor);
    // Nothing within 2 km: the nearest store is asked too.
    const far = await both('/api/public/stores?lat=17.41&lng=78.4747', false);
    expect(far.anchor).toHaveLength(2);
    expect(far.api).toEqual(far.anchor);
  });
});
