// The demo data (SEED=demo): the default catalogue with drawn images, Hyderabad stores in every
// status (and registrations from the site), customers and orders. Applied once, to an empty
// database only.
import { seedHours } from './hours.js';
import type { Config } from '../config.js';
import type { Database, Queryable } from '../db/adapter.js';
import { hashPassword } from '../auth/passwords.js';
import type { Repositories } from '../repositories/index.js';
import { at } from '../repositories/rows.js';
import { newMediaKey, type Storage } from '../storage/storage.js';
import { CATALOGUE } from './catalogue.js';
import { DEMO_TEAM } from './demo-team.js';
import { categorySvg, productSvg, renderWebp } from './images.js';
import { seedMessages } from './messages.js';
import { seedConversations } from './conversations.js';
import { drawApplicationDocuments, seedApplications } from './delivery-partner-applications.js';
import { drawStoreDocuments, recordReviews } from './registrations.js';
import { registrationOf, seedCustomers, STORES } from './stores.js';
import {
  SITE_DRAFTS,
  SITE_STORE_INDEX,
  SITE_STORES,
  seedSiteRegistrations,
} from './site-registrations.js';
import { idNumberLast4 } from '@kirana/domain/stores';
import { random } from './random.js';

export interface SeedContext {
  db: Database;
  repos: Repositories;
  storage: Storage;
  /** Private documents: each store's registration papers. */
  documents: Storage;
  config: Config;
}

