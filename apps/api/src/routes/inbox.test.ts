import { describe, expect, test } from 'vitest';
import { MESSAGE_ALREADY, MESSAGE_MARKED, MESSAGE_NOT_FOUND } from '@kirana/domain/inbox';
import { CURSOR_INVALID } from '@kirana/domain/common';
import { useTestApp, type TestAdmin } from '../testing/app.js';
import { expectContract, expectError } from '../testing/contract.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';

interface Message {
  _id: string;
  name: string;
  subject: string;
  status: string;
  message: string;
  handledBy: { name: string } | null;
  handledAt: string | null;
}
interface ListBody {
  data: {
    contactMessages: Message[];
    nextCursor: string | null;
    counts: { all: number; new: number; handled: number } | null;
  };
}

describe.skipIf(!DATABASE_AVAILABLE)(`contact inbox (${TEST_DB})`, () => {
  const t = useTestApp();

  /** A message as the public form stores it, `minutesAgo` in the past. */
  async function message(
    fields: Partial<{ name: string; email: string; subject: string; message: string }>,
    minutesAgo = 0,
  ): Promise<string> {
    const [row] = await t.db.query<{ id: string }>(
      `insert into contact_messages (name, email, phone, subject, message, created_at)
       values ($1, $2, null, $3, $4, now() - make_interval(mins => $5)) returning id`,
      [
        fields.name ?? 'Lakshmi',
        fields.email ?? 'lakshmi@example.in',
        fields.subject ?? 'Feedback',
        fields.message ?? 'The store finder helped.',
        minutesAgo,
      ],
    );
    return row?.id ?? '';
  }
  const list = async (admin: TestAdmin, query = '') =>
    expectContract<ListBody>(
      'listContactMessages',
      await t.call('GET', `/api/admin/contact-messages${query}`, admin.headers),
      200,
    ).data;
  const setStatus = (admin: TestAdmin, id: string, status: string) =>
    t.call('PATCH', `/api/admin/contact-messages/${id}/status`, admin.headers, { status });

  test('newest first; filters by subject and status; searches name, e-mail and text', async () => {
    const admin = await t.admin();
    await message({ name: 'Old', subject: 'Customer Support' }, 30);
    await message(
      { name: 'Store owner', subject: 'Store Partnership', message: 'Onboard my kirana' },
      20,
    );
    const handled = await message({ name: 'Handled one', email: 'ravi@shop.in' }, 10);
    await message({ name: 'Newest', subject: 'Other' }, 0);
    expectContract('setContactMessageStatus', await setStatus(admin, handled, 'handled'), 200);

    const all = await list(admin);
    expect(all.contactMessages.map((m) => m.name)).toEqual([
      'Newest',
      'Handled one',
      'Store owner',
      'Old',
    ]);
    expect(all.counts).toEqual({ all: 4, new: 3, handled: 1 });
    const names = async (query: string) =>
      (await list(admin, query)).contactMessages.map((m) => m.name);
    expect(await names('?subject=Store%20Partnership')).toEqual(['Store owner']);
    expect(await names('?status=handled')).toEqual(['Handled one']);
    expect(await names('?status=new&subject=Other')).toEqual(['Newest']);
    expect(await names('?q=KIRANA')).toEqual(['Store owner']);
    expect(await names('?q=ravi%40shop')).toEqual(['Handled one']);
    expect(await names('?q=%25')).toEqual([]);
    expect((await list(admin, '?q=kirana')).counts).toEqual({ all: 1, new: 1, handled: 0 });
  });

  test('pages by cursor: empty, full pages, the last page', async () => {
    const admin = await t.admin();
    expect(await list(admin)).toEqual({
      contactMessages: [],
      nextCursor: null,
      counts: { all: 0, new: 0, handled: 0 },
    });
    for (let i = 0; i < 5; i += 1) await message({ name: `M${i}` }, 10 - i);
    const first = await list(admin, '?limit=2');
    expect(first.contactMessages.map((m) => m.name)).toEqual(['M4', 'M3']);
    expect(first.counts).toEqual({ all: 5, new: 5, handled: 0 });
    const second = await list(admin, `?limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(second.contactMessages.map((m) => m.name)).toEqual(['M2', 'M1']);
    // The counts come once per list, with its first page.
    expect(second.counts).toBeNull();
    const last = await list(admin, `?limit=2&cursor=${second.nextCursor ?? ''}`);
    expect(last.contactMessages.map((m) => m.name)).toEqual(['M0']);
    expect(last.nextCursor).toBeNull();
  });

  test('marks handled (who and when), reopens, audits each; the same status twice is a 409', async () => {
    const admin = await t.admin();
    const id = await message({ name: 'Ravi', subject: 'Customer Support' });
    const handled = expectContract<{ message: string; data: { contactMessage: Message } }>(
      'setContactMessageStatus',
      await setStatus(admin, id, 'handled'),
      200,
    );
    expect(handled.message).toBe(MESSAGE_MARKED.handled);
    expect(handled.data.contactMessage).toMatchObject({
      status: 'handled',
      handledBy: { name: expect.stringMatching(/^Admin/) },
      handledAt: expect.any(String),
    });
    expectError(
      'setContactMessageStatus',
      await setStatus(admin, id, 'handled'),
      409,
      MESSAGE_ALREADY.handled,
    );
    const reopened = expectContract<{ data: { contactMessage: Message } }>(
      'setContactMessageStatus',
      await setStatus(admin, id, 'new'),
      200,
    );
    expect(reopened.data.contactMessage).toMatchObject({
      status: 'new',
      handledBy: null,
      handledAt: null,
    });
    expect(
      (await t.repos.audit.list({ entity: 'contact-message', entityId: id })).map((e) => e.action),
    ).toEqual(['mark-handled', 'mark-new']);
  });

  test('reading a message writes nothing and shows it whole', async () => {
    const admin = await t.admin();
    const text = '<img src=x onerror=alert(1)> and a long story';
    const id = await message({ message: text });
    const read = expectContract<{ data: { contactMessage: Message } }>(
      'getContactMessage',
      await t.call('GET', `/api/admin/contact-messages/${id}`, admin.headers),
      200,
    );
    expect(read.data.contactMessage).toMatchObject({ message: text, status: 'new' });
    expect(await t.repos.audit.list()).toEqual([]);
  });

  test('bad input: 400 naming the parameter, 404 unknown, 401 without a token', async () => {
    const admin = await t.admin();
    const get = (url: string, headers = admin.headers) =>
      t.app.inject({ method: 'GET', url, headers });
    for (const [query, expected] of [
      ['?subject=Complaints', /^subject: /],
      ['?status=read', /^status: /],
      ['?limit=0', /^limit: /],
      ['?cursor=%%%', /^cursor: /],
      [`?cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`, CURSOR_INVALID],
    ] as const) {
      expectError(
        'listContactMessages',
        await get(`/api/admin/contact-messages${query}`),
        400,
        expected,
      );
    }
    expectError(
      'getContactMessage',
      await get('/api/admin/contact-messages/3f2504e0-4f89-41d3-9a0c-0305e82c3301'),
      404,
      MESSAGE_NOT_FOUND,
    );
    expectError(
      'setContactMessageStatus',
      await setStatus(admin, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', 'handled'),
      404,
    );
    expectError(
      'setContactMessageStatus',
      await setStatus(admin, 'nope', 'handled'),
      400,
      /^messageId: /,
    );
    const id = await message({});
    expectError(
      'setContactMessageStatus',
      await setStatus(admin, id, 'archived'),
      400,
      /^status: /,
    );
    expectError('listContactMessages', await t.call('GET', '/api/admin/contact-messages'), 401);
  });
});
