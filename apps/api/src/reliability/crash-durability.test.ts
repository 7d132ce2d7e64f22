// The API on PGlite (DATA_DIR) is killed with SIGKILL in the middle of a write mix and started
// again on the same data: every write it had acknowledged (a 2xx answer) is still there, with
// its image, and the stale PGlite lock of the killed process does not stop the restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openPglite } from '../db/adapter.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../repositories/index.js';
import {
  insertStore,
  insertCustomCategory,
  makeImage,
  multipart,
  productFormFields,
} from '../testing/fixtures.js';
import { figure, size } from './support.js';
import { login, startServer, type ServerProcess } from './server-process.js';

type Kind = 'category' | 'product' | 'contact';

describe('a SIGKILL during writes loses no acknowledged write (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-crash-'));
  const servers: ServerProcess[] = [];
  const figures: string[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
    figure('crash durability (PGlite, SIGKILL)', figures.join('; '));
  });

  test(
    'every 2xx answer given before the kill is found after the restart',
    async () => {
      // A branch and a category to write into (no endpoint creates branches).
      const db = await openPglite(join(dataDir, 'pgdata'));
      await migrate(db);
      const repos = createRepositories(db);
      const branch = await insertStore(repos, { status: 'approved' });
      const category = await insertCustomCategory(repos, branch.id, 'Crash shelf');
      await db.close();
      const png = await makeImage('png', 16, 16);

      for (let cycle = 1; cycle <= size(1, 3); cycle += 1) {
        const server = await startServer(dataDir, { TRUST_PROXY: 'true' });
        servers.push(server);
        const auth = await login(server.url);
        const acked: Record<Kind, string[]> = { category: [], product: [], contact: [] };
        let sent = 0;
        let killed = false;
        const target = size(30, 120);

        const write = async (kind: Kind): Promise<string | null> => {
          const n = (sent += 1);
          let res: Response;
          if (kind === 'contact') {
            res = await fetch(`${server.url}/api/contact-messages`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.1.${cycle}.${n % 250}`,
              },
              body: JSON.stringify({
                name: `Crash ${n}`,
                email: 'crash@example.in',
                subject: 'Other',
                message: `Written before the kill, ${n}.`,
              }),
            });
          } else {
            const form =
              kind === 'category'
                ? multipart({ name: `Crash category ${cycle}-${n}` }, [
                    {
                      name: 'categoryImage',
                      filename: 'c.png',
                      contentType: 'image/png',
                      data: png,
                    },
                  ])
                : multipart(
                    productFormFields(
                      {
                        name: `Crash product ${cycle}-${n}`,
                        description: 'Written before the kill.',
                      },
                      branch.id,
                      category.id,
                    ),
                    [
                      {
                        name: 'productImage',
                        filename: 'p.png',
                        contentType: 'image/png',
                        data: png,
                      },
                    ],
                  );
            const path =
              kind === 'category'
                ? `/api/branch/${branch.id}/categories`
                : `/api/branch/${branch.id}/products`;
            res = await fetch(`${server.url}${path}`, {
              method: 'POST',
              headers: { ...form.headers, ...auth },
              body: form.payload,
            });
          }
          const body = (await res.json()) as {
            data?: Record<string, { _id: string } | undefined>;
          };
          if (res.status !== 201) throw new Error(`${kind}: ${res.status} ${JSON.stringify(body)}`);
          const row = body.data?.[kind === 'contact' ? 'contactMessage' : kind];
          return row?._id ?? null;
        };

        const kinds: Kind[] = ['category', 'product', 'contact'];
        const worker = async (w: number) => {
          for (let i = 0; !killed; i += 1) {
            const kind = kinds[(w + i) % kinds.length] ?? 'contact';
            try {
              const id = await write(kind);
              if (id && !killed) acked[kind].push(id);
            } catch (error) {
              if (!killed) throw error;
            }
          }
        };
        const workers = Array.from({ length: 6 }, (_, w) => worker(w));
        const total = () => acked.category.length + acked.product.length + acked.contact.length;
        while (total() < target) await new Promise((resolve) => setTimeout(resolve, 5));
        // Kill while the workers still have writes in flight.
        killed = true;
        const ackedBeforeKill = structuredClone(acked);
        expect(await server.stop('SIGKILL')).toBe('SIGKILL');
        await Promise.all(workers);

        const restarted = await startServer(dataDir, { TRUST_PROXY: 'true' });
        servers.push(restarted);
        const headers = await login(restarted.url);
        const categories = (
          (await (
            await fetch(`${restarted.url}/api/branch/${branch.id}/categories`, { headers })
          ).json()) as { data: { categories: { _id: string; imageUrl: string }[] } }
        ).data.categories;
        const categoryIds = new Set(categories.map((c) => c._id));
        for (const id of ackedBeforeKill.category)
          expect(categoryIds, `category ${id}`).toContain(id);
        for (const c of categories.filter((c) => ackedBeforeKill.category.includes(c._id))) {
          expect((await fetch(c.imageUrl)).status, c.imageUrl).toBe(200);
        }
        const products = (
          (await (
            await fetch(
              `${restarted.url}/api/branch/${branch.id}/categories/${category.id}/products`,
              { headers },
            )
          ).json()) as { data: { products: { _id: string }[] } }
        ).data.products;
        const productIds = new Set(products.map((p) => p._id));
        for (const id of ackedBeforeKill.product) expect(productIds, `product ${id}`).toContain(id);
        expect(await restarted.stop('SIGTERM')).toBe('0');

        const check = await openPglite(join(dataDir, 'pgdata'));
        const found = await check.query<{ id: string }>(
          'select id from contact_messages where id = any($1::uuid[])',
          [ackedBeforeKill.contact],
        );
        await check.close();
        expect(found.map((r) => r.id).sort()).toEqual([...ackedBeforeKill.contact].sort());
        figures.push(
          `cycle ${cycle}: ${total()} writes acknowledged (${acked.category.length} categories, ${acked.product.length} products, ${acked.contact.length} contact messages) of ${sent} sent before SIGKILL; all found after the restart`,
        );
      }
    },
    size(180_000, 600_000),
  );
});
