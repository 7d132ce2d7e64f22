// The activity log (every filter, cursor edges, names of entities, a deleted one too, reasons),
// its indexes (no sequential scan for a filter by entity), the dashboard's queues and the team.
import { describe, expect, test } from 'vitest';
import { DATE_RANGE_INVALID } from '@kirana/domain/activity';
import { CURSOR_INVALID, invalidFieldMessage } from '@kirana/domain/common';
import { activityQuery } from '../repositories/audit.js';
import { TEST_PASSWORD, useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { insertStore, insertCustomCategory, insertCustomProduct } from '../testing/fixtures.js';
import type { Schemas } from '../contract/types.js';

type Entry = Schemas['ActivityEntry'];
interface ListBody {
  data: { entries: Entry[]; nextCursor: string | null };
}

describe.skipIf(!DATABASE_AVAILABLE)(`activity (${TEST_DB})`, () => {
  const t = useTestApp();

  const activity = async (admin: TestAdmin, query = '') =>
    expectContract<ListBody>(
      'listActivity',
      await t.call('GET', `/api/admin/activity${query}`, admin.headers),
      200,
    ).data;
  const patch = (admin: TestAdmin, url: string, payload?: object) =>
    t.app.inject({ method: 'PATCH', url, headers: admin.headers, ...(payload ? { payload } : {}) });

  /** Two admins' writes: a rejection with a reason, an approval, a product edit. */
  async function history() {
    const asha = await t.admin('asha@kirana.test');
    const ravi = await t.admin('ravi@kirana.test');
    const rejected = await insertStore(t.repos, { name: 'Quick Needs Store' });
    const approved = await insertStore(t.repos, { name: 'Balaji Kirana' });
    const category = await insertCustomCategory(t.repos, approved.id);
    const product = await insertCustomProduct(t.repos, approved.id, category.id);
    await patch(asha, `/api/admin/branches/${rejected.id}/reject`, {
      reason: 'details_mismatch',
      note: 'Owner name differs.',
    });
    await patch(ravi, `/api/admin/branches/${approved.id}/approve`);
    await t.app.inject({
      method: 'PUT',
      url: `/api/branch/products/${product.id}`,
      headers: asha.headers,
      payload: {
        name: 'Sona Masoori Rice',
        description: 'Aged.',
        price: 62,
        quantity: 1,
        unit: 'kg',
        isPacket: true,
      },
    });
    return { asha, ravi, rejected, approved, category, product };
  }

  test('newest first, each entry naming its admin and entity, with the reason and note', async () => {
    const { asha, rejected, approved, category, product } = await history();
    const { entries } = await activity(asha);
    expect(entries.map((e) => [e.summary, e.admin?.name, e.entityName])).toEqual([
      ['Edited', 'Admin 1', 'Sona Masoori Rice'],
      ['Approved', 'Admin 2', 'Balaji Kirana'],
      ['Rejected: Details do not match', 'Admin 1', 'Quick Needs Store'],
    ]);
    expect(entries[2]).toMatchObject({
      entity: 'branch',
      entityId: rejected.id,
      reason: 'details_mismatch',
      note: 'Owner name differs.',
    });
    expect(entries[1]?.entityId).toBe(approved.id);
    // A product names where it lives, to link to it.
    expect(entries[0]).toMatchObject({
      entity: 'product',
      entityId: product.id,
      branchId: approved.id,
      categoryId: category.id,
    });
  });

  test('filters by admin, action, entity type, one entity and a date range', async () => {
    const { asha, ravi, rejected } = await history();
    const summaries = async (query: string) =>
      (await activity(asha, query)).entries.map((e) => e.summary);
    expect(await summaries(`?adminId=${ravi.id}`)).toEqual(['Approved']);
    expect(await summaries('?action=reject')).toEqual(['Rejected: Details do not match']);
    expect(await summaries('?entity=product')).toEqual(['Edited']);
    expect(await summaries(`?entity=branch&entityId=${rejected.id}`)).toEqual([
      'Rejected: Details do not match',
    ]);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    expect(await summaries(`?from=${hourAgo}&to=${inAnHour}`)).toHaveLength(3);
    expect(await summaries(`?to=${hourAgo}`)).toEqual([]);
  });

  test('pages by cursor to the last page; an empty log is one empty page', async () => {
    const admin = await t.admin();
    expect(await activity(admin)).toEqual({ entries: [], nextCursor: null });
    await history();
    const first = await activity(admin, '?limit=2');
    expect(first.entries).toHaveLength(2);
    const last = await activity(admin, `?limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(last.entries.map((e) => e.summary)).toEqual(['Rejected: Details do not match']);
    expect(last.nextCursor).toBeNull();
  });

  test('a deleted entity keeps the name its entry recorded', async () => {
    const admin = await t.admin();
    const branch = await insertStore(t.repos);
    await t.db.query('delete from branches where id = $1', [branch.id]).catch(() => undefined);
    await t.repos.audit.record({
      adminId: admin.id,
      action: 'delete',
      entity: 'category',
      entityId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
      details: { name: 'Festive Sweets' },
    });
    const [entry] = (await activity(admin)).entries;
    expect(entry).toMatchObject({ entityName: 'Festive Sweets', summary: 'Deleted' });
  });

  test.each([
    [
      '?from=2026-11-20T00:00:00Z&to=2026-11-19T00:00:00Z',
      invalidFieldMessage('to', DATE_RANGE_INVALID),
    ],
    ['?from=yesterday', /^from: /],
    ['?adminId=nope', /^adminId: /],
    ['?entity=order', /^entity: /],
    ['?action=DROP%20TABLE', /^action: /],
    ['?limit=101', /^limit: /],
    [
      `?cursor=${Buffer.from('["2026-11-20 10:00:00+00","x"]').toString('base64url')}`,
      CURSOR_INVALID,
    ],
    ['?cursor=abc', CURSOR_INVALID],
  ])('%s is a 400 naming the parameter', async (query, message) => {
    const admin = await t.admin();
    const res = await t.call('GET', `/api/admin/activity${query}`, admin.headers);
    expectError('listActivity', res, 400, message);
  });

  test('a filter by entity reads an index, never the whole audit table', async () => {
    const admin = await t.admin();
    await t.db.query(
      `insert into audit_log (admin_id, action, entity, entity_id, details, at)
       select $1, 'edit', (array['branch','category','product'])[1 + g % 3], gen_random_uuid()::text,
         '{}'::jsonb, now() - make_interval(secs => g)
       from generate_series(1, 20000) g`,
      [admin.id],
    );
    await t.db.query('analyze audit_log');
    for (const filter of [
      { entity: 'product', entityId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', limit: 50 },
      { entity: 'product', limit: 50 },
      { adminId: admin.id, limit: 50 },
      { action: 'edit', limit: 50 },
    ]) {
      const { sql, params } = activityQuery(filter);
      const [row] = await t.db.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) ${sql}`,
        params,
      );
      const plan = JSON.stringify(row?.['QUERY PLAN']);
      expect(plan, JSON.stringify(filter)).toContain('audit_log_');
      expect(
        plan.match(
          /"Node Type":"Seq Scan","Parallel Aware":(true|false),"Async Capable":(true|false),"Relation Name":"audit_log"/,
        ),
        JSON.stringify(filter),
      ).toBeNull();
    }
  });

  test('the dashboard answers its queues and the last ten entries in one request', async () => {
    const { asha } = await history();
    await insertStore(t.repos, {
      status: 'pending',
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    await insertStore(t.repos, { status: 'pending' });
    await t.db.query(
      "insert into contact_messages (name, email, subject, message) values ('A', 'a@b.in', 'Other', 'Hi'), ('B', 'b@b.in', 'Other', 'Hi')",
    );
    const res = await t.call('GET', '/api/admin/dashboard', asha.headers);
    const { data } = expectContract<{
      data: {
        stores: { pending: number; overdue: number };
        partnerApplications: { pending: number };
        contactMessages: { new: number };
        recentActivity: Entry[];
      };
    }>('getDashboardQueues', res, 200);
    expect(data.stores).toEqual({ pending: 2, overdue: 1 });
    expect(data.contactMessages).toEqual({ new: 2 });
    expect(data.recentActivity.map((e) => e.summary)).toEqual([
      'Edited',
      'Approved',
      'Rejected: Details do not match',
    ]);
  });

  test('the dashboard counts messages that did not arrive today and codes not delivered in the last hour', async () => {
    const asha = await t.admin();
    const at = (sql: string) => t.db.query(sql);
    const insert = (template: string, rest: string) =>
      at(`insert into notifications (recipient_phone, template, params, entity, entity_id,
            state, channel, attempts, next_attempt_at, created_at, delivery_state, queued_at,
            failed_at)
          values ('+919848022338', '${template}', '{}'::jsonb, 'branch', gen_random_uuid(), ${rest})`);
    // Failed for good today: the outbox gave up; WhatsApp reported one not delivered.
    await insert('store_approved', "'failed', 'webhook', 6, now(), now(), null, null, null");
    await insert('store_rejected', "'sent', 'whatsapp', 1, now(), now(), 'failed', now(), now()");
    // Failed two days ago, and one delivered: not today's.
    await insert(
      'store_approved',
      "'failed', 'webhook', 6, now() - interval '2 days', now() - interval '2 days', null, null, null",
    );
    await insert('store_approved', "'sent', 'whatsapp', 1, now(), now(), 'delivered', now(), null");
    // Codes: one taken by WhatsApp 5 minutes ago and never delivered, one still pending after
    // 3 minutes, one delivered, one just asked (within its 2 minutes), one from 2 hours ago.
    await insert(
      'store_code',
      "'sent', 'whatsapp', 1, now(), now() - interval '5 minutes', 'queued', now() - interval '5 minutes', null",
    );
    await insert(
      'store_code',
      "'pending', null, 1, now(), now() - interval '3 minutes', null, null, null",
    );
    await insert(
      'store_code',
      "'sent', 'whatsapp', 1, now(), now() - interval '5 minutes', 'delivered', now() - interval '5 minutes', null",
    );
    await insert('store_code', "'pending', null, 0, now(), now(), null, null, null");
    await insert(
      'store_code',
      "'sent', 'whatsapp', 1, now(), now() - interval '2 hours', 'queued', now() - interval '2 hours', null",
    );
    const res = await t.call('GET', '/api/admin/dashboard', asha.headers);
    expect(
      expectContract<{ data: { messages: { failedToday: number; codesNotDelivered: number } } }>(
        'getDashboardQueues',
        res,
        200,
      ).data.messages,
    ).toEqual({ failedToday: 2, codesNotDelivered: 2 });
  });

  test('the dashboard’s recent activity is only for a role that may read the log', async () => {
    const asha = await t.admin();
    const store = await insertStore(t.repos, { status: 'pending' });
    expectContract(
      'approveBranch',
      await t.call('PATCH', `/api/admin/branches/${store.id}/approve`, asha.headers),
      200,
    );
    const recent = async (role: 'Support' | 'Reviewer' | 'Catalogue') => {
      const admin = await t.admin(undefined, role);
      const res = await t.call('GET', '/api/admin/dashboard', admin.headers);
      return expectContract<{ data: { recentActivity: Entry[] } }>('getDashboardQueues', res, 200)
        .data.recentActivity;
    };
    expect(await recent('Support')).toHaveLength(1);
    expect(await recent('Reviewer')).toEqual([]);
    expect(await recent('Catalogue')).toEqual([]);
  });

  test('the team lists every admin by name with their last login', async () => {
    const admin = await t.admin('meera@kirana.test');
    await t.admin('arjun@kirana.test');
    expectContract(
      'adminLogin',
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: 'meera@kirana.test', password: TEST_PASSWORD },
      }),
      200,
    );
    const { data } = expectContract<{
      data: { admins: { email: string; lastLoginAt: string | null }[] };
    }>(
      'listAdmins',
      await t.app.inject({ method: 'GET', url: '/api/admin/admins', headers: admin.headers }),
      200,
    );
    expect(data.admins.map((a) => [a.email, a.lastLoginAt === null])).toEqual([
      ['meera@kirana.test', false],
      ['arjun@kirana.test', true],
    ]);
    expect(JSON.stringify(data)).not.toContain('password');
  });
});
