import { describe, expect, test } from 'vitest';
import { BRANCH_NOT_FOUND, BRANCH_NOT_PENDING } from '@kirana/domain/messages';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertBranch } from '../testing/fixtures.js';

interface BranchBody {
  message: string;
  data: {
    branch: {
      _id: string;
      status: string;
      name: string;
      ownerName: string;
      address: { pincode: string };
    };
  };
}
interface ListBody {
  data: {
    branches: { _id: string; name: string; status: string }[];
    total: number;
    page: number;
    pageSize: number;
  };
}

describe.skipIf(!DATABASE_AVAILABLE)(`branches (${TEST_DB})`, () => {
  const t = useTestApp();

  describe('GET /api/admin/branches', () => {
    const list = async (query: string) => {
      const admin = await t.admin();
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/branches${query}`,
        headers: admin.headers,
      });
      return expectContract<ListBody>('listBranches', res, 200).data;
    };

    test('lists pending branches first, then newest first, in pages', async () => {
      const day = 24 * 60 * 60 * 1000;
      await insertBranch(t.repos, {
        name: 'Old approved',
        status: 'approved',
        createdAt: new Date(Date.now() - 9 * day),
      });
      await insertBranch(t.repos, {
        name: 'New approved',
        status: 'approved',
        createdAt: new Date(Date.now() - day),
      });
      await insertBranch(t.repos, {
        name: 'Old pending',
        status: 'pending',
        createdAt: new Date(Date.now() - 8 * day),
      });
      await insertBranch(t.repos, {
        name: 'Rejected',
        status: 'rejected',
        createdAt: new Date(Date.now() - 2 * day),
      });
      await insertBranch(t.repos, {
        name: 'New pending',
        status: 'pending',
        createdAt: new Date(Date.now() - 3 * day),
      });

      const all = await list('');
      expect(all.branches.map((b) => b.name)).toEqual([
        'New pending',
        'Old pending',
        'New approved',
        'Rejected',
        'Old approved',
      ]);
      expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20 });

      const page2 = await list('?page=2&pageSize=2');
      expect(page2.branches.map((b) => b.name)).toEqual(['New approved', 'Rejected']);
      expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
      expect(await list('?page=9&pageSize=2')).toMatchObject({ branches: [], total: 5, page: 9 });
    });

    test('filters by status', async () => {
      await insertBranch(t.repos, { status: 'approved' });
      await insertBranch(t.repos, { status: 'pending' });
      const approved = await list('?status=approved');
      expect(approved.total).toBe(1);
      expect(approved.branches.every((b) => b.status === 'approved')).toBe(true);
    });

    test('searches name, owner, phone (with or without spaces) and pincode, case-insensitively', async () => {
      await insertBranch(t.repos, {
        name: 'Sri Lakshmi Kirana',
        ownerName: 'Ravi Kumar',
        phone: '+91 98480 11111',
        pincode: '500028',
      });
      await insertBranch(t.repos, {
        name: 'Balaji Stores',
        ownerName: 'Anil Goud',
        phone: '+91 99890 22222',
        pincode: '500016',
      });
      const names = async (q: string) =>
        (await list(`?q=${encodeURIComponent(q)}`)).branches.map((b) => b.name);
      expect(await names('lakshmi')).toEqual(['Sri Lakshmi Kirana']);
      expect(await names('GOUD')).toEqual(['Balaji Stores']);
      expect(await names('98480 111')).toEqual(['Sri Lakshmi Kirana']);
      expect(await names('9989022222')).toEqual(['Balaji Stores']);
      expect(await names('500016')).toEqual(['Balaji Stores']);
      expect(await names('%')).toEqual([]);
      expect(await names('nothing like this')).toEqual([]);
    });

    test.each(['?status=closed', '?page=0', '?pageSize=101', '?page=abc', `?q=${'x'.repeat(101)}`])(
      'bad query %s is a 400',
      async (query) => {
        const admin = await t.admin();
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/admin/branches${query}`,
          headers: admin.headers,
        });
        expectError('listBranches', res, 400);
      },
    );

    test('needs a token', async () => {
      expectError(
        'listBranches',
        await t.app.inject({ method: 'GET', url: '/api/admin/branches' }),
        401,
      );
    });
  });

  describe('POST /api/admin/auth/login-as-branch', () => {
    const lookup = async (payload: unknown, headers?: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login-as-branch',
        payload: payload as object,
        headers,
      });

    test('answers the branch and writes the audit log', async () => {
      const admin = await t.admin();
      const branch = await insertBranch(t.repos, {
        name: 'Venkateshwara Kirana',
        status: 'approved',
      });
      const body = expectContract<BranchBody>(
        'loginAsBranch',
        await lookup({ branchId: ` ${branch.id} ` }, admin.headers),
        200,
      );
      expect(body.data.branch).toMatchObject({
        _id: branch.id,
        name: 'Venkateshwara Kirana',
        status: 'approved',
      });
      const audit = await t.repos.audit.list({ entity: 'branch', entityId: branch.id });
      expect(audit).toEqual([
        expect.objectContaining({ adminId: admin.id, action: 'login-as-branch' }),
      ]);
    });

    test.each(['3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'not-a-uuid', "1' or '1'='1"])(
      'an unknown id (%s) is 404 "Branch not found."',
      async (branchId) => {
        const admin = await t.admin();
        expectError(
          'loginAsBranch',
          await lookup({ branchId }, admin.headers),
          404,
          BRANCH_NOT_FOUND,
        );
      },
    );

    test.each([{}, { branchId: '' }, { branchId: 'x'.repeat(101) }, { branchId: 5 }])(
      'bad body %j is a 400',
      async (payload) => {
        const admin = await t.admin();
        expectError('loginAsBranch', await lookup(payload, admin.headers), 400, /^branchId: /);
      },
    );

    test('needs a token', async () => {
      expectError('loginAsBranch', await lookup({ branchId: 'x' }), 401);
    });
  });

  describe.each([
    ['approveBranch', 'approve', 'approved', 'Branch has been successfully approved.'],
    ['rejectBranch', 'reject', 'rejected', 'Branch has been successfully rejected.'],
  ] as const)('PATCH /api/admin/branches/{branchId}/%s', (operationId, action, status, message) => {
    const decide = (branchId: string, headers?: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/branches/${branchId}/${action}`, headers });

    test(`moves a pending branch to ${status}, with its message and an audit entry`, async () => {
      const admin = await t.admin();
      const branch = await insertBranch(t.repos, { status: 'pending' });
      const body = expectContract<BranchBody>(
        operationId,
        await decide(branch.id, admin.headers),
        200,
      );
      expect(body.message).toBe(message);
      expect(body.data.branch).toMatchObject({ _id: branch.id, status });
      expect((await t.repos.branches.findById(branch.id))?.status).toBe(status);
      expect(await t.repos.audit.list({ entity: 'branch', entityId: branch.id })).toEqual([
        expect.objectContaining({
          adminId: admin.id,
          action,
          details: { from: 'pending', to: status },
        }),
      ]);
    });

    test.each(['approved', 'rejected'] as const)(
      'a branch already %s is a 409 and does not change',
      async (current) => {
        const admin = await t.admin();
        const branch = await insertBranch(t.repos, { status: current });
        expectError(operationId, await decide(branch.id, admin.headers), 409, BRANCH_NOT_PENDING);
        expect((await t.repos.branches.findById(branch.id))?.status).toBe(current);
        expect(await t.repos.audit.list({ entity: 'branch' })).toEqual([]);
      },
    );

    test('an unknown branch is a 404, a malformed id a 400', async () => {
      const admin = await t.admin();
      expectError(
        operationId,
        await decide('3f2504e0-4f89-41d3-9a0c-0305e82c3301', admin.headers),
        404,
        BRANCH_NOT_FOUND,
      );
      expectError(operationId, await decide('nope', admin.headers), 400, /^branchId: /);
    });

    test('needs a token', async () => {
      const branch = await insertBranch(t.repos);
      expectError(operationId, await decide(branch.id), 401);
      expect((await t.repos.branches.findById(branch.id))?.status).toBe('pending');
    });
  });

  test('two admins deciding at once: one wins, the other gets 409', async () => {
    const [a, b] = [await t.admin(), await t.admin()];
    const branch = await insertBranch(t.repos);
    const [one, two] = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/branches/${branch.id}/approve`,
        headers: a.headers,
      }),
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/branches/${branch.id}/reject`,
        headers: b.headers,
      }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
  });

  describe('PATCH /api/admin/branch/{branchId}/status', () => {
    const setStatus = (branchId: string, payload: unknown, headers?: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/branch/${branchId}/status`,
        payload: payload as object,
        headers,
      });

    test('sets approved or rejected on a pending branch', async () => {
      const admin = await t.admin();
      const branch = await insertBranch(t.repos);
      const body = expectContract<BranchBody>(
        'setBranchStatus',
        await setStatus(branch.id, { status: 'rejected' }, admin.headers),
        200,
      );
      expect(body).toMatchObject({
        message: 'Branch has been successfully rejected.',
        data: { branch: { status: 'rejected' } },
      });
      expectError(
        'setBranchStatus',
        await setStatus(branch.id, { status: 'approved' }, admin.headers),
        409,
      );
    });

    test('refuses other statuses (400), unknown branches (404) and missing tokens (401)', async () => {
      const admin = await t.admin();
      const branch = await insertBranch(t.repos);
      expectError(
        'setBranchStatus',
        await setStatus(branch.id, { status: 'pending' }, admin.headers),
        400,
        /^status: /,
      );
      expectError(
        'setBranchStatus',
        await setStatus(
          '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
          { status: 'approved' },
          admin.headers,
        ),
        404,
      );
      expectError('setBranchStatus', await setStatus(branch.id, { status: 'approved' }), 401);
    });
  });
});
