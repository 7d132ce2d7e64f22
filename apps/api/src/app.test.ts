// The whole app as `pnpm start` runs it: PGlite persisted under DATA_DIR, the first admin,
// admin:create, and a restart that keeps everything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { startApp } from './start.js';
import { main, parseAdminArgs } from './cli/admin-create.js';
import { loadConfig } from './config.js';
import { checkHandlers } from './contract/bind.js';
import { listOperations, loadContract } from './contract/contract.js';
import { expectContract } from './testing/contract.js';
import { makeImage, multipart } from './testing/fixtures.js';

const dataDir = mkdtempSync(join(tmpdir(), 'kirana-app-'));
const env = {
  DATA_DIR: dataDir,
  SEED: 'none',
  PUBLIC_URL: 'http://api.test',
  ADMIN_EMAIL: 'first@kirana.test',
  ADMIN_PASSWORD: 'first-password',
  // The first admin signs in with the password alone here (two-step sign-in has its own tests).
  MFA_REQUIRED: 'false',
};
const config = () => ({ ...loadConfig(env), logLevel: false as const });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function login(app: Awaited<ReturnType<typeof startApp>>, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/admin/login', payload: { email, password } });
}

describe('the app on its own data directory', () => {
  test('starts with the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, and keeps data, images and tokens across a restart', async () => {
    let app = await startApp({ config: config() });
    const first = expectContract<{ data: { accessToken: string } }>(
      'adminLogin',
      await login(app, 'first@kirana.test', 'first-password'),
      200,
    );
    const headers = { authorization: `Bearer ${first.data.accessToken}` };
    const [branch] = await app
      .inject({ method: 'GET', url: '/api/admin/branches', headers })
      .then((r) => r.json<{ data: { branches: unknown[] } }>().data.branches);
    expect(branch).toBeUndefined();

    // Some data: a branch row (no endpoint creates branches) and a custom category with an image.
    const { openPglite } = await import('./db/adapter.js');
    await app.close();
    const raw = await openPglite(join(dataDir, 'pgdata'));
    const [row] = await raw.query<{ id: string }>(
      "insert into branches (name, owner_name, phone, status, street, city, state, pincode, country) values ('Balaji', 'Anil', '+91 99890 22222', 'approved', 'Road 1', 'Hyderabad', 'Telangana', '500016', 'India') returning id",
    );
    await raw.close();
    app = await startApp({ config: config() });
    const form = multipart({ name: 'Puja Items' }, [
      {
        name: 'categoryImage',
        filename: 'p.png',
        contentType: 'image/png',
        data: await makeImage('png'),
      },
    ]);
    const created = await app.inject({
      method: 'POST',
      url: `/api/branch/${row?.id ?? ''}/categories`,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
    const category = expectContract<{ data: { category: { imageUrl: string } } }>(
      'createCustomCategory',
      created,
      201,
    ).data.category;
    await app.close();

    // Restart: same secret (DATA_DIR/auth-secret), same database, same media.
    app = await startApp({ config: config() });
    const categories = await app.inject({
      method: 'GET',
      url: `/api/branch/${row?.id ?? ''}/categories`,
      headers,
    });
    expect(
      expectContract<{ data: { categories: { name: string }[] } }>(
        'listBranchCategories',
        categories,
        200,
      ).data.categories.map((c) => c.name),
    ).toEqual(['Puja Items']);
    const image = await app.inject({
      method: 'GET',
      url: category.imageUrl.replace('http://api.test', ''),
    });
    expect(image.statusCode).toBe(200);
    await app.close();
  }, 90_000);

  test('admin:create creates an admin, then resets its password', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      vi.stubEnv('DATA_DIR', env.DATA_DIR);
      expect(
        await main([
          '--email',
          'Ops@Kirana.test',
          '--password',
          'ops-password-1',
          '--name',
          'Ops Team',
        ]),
      ).toBe(0);
      // An Owner unless told.
      expect(log).toHaveBeenLastCalledWith(
        expect.stringMatching(/^Created admin ops@kirana\.test \(Owner, /),
      );
      expect(await main(['--email', 'ops@kirana.test', '--password', 'ops-password-2'])).toBe(0);
      expect(log).toHaveBeenLastCalledWith(
        expect.stringMatching(/^Updated admin ops@kirana\.test \(Owner, /),
      );
      expect(
        await main([
          '--email',
          'rev@kirana.test',
          '--password',
          'rev-password',
          '--role',
          'Reviewer',
        ]),
      ).toBe(0);
      expect(log).toHaveBeenLastCalledWith(
        expect.stringMatching(/^Created admin rev@kirana\.test \(Reviewer, /),
      );
    } finally {
      vi.unstubAllEnvs();
      log.mockRestore();
    }
    const app = await startApp({ config: config() });
    // While the API holds the PGlite directory, admin:create stops with a clear message.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('DATA_DIR', env.DATA_DIR);
    try {
      expect(await main(['--email', 'ops@kirana.test', '--password', 'ops-password-3'])).toBe(1);
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/is in use by process \d+/));
    } finally {
      vi.unstubAllEnvs();
      error.mockRestore();
    }
    expect((await login(app, 'ops@kirana.test', 'ops-password-1')).statusCode).toBe(401);
    const ok = expectContract<{ data: { admin: { name: string } } }>(
      'adminLogin',
      await login(app, 'ops@kirana.test', 'ops-password-2'),
      200,
    );
    expect(ok.data.admin.name).toBe('Ops Team');
    const reviewer = expectContract<{ data: { admin: { role: string } } }>(
      'adminLogin',
      await login(app, 'rev@kirana.test', 'rev-password'),
      200,
    );
    expect(reviewer.data.admin.role).toBe('Reviewer');
    await app.close();
  }, 60_000);

  test('admin:create refuses bad arguments', async () => {
    expect(parseAdminArgs(['--email', 'x@kirana.test', '--password', 'long-enough'])).toEqual({
      email: 'x@kirana.test',
      password: 'long-enough',
      name: undefined,
      role: undefined,
    });
    expect(
      parseAdminArgs([
        '--email',
        'x@kirana.test',
        '--password',
        'long-enough',
        '--role',
        'Support',
      ]),
    ).toMatchObject({ role: 'Support' });
    expect(
      parseAdminArgs(['--email', 'x@kirana.test', '--password', 'long-enough', '--role', 'Admin']),
    ).toMatch(/^--role: "Admin" is not a role: use one of Owner, Reviewer, Catalogue, Support\./);
    expect(parseAdminArgs(['--password', 'long-enough'])).toMatch(/^--email: /);
    expect(parseAdminArgs(['--email', 'nope', '--password', 'long-enough'])).toMatch(/^--email: /);
    expect(parseAdminArgs(['--email', 'x@kirana.test', '--password', 'short'])).toMatch(
      /^--password: /,
    );
    expect(
      parseAdminArgs(['--email', 'x@kirana.test', '--password', 'long-enough', '--name', ' ']),
    ).toMatch(/^--name: /);
    expect(parseAdminArgs(['--email', 'x@kirana.test', '--bogus'])).toMatch(/bogus/);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['--email', 'nope'])).toBe(2);
    // An unknown role is refused with the usage line, which names the roles.
    expect(
      await main(['--email', 'x@kirana.test', '--password', 'long-enough', '--role', 'Boss']),
    ).toBe(2);
    expect(error).toHaveBeenLastCalledWith(
      'Usage: admin:create --email <email> --password <password> [--name <name>] [--role <Owner|Reviewer|Catalogue|Support>]',
    );
    error.mockRestore();
  });
});

describe('contract binding', () => {
  const operations = listOperations(loadContract());

  test('every operation of the contract is bound to a route', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const media = operations.find((op) => op.operationId === 'getMedia');
    expect(media?.url).toBe('/media/*');
    expect(operations.find((op) => op.operationId === 'approveBranch')?.url).toBe(
      '/api/admin/branches/:branchId/approve',
    );
  });

  test('a missing or an extra handler stops the start', () => {
    const handlers = Object.fromEntries(operations.map((op) => [op.operationId, () => undefined]));
    expect(() => checkHandlers(operations, handlers)).not.toThrow();
    const { health: _health, ...missing } = handlers;
    expect(() => checkHandlers(operations, missing)).toThrow(
      /operations without a handler: health/,
    );
    expect(() => checkHandlers(operations, { ...handlers, bogus: () => undefined })).toThrow(
      /handlers without an operation: bogus/,
    );
  });
});