export interface SeedSummary {
  defaultCategories: number;
  defaultProducts: number;
  branches: number;
  /** Registrations started on the site and not submitted. */
  siteDrafts: number;
  customers: number;
  orders: number;
  deliveredOrders: number;
  partnerApplications: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function isEmpty(tx: Queryable): Promise<boolean> {
  const rows = await tx.query<{ n: number }>(
    `select (select count(*) from default_categories)::int
          + (select count(*) from branches)::int
          + (select count(*) from customers)::int as n`,
  );
  return rows[0]?.n === 0;
}

/** The first admin, from ADMIN_EMAIL and ADMIN_PASSWORD, when there is no admin at all. */
export async function ensureAdmin({
  repos,
  config,
}: Pick<SeedContext, 'repos' | 'config'>): Promise<boolean> {
  if ((await repos.admins.count()) > 0) return false;
  const passwordHash = await hashPassword(config.adminPassword);
  await repos.admins.upsert({ email: config.adminEmail, name: 'Platform Admin', passwordHash });
  return true;
}

interface Images {
  categories: string[];
  products: string[][];
}

async function drawImages(storage: Storage): Promise<Images> {
  const store = async (svg: string, folder: 'categories' | 'products') => {
    const key = newMediaKey(folder, 'webp');
    await storage.put(key, await renderWebp(svg), 'image/webp');
    return key;
  };
  const categories: string[] = [];
  const products: string[][] = [];
  for (const category of CATALOGUE) {
    categories.push(await store(categorySvg(category.colour, category.shape), 'categories'));
    // One category's images at a time, drawn in parallel (sharp uses its own threads).
    products.push(
      await Promise.all(
        category.products.map((product) =>
          store(productSvg(product.name, category.colour, category.shape), 'products'),
        ),
      ),
    );
  }
  return { categories, products };
}

/** The advisory lock of the demo seed: one instance seeds, the others wait and find data. */
const SEED_LOCK = 727275;

/**
 * Takes the seed lock in `tx`, polling rather than waiting in one statement: the first instance
 * holds it while it draws the images and documents (seconds), longer than a query may wait.
 */
async function takeSeedLock(tx: Queryable): Promise<void> {
  for (;;) {
    const [row] = await tx.query<{ got: boolean }>('select pg_try_advisory_xact_lock($1) as got', [
      SEED_LOCK,
    ]);
    if (row?.got) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Seeds the demo when the database is empty; returns what it added, or null when it did nothing. */
export async function seedDemo(context: SeedContext): Promise<SeedSummary | null> {
  const { db, repos, storage } = context;
  if (!(await isEmpty(db))) return null;
  return db.transaction(async (tx) => {
    // Several instances may start at once: the lock comes before anything is drawn and stored,
    // so only the instance that seeds puts objects in the bucket (issue 46); the others wait
    // for its commit, find data and stop.
    await takeSeedLock(tx);
    if (!(await isEmpty(tx))) return null;
    const [images, storeDocuments, siteDocuments, applicationDocuments] = await Promise.all([
      drawImages(storage),
      drawStoreDocuments(context.documents, STORES),
      drawStoreDocuments(context.documents, SITE_STORES, SITE_STORE_INDEX),
      drawApplicationDocuments(context.documents),
    ]);
    const rand = random(20231);
    const now = Date.now();
    // One admin per role besides the Owner, with known passwords: never in production.
    const team = context.config.production
      ? []
      : await Promise.all(
          DEMO_TEAM.map(async (member) => ({
            ...member,
            passwordHash: await hashPassword(member.password),
          })),
        );
    let defaultProducts = 0;
    for (const [c, category] of CATALOGUE.entries()) {
      const row = await repos.catalogue.insertCategory(
        { name: category.name, imageKey: at(images.categories, c), sortOrder: c },
        tx,
      );
      for (const [i, product] of category.products.entries()) {
        await repos.catalogue.insertProduct(
          {
            defaultCategoryId: row.id,
            name: product.name,
            description: product.description,
            unit: product.unit,
            quantity: product.quantity,
            isPacket: product.isPacket,
            imageKey: at(at(images.products, c), i),
            suggestedPrice: product.price,
            sortOrder: i,
          },
          tx,
        );
        defaultProducts += 1;
      }
    }

    // The reviews are by the first admin (there is one at every start: ensureAdmin).
    const [firstAdmin] = await tx.query<{ id: string }>(
      'select id from admins order by created_at limit 1',
    );
    const branches = [];
    for (const [n, store] of STORES.entries()) {
      const registration = registrationOf(store, n);
      const branch = await repos.stores.insert(
        {
          name: store.name,
          ownerName: store.ownerName,
          phone: store.phone,
          status: store.status,
          street: store.street,
          city: 'Hyderabad',
          state: 'Telangana',
          pincode: store.pincode,
          country: 'India',
          createdAt: new Date(now - store.daysAgo * DAY_MS),
          ...registration,
          governmentIdLast4: idNumberLast4(registration.governmentIdNumber),
        },
        tx,
      );
      const { hours, closure } = seedHours(n, now);
      if (hours) await repos.storeFinder.setHours(branch.id, hours, closure, tx);
      await recordReviews(tx, repos, {
        store,
        branch,
        drawn: at(storeDocuments, n),
        adminId: firstAdmin?.id ?? null,
        now,
      });
      branches.push(branch);
    }

    await seedSiteRegistrations(tx, {
      repos,
      config: context.config,
      drawn: siteDocuments,
      adminId: firstAdmin?.id ?? null,
      now,
    });

    const customers = seedCustomers();
    const customerIds: string[] = [];
    for (const [i, customer] of customers.entries()) {
      const rows = await tx.query<{ id: string }>(
        `insert into customers (name, phone, status, created_at) values ($1, $2, $3, $4) returning id`,
        [
          customer.name,
          customer.phone,
          customer.active ? 'active' : 'inactive',
          new Date(now - (120 - i) * DAY_MS),
        ],
      );
      customerIds.push(at(rows).id);
    }

    // Orders only at approved stores: mostly delivered, some cancelled, the latest still open.
    const approved = branches.filter((branch) => branch.status === 'approved');
    let orders = 0;
    let deliveredOrders = 0;
    for (let i = 0; i < 180; i += 1) {
      const daysAgo = Math.floor(rand() * 90);
      const roll = rand();
      const status =
        daysAgo === 0 && roll < 0.5
          ? at(['placed', 'accepted', 'out_for_delivery'] as const, Math.floor(rand() * 3))
          : roll < 0.9
            ? 'delivered'
            : 'cancelled';
      const branch = at(approved, Math.floor(rand() * approved.length));
      const customerId = at(customerIds, Math.floor(rand() * customerIds.length));
      const total = Math.round((120 + rand() * 1800) * 100) / 100;
      await tx.query(
        `insert into orders (branch_id, customer_id, status, total, created_at) values ($1, $2, $3, $4, $5)`,
        [
          branch.id,
          customerId,
          status,
          total,
          new Date(now - daysAgo * DAY_MS - Math.floor(rand() * DAY_MS)),
        ],
      );
      orders += 1;
      if (status === 'delivered') deliveredOrders += 1;
    }

    // A few categories and products already imported at the first store, so the inventory
    // screens have something to show.
    const first = at(branches);
    const defaults = await repos.catalogue.listCategories(tx);
    const picked = defaults.slice(0, 3).map((category) => category.id);
    const imported = await repos.categories.importDefaults(first.id, picked, tx);
    const importedAt = new Date(now - 200 * DAY_MS);
    const audit = (action: string, entity: string, details: Record<string, unknown>) =>
      firstAdmin
        ? tx.query(
            `insert into audit_log (admin_id, action, entity, details, at)
             values ($1, $2, $3, $4::jsonb, $5)`,
            [firstAdmin.id, action, entity, JSON.stringify(details), importedAt],
          )
        : Promise.resolve();
    await audit('import', 'category', {
      branchId: first.id,
      defaultCategoryIds: imported.map((category) => category.defaultCategoryId),
    });
    for (const category of imported) {
      if (!category.defaultCategoryId) continue;
      const products = await repos.catalogue.listProducts(category.defaultCategoryId, tx);
      const rows = await repos.products.importDefaults(
        {
          branchId: first.id,
          categoryId: category.id,
          defaultProductIds: products.slice(0, 4).map((p) => p.id),
        },
        tx,
      );
      await audit('import', 'product', {
        branchId: first.id,
        categoryId: category.id,
        defaultProductIds: rows.map((row) => row.defaultProductId),
      });
    }

    await seedMessages(tx, firstAdmin?.id ?? null, now);
    const partnerApplications = await seedApplications(tx, repos, {
      drawn: applicationDocuments,
      adminId: firstAdmin?.id ?? null,
      now,
    });

    for (const { email, name, role, passwordHash } of team) {
      await repos.admins.upsert({ email, name, role, passwordHash }, tx);
    }
    // The inbox's conversations, answered by the demo's Support (or the first admin).
    const [support] = await tx.query<{ id: string }>(
      "select id from admins where role = 'Support' and deactivated_at is null order by created_at limit 1",
    );
    await seedConversations(tx, repos, { authorId: support?.id ?? firstAdmin?.id ?? null, now });

    return {
      defaultCategories: CATALOGUE.length,
      defaultProducts,
      branches: branches.length + SITE_STORES.length,
      siteDrafts: SITE_DRAFTS.length,
      customers: customers.length,
      orders,
      deliveredOrders,
      partnerApplications,
    };
  });
}
