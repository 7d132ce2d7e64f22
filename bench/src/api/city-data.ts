// The data of the city bench (issue 27, part 2), written straight into the API's schema (made by
// the API's own migrations, beside its demo seed) in a few generate_series statements: stores
// with categories, products spread over them plus one category of a demo store that the products
// list pages through, audit entries, contact messages and delivery-partner applications. The
// same generator writes "today" (a fresh schema) and the city (its own database, kept between
// runs); only the counts differ. For the city, each big table's secondary indexes are dropped
// and made again around its insert (their definitions read from the catalog, so the schema
// stays exactly the API's): building an index once is minutes faster than a million inserts
// into it.
import pg from 'pg';
import { fillDemoList, HOURS } from './anchor-data.js';
import { insertContactMessages } from './operations.js';

export interface DataSize {
  stores: number;
  products: number;
  auditEntries: number;
  contactMessages: number;
  partnerApplications: number;
}

/** The city of the issue: 2,000 stores and the rest as years of a platform's use leave it. */
export const CITY: DataSize = {
  stores: 2_000,
  products: 1_000_000,
  auditEntries: 2_000_000,
  contactMessages: 100_000,
  partnerApplications: 20_000,
};

/**
 * Today's size: the city over 200, but never fewer rows than page 10 of a list needs (the
 * store search matches half the stores, 20 a page; the partner queue 20 a page).
 */
export const TODAY: DataSize = {
  stores: 500,
  products: 5_000,
  auditEntries: 10_000,
  contactMessages: 500,
  partnerApplications: 250,
};

/** The products in the category whose page 10 (50 a page) is measured, at both sizes. */
export const CATEGORY_PRODUCTS = 1_000;
/** Categories in each generated store. */
export const CATEGORIES_PER_STORE = 10;
/** The store search measured: a word in half of the generated stores' names. */
export const CITY_SEARCH_TEXT = 'balaji';

export interface SeededData {
  /** The demo store holding the measured category. */
  branchId: string;
  categoryId: string;
}

export type TableCounts = Record<
  'branches' | 'products' | 'audit_log' | 'contact_messages' | 'delivery_partner_applications',
  number
>;

export const COUNTED_TABLES = [
  'branches',
  'products',
  'audit_log',
  'contact_messages',
  'delivery_partner_applications',
] as const;

export async function tableCounts(client: pg.Client): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const table of COUNTED_TABLES) {
    const [row] = (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`))
      .rows;
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** The rows the generator adds to each table for `size` (the demo seed's come on top). */
export function addedRows(size: DataSize): TableCounts {
  return {
    branches: size.stores,
    products: size.products,
    audit_log: size.auditEntries,
    contact_messages: size.contactMessages,
    delivery_partner_applications: size.partnerApplications,
  };
}

/**
 * True when the tables hold the demo seed's rows plus exactly what the generator adds for
 * `size`: a seeding that stopped half-way, or one of another size, does not count.
 */
export function isSeeded(counts: TableCounts, demo: TableCounts | null, size: DataSize): boolean {
  if (!demo) return false;
  const added = addedRows(size);
  return COUNTED_TABLES.every((table) => counts[table] === demo[table] + added[table]);
}

/** Runs `fill` with the table's secondary indexes dropped, then builds them again as they were. */
async function withoutIndexes(
  client: pg.Client,
  table: string,
  fill: () => Promise<unknown>,
): Promise<void> {
  const indexes = (
    await client.query<{ name: string; definition: string }>(
      `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid
       where i.indrelid = $1::regclass
         and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
      [table],
    )
  ).rows;
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  await fill();
  for (const index of indexes) await client.query(index.definition);
}

// prettier-ignore
const SHOP_NAMES = ['Lakshmi', 'Venkateswara', 'Sai', 'Srinivasa', 'Durga', 'Ganesh', 'Hanuman',
  'Annapurna', 'Ravi'];

/**
 * Writes `size` into the schema of `databaseUrl`, which holds the API's demo seed. `bulk` drops
 * and rebuilds the big tables' secondary indexes around their inserts.
 */
