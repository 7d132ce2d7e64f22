// The stores the admin reads and corrects: the queue (order, pages, counts, search), one store's
// screen (registration, its owner from the site, its messages, its history), registration
// corrections and the lookup card.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, test } from 'vitest';
import { invalidFieldMessage } from '@kirana/domain/common';
import {
  FSSAI_TAKEN,
  REGISTRATION_UPDATED,
  GSTIN_CHECK_INVALID,
  STORE_NOT_FOUND,
  type StoreStatus,
} from '@kirana/domain/stores';
import { CURSOR_INVALID } from '@kirana/domain/common';
import { useTestApp } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore } from '../testing/fixtures.js';
import { registerStoreOnSite } from '../testing/owners.js';
import { logChannel } from '../notifications/channels.js';
import { outboxWorker } from '../notifications/worker.js';

interface BranchBody {
  message: string;
  data: {
    branch: {
      _id: string;
      status: string;
      name: string;
      submittedAt: string;
      dueAt: string;
    };
  };
}
interface SiteStoreDetail {
  data: {
    owner: { _id: string; phone: string; language: string } | null;
    messages: { language: string; channel: string | null };
    earlierRejection: unknown;
    history: {
      action: string;
      summary: string;
      admin: { name: string } | null;
      byOwner: boolean;
    }[];
  };
}
interface ListBody {
  data: {
    branches: { _id: string; name: string; status: string; dueAt: string }[];
    nextCursor: string | null;
    total: number;
    counts: Record<'all' | 'pending' | 'approved' | 'rejected' | 'suspended', number>;
    overdue: number;
  };
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe.skipIf(!DATABASE_AVAILABLE)(`stores (${TEST_DB})`, () => {
  const t = useTestApp();

  describe('GET /api/admin/branches (the queue)', () => {
    const list = async (query: string) => {
      const admin = await t.admin();
      const res = await t.call('GET', `/api/admin/branches${query}`, admin.headers);
      return expectContract<ListBody>('listBranches', res, 200).data;
    };

    async function queue() {
      const stores: [name: string, status: StoreStatus, daysOld: number][] = [
        ['Old approved', 'approved', 9],
        ['New approved', 'approved', 1],
        ['Waited 8 days', 'pending', 8],
        ['Rejected', 'rejected', 2],
        ['Waited 3 days', 'pending', 3],
        ['Came today', 'pending', 0.1],
        ['Suspended', 'suspended', 5],
      ];
      for (const [name, status, daysOld] of stores)
        await insertStore(t.repos, { name, status, createdAt: daysAgo(daysOld) });
    }

    test('pending stores first by due time (oldest first), then the rest newest first', async () => {
      await queue();
      const all = await list('');
      expect(all.branches.map((b) => b.name)).toEqual([
        'Waited 8 days',
        'Waited 3 days',
        'Came today',
        'New approved',
        'Rejected',
        'Suspended',
        'Old approved',
      ]);
      expect(all.total).toBe(7);
      expect(all.counts).toEqual({ all: 7, pending: 3, approved: 2, rejected: 1, suspended: 1 });
      // Two pending stores are past the 2-day promise.
      expect(all.overdue).toBe(2);
      expect(all.nextCursor).toBeNull();
      const first = all.branches[0];
      expect(new Date(first?.dueAt ?? '').getTime()).toBeCloseTo(daysAgo(6).getTime(), -4);
    });

    test('pages by cursor to the last page, with nothing missed or repeated', async () => {
      await queue();
      const names: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        names.push(...page.branches.map((b) => b.name));
        // The first page counts the queue; the pages after it do not count it again.
        if (pages === 0) expect(page.total).toBe(7);
        else expect([page.total, page.counts, page.overdue]).toEqual([null, null, null]);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(names).toEqual((await list('')).branches.map((b) => b.name));
    });

    test('an empty queue is one empty page', async () => {
      expect(await list('')).toEqual({
        branches: [],
        nextCursor: null,
        total: 0,
        counts: { all: 0, pending: 0, approved: 0, rejected: 0, suspended: 0 },
        overdue: 0,
      });
    });

    test('filters by status; the counts per status stay those of the search', async () => {
      await queue();
      const suspended = await list('?status=suspended');
      expect(suspended.branches.map((b) => b.name)).toEqual(['Suspended']);
      expect(suspended.total).toBe(1);
      expect(suspended.counts.all).toBe(7);
    });

    test('searches name, owner, phone (with or without spaces), pincode, or a whole id', async () => {
      const lakshmi = await insertStore(t.repos, {
        name: 'Sri Lakshmi Kirana',
        ownerName: 'Ravi Kumar',
        phone: '+91 98480 11111',
        pincode: '500028',
      });
      await insertStore(t.repos, {
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
      expect(await names(lakshmi.id)).toEqual(['Sri Lakshmi Kirana']);
      expect(await names('%')).toEqual([]);
      expect(await names('nothing like this')).toEqual([]);
      expect((await list('?q=balaji')).counts).toMatchObject({ all: 1, pending: 1 });
    });

    test.each([
      ['?status=closed', /^status: /],
      ['?limit=0', /^limit: /],
      ['?limit=101', /^limit: /],
      ['?limit=abc', /^limit: /],
      [`?q=${'x'.repeat(101)}`, /^q: /],
      ['?cursor=not-a-cursor!', CURSOR_INVALID],
      [`?cursor=${Buffer.from('{"a":1}').toString('base64url')}`, CURSOR_INVALID],
      [`?cursor=${Buffer.from('[0,"x","y"]').toString('base64url')}`, CURSOR_INVALID],
      [`?cursor=${'x'.repeat(201)}`, /^cursor: /],
    ])('bad query %s is a 400 naming the parameter', async (query, message) => {
      const admin = await t.admin();
      const res = await t.call('GET', `/api/admin/branches${query}`, admin.headers);
      expectError('listBranches', res, 400, message);
    });

    test('needs a token', async () => {
      expectError('listBranches', await t.call('GET', '/api/admin/branches'), 401);
    });
  });

  describe('GET /api/admin/branches/{branchId}', () => {
    test('answers the store, its registration with the ID masked, and writes no audit entry', async () => {
      const admin = await t.admin();
      const branch = await insertStore(t.repos, {
        name: 'Balaji Kirana',
        createdAt: daysAgo(3),
        ownerPhone: '+91 98480 22338',
        ownerEmail: 'anil@example.in',
        fssaiNumber: '13623011000123',
        gstin: null,
        governmentIdType: 'aadhaar',
        governmentIdLast4: '0123',
        latitude: 17.41,
        longitude: 78.45,
      });
      const res = await t.call('GET', `/api/admin/branches/${branch.id}`, admin.headers);
      const { data } = expectContract<{
        data: {
          branch: { name: string };
          registration: Record<string, unknown>;
          documents: unknown[];
          history: unknown[];
        };
      }>('getBranch', res, 200);
      expect(data.branch.name).toBe('Balaji Kirana');
      expect(data.registration).toMatchObject({
        ownerPhone: '+91 98480 22338',
        fssaiNumber: '13623011000123',
        gstin: null,
        governmentId: { type: 'aadhaar', last4: '0123', masked: 'XXXX XXXX 0123' },
        location: { latitude: 17.41, longitude: 78.45 },
      });
      expect(data.documents).toEqual([]);
      expect(data.history).toEqual([]);
      expect(JSON.stringify(data)).not.toMatch(/2345 ?6789/);
      expect(await t.repos.audit.list()).toEqual([]);
    });

    test('a store registered before these details were asked answers nulls', async () => {
      const admin = await t.admin();
      const branch = await insertStore(t.repos);
      const res = await t.call('GET', `/api/admin/branches/${branch.id}`, admin.headers);
      const { data } = expectContract<{ data: Record<string, unknown> }>('getBranch', res, 200);
      expect(data.registration).toMatchObject({
        ownerPhone: null,
        governmentId: null,
        location: null,
      });
      // No owner signed in for it; its messages go out in English, none tried yet.
      expect(data.owner).toBeNull();
      expect(data.messages).toEqual({ language: 'en', channel: null });
      expect(data.earlierRejection).toBeNull();
    });

    test('a store registered on the site names its owner by the verified mobile (masked), the language and channel of their messages, and the submission as theirs', async () => {
      const admin = await t.admin();
      const { storeId } = await registerStoreOnSite(t, '98480 22338', { language: 'te' });
      const read = async () =>
        expectContract<SiteStoreDetail>(
          'getBranch',
          await t.call('GET', `/api/admin/branches/${storeId}`, admin.headers),
          200,
        ).data;

      const before = await read();
      expect(before.owner).toEqual({
        _id: expect.any(String),
        phone: '+91 ••••• •2338',
        language: 'te',
      });
      // The acknowledgement is written but not tried yet: no channel to name.
      expect(before.messages).toEqual({ language: 'te', channel: null });
      expect(before.history).toEqual([
        expect.objectContaining({
          action: 'submit',
          summary: 'Submitted by the owner',
          admin: null,
          byOwner: true,
        }),
      ]);

      // The worker sends it through the log channel (the default): nobody received it.
      const log = { info: () => undefined } as unknown as FastifyBaseLogger;
      const silent = { warn: () => undefined, error: () => undefined };
      await outboxWorker({ repos: t.repos, channel: logChannel(log), log: silent }).runOnce();
      expect((await read()).messages).toEqual({ language: 'te', channel: 'log' });

      // An admin's entry in the same history is the admin's, not the owner's.
      expectContract(
        'rejectBranch',
        await t.call('PATCH', `/api/admin/branches/${storeId}/reject`, admin.headers, {
          reason: 'details_mismatch',
        }),
        200,
      );
      const after = await read();
      expect(after.history[0]).toMatchObject({ action: 'reject', byOwner: false });
      expect(after.history[0]?.admin?.name).toMatch(/^Admin /);
      // Rejected (not pending again): no earlier rejection to show yet.
      expect(after.earlierRejection).toBeNull();
    });

    test('an unknown store is a 404, a malformed id a 400, no token a 401', async () => {
      const admin = await t.admin();
      const get = (id: string, headers?: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: `/api/admin/branches/${id}`, headers });
      expectError(
        'getBranch',
        await get('3f2504e0-4f89-41d3-9a0c-0305e82c3301', admin.headers),
        404,
        STORE_NOT_FOUND,
      );
      expectError('getBranch', await get('nope', admin.headers), 400, /^branchId: /);
      expectError('getBranch', await get('3f2504e0-4f89-41d3-9a0c-0305e82c3301'), 401);
    });
  });

  describe('PUT /api/admin/branches/{branchId}/registration', () => {
    const valid = {
      ownerPhone: '98480 22338',
      ownerEmail: 'anil@example.in',
      fssaiNumber: '13623011000123',
      gstin: '27AAPFU0939F1ZV',
      governmentIdType: 'aadhaar',
      governmentIdNumber: '2345 6789 0123',
      latitude: 17.41,
      longitude: 78.45,
    };
    const put = async (branchId: string, payload: unknown) => {
      const admin = await t.admin();
      return t.call(
        'PUT',
        `/api/admin/branches/${branchId}/registration`,
        admin.headers,
        payload as object,
      );
    };

    test('saves the details, keeps only the last four of the ID number, and audits it', async () => {
      const branch = await insertStore(t.repos);
      const body = expectContract<{ message: string; data: { registration: unknown } }>(
        'updateBranchRegistration',
        await put(branch.id, valid),
        200,
      );
      expect(body.message).toBe(REGISTRATION_UPDATED);
      expect(body.data.registration).toMatchObject({
        ownerPhone: '+91 98480 22338',
        gstin: '27AAPFU0939F1ZV',
        governmentId: { type: 'aadhaar', last4: '0123' },
      });
      const stored = await t.db.query('select * from branches where id = $1', [branch.id]);
      expect(JSON.stringify(stored)).not.toContain('23456789');
      const [entry] = await t.repos.audit.list({ entity: 'branch', entityId: branch.id });
      expect(entry?.action).toBe('edit-registration');
      expect(JSON.stringify(entry)).not.toContain('23456789');
    });

    test.each([
      [{ gstin: '27AAPFU0939F1ZA' }, invalidFieldMessage('gstin', GSTIN_CHECK_INVALID)],
      [{ fssaiNumber: '12345' }, /^fssaiNumber: /],
      [{ ownerPhone: '12345' }, /^ownerPhone: /],
      [{ governmentIdType: 'pan' }, /^governmentIdNumber: /],
      [{ latitude: 12.97, longitude: 77.59 }, /^latitude: /],
      [{ ownerEmail: 'nope' }, /^ownerEmail: /],
    ])('%j is a 400 naming the field; nothing changes', async (change, message) => {
      const branch = await insertStore(t.repos);
      expectError(
        'updateBranchRegistration',
        await put(branch.id, { ...valid, ...change }),
        400,
        message,
      );
      expect(await t.repos.audit.list()).toEqual([]);
      expect((await t.repos.stores.findWithRegistration(branch.id))?.fssaiNumber).toBeNull();
    });

    test("another store's FSSAI number is a 409 that says so; the store keeps its own", async () => {
      const first = await insertStore(t.repos);
      expectContract('updateBranchRegistration', await put(first.id, valid), 200);
      const second = await insertStore(t.repos);
      const refused = expectError(
        'updateBranchRegistration',
        await put(second.id, { ...valid, ownerPhone: '98480 22339' }),
        409,
        invalidFieldMessage('fssaiNumber', FSSAI_TAKEN),
      );
      expect(refused.field).toBe('fssaiNumber');
      expect((await t.repos.stores.findWithRegistration(second.id))?.fssaiNumber).toBeNull();
      // The store's own number again is no conflict.
      expectContract('updateBranchRegistration', await put(first.id, valid), 200);
    });
  });

  describe('POST /api/admin/auth/login-as-branch (the lookup card)', () => {
    const lookup = async (payload: unknown, headers?: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login-as-branch',
        payload: payload as object,
        headers,
      });

    test('answers the branch and writes the audit log', async () => {
      const admin = await t.admin();
      const branch = await insertStore(t.repos, {
        name: 'Venkateshwara Kirana',
        status: 'approved',
      });
      const body = expectContract<BranchBody>(
        'loginAsBranch',
        await lookup({ branchId: ` ${branch.id} ` }, admin.headers),
        200,
      );
      expect(body.data.branch).toMatchObject({ _id: branch.id, status: 'approved' });
      expect(await t.repos.audit.list({ entity: 'branch', entityId: branch.id })).toEqual([
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
          STORE_NOT_FOUND,
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
});
