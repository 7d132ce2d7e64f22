// A bounded load run against the real listening API (its own process, PGlite on a DATA_DIR):
// a read and write mix from many keep-alive connections. Every answer must be the expected one
// (no 5xx, no 429, no socket error), and afterwards the rows and files equal the acknowledged
// writes. 20 connections for 5 s in the normal run; RELIABILITY_FULL=1: 100 for 30 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openPglite } from '../db/adapter.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../repositories/index.js';
import { localStorage } from '../storage/local.js';
import {
  importedCategory,
  insertStore,
  insertCustomCategory,
  makeImage,
  multipart,
} from '../testing/fixtures.js';
import { runLoad, type Call } from './load.js';
import { figure, filesUnder, size } from './support.js';
import { login, startServer, type ServerProcess } from './server-process.js';

const CONNECTIONS = size(20, 100);
const DURATION_MS = size(5_000, 30_000);

describe('load: a read and write mix on a real listening API (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kirana-load-'));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test(
    `${CONNECTIONS} connections for ${DURATION_MS / 1000} s: no error, rows equal the acknowledged writes`,
    async () => {
      // A branch with an imported and a custom category, products, and one stored image.
      const db = await openPglite(join(dataDir, 'pgdata'));
      await migrate(db);
      const repos = createRepositories(db);
      const branch = await insertStore(repos, { status: 'approved' });
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          insertStore(repos, { status: i % 3 ? 'approved' : 'pending' }),
        ),
      );
      const { category } = await importedCategory(repos, db, branch.id, 6);
      const defaultIds = (await db.query<{ id: string }>('select id from default_products')).map(
        (row) => row.id,
      );
      const products = await db.transaction((tx) =>
        repos.products.importDefaults(
          { branchId: branch.id, categoryId: category.id, defaultProductIds: defaultIds },
          tx,
        ),
      );
      await insertCustomCategory(repos, branch.id);
      const png = await makeImage('png', 16, 16);
      const imageKey = products[0]?.imageKey ?? '';
      await localStorage(join(dataDir, 'media'), '').put(imageKey, png, 'image/webp');
      await db.close();

      server = await startServer(dataDir);
      const auth = await login(server.url);
      const json = { ...auth, 'content-type': 'application/json' };
      const files = filesUnder(join(dataDir, 'media')).length;

      // 100 slots: 80 reads, 20 writes.
      const mix: [number, (n: number) => Call][] = [
        [
          20,
          () => ({
            kind: 'branches',
            method: 'GET',
            path: '/api/admin/branches?page=1&pageSize=20',
            headers: auth,
            expect: 200,
          }),
        ],
        [
          15,
          () => ({
            kind: 'categories',
            method: 'GET',
            path: `/api/branch/${branch.id}/categories`,
            headers: auth,
            expect: 200,
          }),
        ],
        [
          15,
          () => ({
            kind: 'products',
            method: 'GET',
            path: `/api/branch/${branch.id}/categories/${category.id}/products`,
            headers: auth,
            expect: 200,
          }),
        ],
        [
          10,
          () => ({
            kind: 'stats',
            method: 'GET',
            path: '/api/stats/customers',
            headers: auth,
            expect: 200,
          }),
        ],
        [
          5,
          () => ({
            kind: 'default catalogue',
            method: 'GET',
            path: '/api/admin/default-categories',
            headers: auth,
            expect: 200,
          }),
        ],
        [10, () => ({ kind: 'image', method: 'GET', path: `/media/${imageKey}`, expect: 200 })],
        [5, () => ({ kind: 'health', method: 'GET', path: '/health', expect: 200 })],
        [
          8,
          () => ({
            kind: 'login-as-branch',
            method: 'POST',
            path: '/api/admin/auth/login-as-branch',
            headers: json,
            body: Buffer.from(JSON.stringify({ branchId: branch.id })),
            expect: 200,
          }),
        ],
        [
          7,
          (n) => ({
            kind: 'product edit',
            method: 'PUT',
            path: `/api/branch/products/${products[n % products.length]?.id ?? ''}`,
            headers: json,
            body: Buffer.from(
              JSON.stringify({
                name: `Edited ${n}`,
                description: 'Under load.',
                price: 10 + (n % 90),
                quantity: 1,
                unit: 'kg',
                isPacket: true,
              }),
            ),
            expect: 200,
          }),
        ],
        [
          5,
          (n) => {
            const form = multipart({ name: `Load ${n}` }, [
              { name: 'categoryImage', filename: 'c.png', contentType: 'image/png', data: png },
            ]);
            return {
              kind: 'category create',
              method: 'POST',
              path: `/api/branch/${branch.id}/categories`,
              headers: { ...auth, ...form.headers },
              body: form.payload,
              expect: 201,
            };
          },
        ],
      ];
      const slots = mix.flatMap(([weight, make]) => Array.from({ length: weight }, () => make));
      // Spread the kinds over the slots (stride 37 is prime to 100) instead of runs of one kind.
      const next = (n: number): Call => {
        const make = slots[(n * 37) % slots.length];
        if (!make) throw new Error('empty mix');
        return make(n);
      };

      const report = await runLoad(server.url, {
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
        next,
      });
      expect(report.unexpected).toEqual([]);
      expect(report.socketErrors).toBe(0);
      expect(Object.keys(report.statuses).filter((s) => !['200', '201'].includes(s))).toEqual([]);

      // Stop it and count what it wrote.
      expect(await server.stop('SIGTERM')).toBe('0');
      const check = await openPglite(join(dataDir, 'pgdata'));
      const [rows] = await check.query<{ categories: number; audit: number; edits: number }>(
        `select (select count(*)::int from categories where not created_from_template) as categories,
                (select count(*)::int from audit_log) as audit,
                (select count(*)::int from audit_log where action = 'edit') as edits`,
      );
      await check.close();
      const acked = (kind: string) => report.acknowledged[kind] ?? 0;
      expect(rows?.categories).toBe(1 + acked('category create'));
      expect(rows?.edits).toBe(acked('product edit'));
      expect(rows?.audit).toBe(
        acked('login-as-branch') + acked('product edit') + acked('category create'),
      );
      expect(filesUnder(join(dataDir, 'media'))).toHaveLength(files + acked('category create'));

      const writes = acked('login-as-branch') + acked('product edit') + acked('category create');
      figure(
        'load (PGlite, one API process)',
        `${report.connections} connections for ${(report.durationMs / 1000).toFixed(1)} s: ${report.requests} requests (${Math.round(report.perSecond)}/s, ${writes} writes), 0 errors (statuses ${JSON.stringify(report.statuses)}), latency p50 ${report.latencyMs.p50.toFixed(1)} ms, p99 ${report.latencyMs.p99.toFixed(1)} ms, max ${report.latencyMs.max.toFixed(1)} ms; rows and files equal the acknowledged writes`,
      );
    },
    size(120_000, 300_000),
  );
});