export async function seedData(
  databaseUrl: string,
  size: DataSize,
  bulk: boolean,
  log: (line: string) => void = () => undefined,
): Promise<SeededData> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const step = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    log(`    ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const fill = (table: string, work: () => Promise<unknown>) =>
    bulk ? withoutIndexes(client, table, work) : work();
  try {
    await client.query("set maintenance_work_mem = '512MB'");
    await client.query('set synchronous_commit = off');
    const adminIds = (await client.query<{ id: string }>('select id from admins')).rows.map(
      (row) => row.id,
    );
    const [image] = (
      await client.query<{ key: string }>('select image_key as key from default_categories limit 1')
    ).rows;
    const imageKey = image?.key ?? 'bench.webp';

    await step(`${size.stores} stores with ${CATEGORIES_PER_STORE} categories each`, async () => {
      // Half the names carry the searched word; a fifth of the stores wait for a decision.
      await client.query(
        `insert into branches (name, owner_name, phone, status, street, city, state, pincode,
           country, submitted_at, created_at, latitude, longitude, hours)
         select case when i % 2 = 0 then 'Sri Balaji' else ($1::text[])[1 + i % 9] end
             || ' City Kirana ' || i,
           'Owner ' || i, '+9197' || lpad(i::text, 8, '0'),
           (array['pending','approved','approved','approved','rejected','approved','approved',
             'suspended','approved','approved'])[1 + i % 10],
           i || ', City Road', 'Hyderabad', 'Telangana', (500001 + i % 99)::text, 'India',
           now() - make_interval(mins => i * 7), now() - make_interval(mins => i * 7),
           17.30 + ((i * 7919) % 10007) / 10007.0 * 0.22,
           78.33 + ((i * 104729) % 10009) / 10009.0 * 0.25, $2::jsonb
         from generate_series(1, $3::int) as i`,
        [SHOP_NAMES, HOURS, size.stores],
      );
      await client.query(
        `insert into categories (branch_id, name, image_key, created_from_template)
         select b.id, 'Shelf ' || c, $1, false
         from branches b cross join generate_series(1, $2::int) as c
         where b.name like '% City Kirana %'`,
        [imageKey, CATEGORIES_PER_STORE],
      );
    });

    // The measured category, in the first approved demo store (as the anchor bench has it).
    const { branchId, categoryId } = await fillDemoList(client, {
      name: 'City',
      products: CATEGORY_PRODUCTS,
      imageKey,
    });

    await step(`${size.products} products`, () =>
      fill('products', async () => {
        await client.query(
          `create temporary table city_categories as
           select row_number() over (order by c.id) as n, c.id, c.branch_id
           from categories c join branches b on b.id = c.branch_id
           where b.name like '% City Kirana %'`,
        );
        await client.query(
          `insert into products (branch_id, category_id, name, description, price, quantity, unit,
             is_packet, image_key, created_from_template)
           select c.branch_id, c.id,
             (array['Toor dal','Basmati rice','Sunflower oil','Atta','Sugar','Tea','Turmeric',
               'Chilli powder','Ghee','Biscuits'])[1 + i % 10] || ' ' || i,
             'Made by the benchmark.', 10 + i % 490 + 0.5, 1 + i % 999,
             (array['kg','g','L','ml','pc'])[1 + i % 5], i % 3 = 0, $1, false
           from generate_series(1, $2::int) as i
           join city_categories c on c.n = 1 + i % (select count(*) from city_categories)`,
          [imageKey, Math.max(0, size.products - CATEGORY_PRODUCTS)],
        );
        await client.query('drop table city_categories');
      }),
    );

    await step(`${size.auditEntries} audit entries`, () =>
      fill('audit_log', async () => {
        // Half about stores (spread over them), the rest about products and categories.
        await client.query(
          `with stores as (select array_agg(id::text) as ids from branches)
           insert into audit_log (admin_id, action, entity, entity_id, details, at)
           select ($1::uuid[])[1 + i % array_length($1::uuid[], 1)],
             (array['approve','reject','review-document','edit','create','import','remove'])[1 + i % 7],
             case when i % 2 = 0 then 'branch' when i % 4 = 1 then 'product' else 'category' end,
             case when i % 2 = 0 then s.ids[1 + (i / 2) % array_length(s.ids, 1)]
               else gen_random_uuid()::text end,
             jsonb_build_object('name', 'City entry ' || i),
             now() - make_interval(secs => i * 15)
           from stores s, generate_series(1, $2::int) as i`,
          [adminIds, size.auditEntries],
        );
      }),
    );

    await step(`${size.contactMessages} contact messages`, () =>
      fill('contact_messages', () =>
        insertContactMessages(client, size.contactMessages, { newEvery: 2, secondsApart: 300 }),
      ),
    );

    await step(`${size.partnerApplications} delivery-partner applications`, () =>
      fill('delivery_partner_applications', () =>
        client.query(
          `with added as (
             insert into delivery_partner_applications (name, phone, pincode, vehicle, status,
               submitted_at)
             select 'Rider ' || i, '9' || lpad(i::text, 9, '0'), (500001 + i % 99)::text,
               (array['bicycle','motorbike','electric_scooter','on_foot'])[1 + i % 4],
               (array['pending','approved','approved','rejected'])[1 + i % 4],
               now() - make_interval(mins => i * 11)
             from generate_series(1, $2::int) as i
             returning id, status, submitted_at
           )
           insert into review_decisions (kind, subject_id, decision, decided_by, decided_at)
           select 'delivery-partner', a.id,
             case a.status when 'approved' then 'approve' else 'reject' end, ($1::uuid[])[1],
             a.submitted_at + interval '1 hour'
           from added a where a.status <> 'pending'`,
          [adminIds, size.partnerApplications],
        ),
      ),
    );

    await step('vacuum analyze', async () => {
      for (const table of ['branches', 'categories', ...COUNTED_TABLES.slice(1)]) {
        await client.query(`vacuum (analyze) ${table}`);
      }
    });
    return { branchId, categoryId };
  } finally {
    await client.end();
  }
}

/** The measured category (the one `seedData` made), for a city seeded by an earlier run. */
export async function findSeededData(databaseUrl: string): Promise<SeededData | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [row] = (
      await client.query<{ branchId: string; categoryId: string }>(
        `select branch_id as "branchId", id as "categoryId" from categories
         where name = 'City list' limit 1`,
      )
    ).rows;
    return row ?? null;
  } finally {
    await client.end();
  }
}
