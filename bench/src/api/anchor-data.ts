// The data of the anchor comparison (issue 27) and of the store finder (issue 24), written
// straight into the API's schema on PostgreSQL: 5,000 approved stores spread over Hyderabad
// (with hours, so the finder works out each one's open state), a category of 200 products in a
// demo store, and the operations bench's 100,000 audit entries and 10,000 contact messages.
// Also the points and pincodes the finder is asked about.
import { HYDERABAD_PINCODES } from '@kirana/domain/pincodes';
import pg from 'pg';
import { fillOperations } from './operations.js';
import { random } from '../../../apps/api/src/seed/random.js';

export const FINDER_STORES = 5_000;
/** Where the stores are: Hyderabad's built-up area. */
export const STORE_AREA = { south: 17.3, north: 17.52, west: 78.33, east: 78.58 } as const;
export const CATEGORY_PRODUCTS = 200;
/** The store search measured: a word in a tenth of the 5,000 names. */
export const STORE_SEARCH_TEXT = 'balaji';
// prettier-ignore
const SHOP_NAMES = ['Balaji', 'Lakshmi', 'Venkateswara', 'Sai', 'Srinivasa', 'Durga', 'Ganesh',
  'Hanuman', 'Annapurna', 'Ravi'];

export interface Point {
  latitude: number;
  longitude: number;
}

/** `count` points spread evenly at random over the stores' area. */
export function pointsInArea(count: number, seed: number): Point[] {
  const next = random(seed);
  const { south, north, west, east } = STORE_AREA;
  return Array.from({ length: count }, () => ({
    latitude: Number((south + next() * (north - south)).toFixed(6)),
    longitude: Number((west + next() * (east - west)).toFixed(6)),
  }));
}

/** The pincodes whose centre is in the stores' area (the finder then has stores to show). */
export function pincodesInArea(): string[] {
  const { south, north, west, east } = STORE_AREA;
  return Object.entries(HYDERABAD_PINCODES)
    .filter(([, [lat, lng]]) => lat >= south && lat <= north && lng >= west && lng <= east)
    .map(([pincode]) => pincode);
}

export interface AnchorData {
  /** The demo store holding the category of products. */
  branchId: string;
  categoryId: string;
  stores: number;
}

/** The bench stores' week: open every day, 07:00 to 13:30 and 16:00 to 22:00. */
export const HOURS = JSON.stringify(
  Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
      day,
      [
        { opens: '07:00', closes: '13:30' },
        { opens: '16:00', closes: '22:00' },
      ],
    ]),
  ),
);

/**
 * `count` approved stores spread over the stores' area, with hours, named in turn after
 * SHOP_NAMES (so STORE_SEARCH_TEXT is in a tenth of them), in every pincode in turn.
 */
export async function fillStores(client: pg.Client, count: number): Promise<void> {
  const points = pointsInArea(count, 24);
  await client.query(
    `insert into branches (name, owner_name, phone, status, street, city, state, pincode,
       country, submitted_at, created_at, latitude, longitude, hours)
     select ($1::text[])[1 + i % array_length($1::text[], 1)] || ' Kirana ' || i,
       'Owner ' || i, '+9198' || lpad(i::text, 8, '0'), 'approved', i || ', Bench Road',
       'Hyderabad', 'Telangana', ($2::text[])[1 + i % array_length($2::text[], 1)], 'India',
       now() - make_interval(mins => i), now() - make_interval(mins => i),
       ($3::float8[])[i], ($4::float8[])[i], $5::jsonb
     from generate_series(1, $6::int) as i`,
    [
      SHOP_NAMES,
      Object.keys(HYDERABAD_PINCODES),
      points.map((p) => p.latitude),
      points.map((p) => p.longitude),
      HOURS,
      count,
    ],
  );
  await client.query('analyze branches');
}

/**
 * The list the products page walks: a category "<name> list" of `products` products ("<name>
 * product 001", ...) in the first approved demo store (the bench's own stores are named
 * "... Kirana <n>"), as the catalogue would have it.
 */
export async function fillDemoList(
  client: pg.Client,
  list: { name: string; products: number; imageKey: string },
): Promise<{ branchId: string; categoryId: string }> {
  const [store] = (
    await client.query<{ id: string }>(
      `select id from branches where status = 'approved' and name not like '% Kirana %'
       order by name limit 1`,
    )
  ).rows;
  if (!store) throw new Error('The demo seed has no approved store.');
  const [category] = (
    await client.query<{ id: string }>(
      `insert into categories (branch_id, name, image_key, created_from_template)
       values ($1, $2 || ' list', $3, false) returning id`,
      [store.id, list.name, list.imageKey],
    )
  ).rows;
  await client.query(
    `insert into products (branch_id, category_id, name, description, price, quantity, unit,
       is_packet, image_key, created_from_template)
     select $1, $2, $3 || ' product ' || lpad(i::text, $4::int, '0'), 'Made by the benchmark.',
       10 + i % 490 + 0.5, 500, 'g', true, $5, false
     from generate_series(1, $6::int) as i`,
    [store.id, category?.id, list.name, String(list.products).length, list.imageKey, list.products],
  );
  return { branchId: store.id, categoryId: category?.id ?? '' };
}

export async function fillAnchorData(databaseUrl: string): Promise<AnchorData> {
  await fillOperations(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await fillStores(client, FINDER_STORES);
    const [image] = (
      await client.query<{ key: string }>('select image_key as key from default_categories limit 1')
    ).rows;
    const { branchId, categoryId } = await fillDemoList(client, {
      name: 'Bench',
      products: CATEGORY_PRODUCTS,
      imageKey: image?.key ?? 'bench.webp',
    });
    await client.query('analyze branches');
    await client.query('analyze categories');
    await client.query('analyze products');
    return { branchId, categoryId, stores: FINDER_STORES };
  } finally {
    await client.end();
  }
}
