// The inbox as the team sees it (issue 41): conversations by what is due first with their clock
// and the counts on the filter tabs; a thread with the person's messages, replies and their
// delivery, and internal notes; replying, noting, the 24-hour rule, canned replies by "/";
// assigning (to the teammates who answer the inbox, as Support too) and the status; and a
// Reviewer who only reads.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Admin, components } from '@kirana/api-client/types';
import { CONVERSATION_UPDATED, NOTE_ADDED, REPLY_SENT, WINDOW_CLOSED } from '@kirana/domain/inbox';
import { fail, type FakeApi } from '../../../testing/fake-api';
import { adminWithRole, makeNotification, nextId, testAdmin } from '../../../testing/fixtures';
import { currentUrl, mockApi, renderApp } from '../../../testing/render';

type Schemas = components['schemas'];
type Conversation = Schemas['Conversation'];
type Message = Schemas['ConversationMessage'];
type ReplyOptions = Schemas['ReplyOptions'];

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  _id: nextId(),
  subject: 'Customer Support',
  channel: 'email',
  language: 'en',
  status: 'open',
  person: { name: 'Swathi Reddy', email: 'swathi@example.in', phone: null },
  store: null,
  registration: null,
  application: null,
  assignee: null,
  firstMessageAt: at(-43 * HOUR),
  lastMessageAt: at(-43 * HOUR),
  lastInboundAt: at(-43 * HOUR),
  firstResponseAt: null,
  dueAt: at(5 * HOUR + 20 * 60_000),
  resolvedAt: null,
  preview: 'My order came without the atta.',
  messageCount: 1,
  ...over,
});

const message = (over: Partial<Message> = {}): Message => ({
  _id: nextId(),
  direction: 'in',
  kind: 'message',
  body: 'My order came without the atta.',
  author: null,
  createdAt: at(-43 * HOUR),
  sentAs: null,
  notification: null,
  media: null,
  ...over,
});

const openReply: ReplyOptions = {
  channel: 'email',
  freeText: true,
  windowEndsAt: null,
  alternatives: [],
  reason: null,
  maxLength: 5000,
};

/** The words of a select's options, in order. */
const optionWords = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

const dueSoon = conversation();
const overdue = conversation({
  person: { name: 'Ravi Kumar', phone: '+91 98480 12345' },
  channel: 'whatsapp',
  language: 'te',
  subject: 'My store is not showing',
  preview: 'నా షాప్ కనిపించడం లేదు',
  dueAt: at(-26 * HOUR),
  store: { _id: nextId(), name: 'Sri Lakshmi Kirana' },
  assignee: { _id: testAdmin._id, name: testAdmin.name },
});
const answered = conversation({
  person: { name: 'Yasmin Begum', email: 'yasmin@example.in', phone: null },
  status: 'waiting',
  subject: 'Feedback',
  dueAt: null,
  firstResponseAt: at(-HOUR),
});

/** The teammates the API says a conversation can go to: active, their role answers the inbox. */
const assignees: Schemas['ConversationAssignee'][] = [
  { _id: testAdmin._id, name: testAdmin.name, role: 'Owner' },
  { _id: nextId(), name: 'Ravi Teja', role: 'Support' },
  { _id: nextId(), name: 'Zoya Khan', role: 'Support' },
];
const [, raviTeja, zoyaKhan] = assignees as [unknown, { _id: string }, { _id: string }];

function answerAssignees(api: ReturnType<typeof mockApi>) {
  api.get('/api/admin/inbox-assignees', () => ({ status: 'success', data: { assignees } }));
}

function listApi() {
  const api = mockApi();
  answerAssignees(api);
  api.get('/api/admin/conversations', ({ query }) => ({
    status: 'success',
    data: {
      conversations: query.get('due') === 'overdue' ? [overdue] : [overdue, dueSoon, answered],
      nextCursor: null,
      counts: { open: 2, waiting: 1, resolved: 4, overdue: 1, dueToday: 1 },
    },
  }));
  return api;
}

/** A conversation's API: the thread kept in state, replies and notes added to it. */
function conversationApi(
  c: Conversation,
  thread: Message[],
  replyOptions: ReplyOptions = openReply,
) {
  const api = mockApi();
  const state = { conversation: c, messages: [...thread] };
  const detail = (message?: string) => ({
    status: 'success' as const,
    ...(message ? { message } : {}),
    data: { conversation: state.conversation, messages: state.messages, replyOptions },
  });
  api.get('/api/admin/conversations/{conversationId}', () => detail());
  api.post('/api/admin/conversations/{conversationId}/messages', ({ body }) => {
    const note = body.kind === 'note';
    state.messages = [
      ...state.messages,
      message({
        direction: 'out',
        kind: note ? 'note' : 'message',
        body: body.body,
        author: { _id: testAdmin._id, name: testAdmin.name },
        createdAt: at(0),
        sentAs: note ? null : (body.as ?? (c.channel === 'email' ? 'email' : 'text')),
        notification: note
          ? null
          : makeNotification({
              text: body.body,
              state: 'pending',
              sentAt: null,
              channel: c.channel === 'email' ? 'email' : c.channel,
            }),
      }),
    ];
    if (!note) state.conversation = { ...state.conversation, status: 'waiting', dueAt: null };
    return detail(note ? NOTE_ADDED : REPLY_SENT);
  });
  api.patch('/api/admin/conversations/{conversationId}', ({ body }) => {
    state.conversation = {
      ...state.conversation,
      ...(body.status ? { status: body.status } : {}),
      ...('assigneeId' in body
        ? {
            assignee: body.assigneeId
              ? {
                  _id: body.assigneeId,
                  name: assignees.find((a) => a._id === body.assigneeId)?.name ?? '?',
                }
              : null,
          }
        : {}),
    };
    return detail();
  });
  api.get('/api/admin/canned-replies', () => ({
    status: 'success',
    data: {
      cannedReplies: [
        {
          _id: nextId(),
          shortcut: 'thanks',
          language: 'en',
          title: 'Thank you',
          body: 'Thank you for writing to us.',
          updatedAt: at(0),
        },
        {
          _id: nextId(),
          shortcut: 'thanks',
          language: 'te',
          title: 'ధన్యవాదాలు',
          body: 'మాకు రాసినందుకు ధన్యవాదాలు.',
          updatedAt: at(0),
        },
        {
          _id: nextId(),
          shortcut: 'refund',
          language: 'en',
          title: 'Refund',
          body: 'Your refund is on its way.',
          updatedAt: at(0),
        },
      ],
    },
  }));
  answerAssignees(api);
  return api;
}

/** The conversation's screen, over conversationApi's answers (as `admin`, when given). */
function openConversation(
  c: Conversation,
  thread: Message[],
  { replyOptions, admin }: { replyOptions?: ReplyOptions; admin?: Admin } = {},
) {
  const api = conversationApi(c, thread, replyOptions);
  return { api, ...renderApp(`/admin/inbox/${c._id}`, admin ? { admin } : {}) };
}

/** The body of the first reply or note the screen sent. */
const firstSent = (api: FakeApi) =>
  api.calls('post', '/api/admin/conversations/{conversationId}/messages')[0]?.body;

describe('the inbox’s conversations', () => {
  it('lists them as the API sorts them, each with its clock, and counts on the filter tabs', async () => {
    listApi();
    renderApp('/admin/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ravi Kumar'),
      expect.stringContaining('Swathi Reddy'),
      expect.stringContaining('Yasmin Begum'),
    ]);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('overdue by 1 day');
    expect(first).toHaveTextContent('WhatsApp');
    expect(first).toHaveTextContent('Assigned to Asha Rao');
    expect(first).toHaveTextContent('My store is not showing');
    expect(second).toHaveTextContent('due in 5 hours');
    expect(second).toHaveTextContent('Unassigned');
    expect(second).toHaveTextContent('My order came without the atta.');
    expect(third).toHaveTextContent('answered');
    expect(third).toHaveTextContent('Waiting on the person');
    const status = screen.getByRole('navigation', { name: 'Status' });
    expect(within(status).getByRole('link', { name: 'Open (2)' })).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Resolved (4)' })).toBeInTheDocument();
    const due = screen.getByRole('navigation', { name: 'Due' });
    expect(within(due).getByRole('link', { name: 'Overdue (1)' })).toBeInTheDocument();
    expect(within(due).getByRole('link', { name: 'Due today (1)' })).toBeInTheDocument();
  });

  it('filters through the URL: the overdue tab and the assignee', async () => {
    const api = listApi();
    const { user, router } = renderApp('/admin/inbox');
    await screen.findByText('Yasmin Begum');
    await user.click(await screen.findByRole('link', { name: 'Overdue (1)' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/inbox?due=overdue'));
    await waitFor(() => expect(screen.queryByText('Yasmin Begum')).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Overdue (1)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'me');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/inbox?due=overdue&assignee=me'));
    await waitFor(() => expect(api.requests.at(-1)?.query.get('assignee')).toBe('me'));
    expect(api.requests.at(-1)?.query.get('due')).toBe('overdue');
  });

  it('lets Support filter by a teammate who answers, read without the team', async () => {
    const api = listApi();
    const { user, router } = renderApp('/admin/inbox', { admin: adminWithRole('Support') });
    await screen.findByText('Yasmin Begum');
    const filter = screen.getByLabelText('Assigned to');
    // The teammates after anyone, me and nobody; the admin themself is "Me".
    await waitFor(() =>
      expect(optionWords(filter)).toEqual(['Anyone', 'Me', 'Unassigned', 'Ravi Teja', 'Zoya Khan']),
    );
    await user.selectOptions(filter, 'Zoya Khan');
    await waitFor(() => expect(currentUrl(router)).toBe(`/admin/inbox?assignee=${zoyaKhan._id}`));
    await waitFor(() =>
      expect(api.calls('get', '/api/admin/conversations').at(-1)?.query.get('assignee')).toBe(
        zoyaKhan._id,
      ),
    );
    expect(screen.getByLabelText('Assigned to')).toHaveDisplayValue('Zoya Khan');
    expect(api.calls('get', '/api/admin/inbox-assignees')).toHaveLength(1);
    expect(api.calls('get', '/api/admin/admins')).toEqual([]);
  });

  it('offers a Reviewer no teammates to filter by and asks for none', async () => {
    const api = listApi();
    renderApp('/admin/inbox', { admin: adminWithRole('Reviewer') });
    await screen.findByText('Yasmin Begum');
    expect(optionWords(screen.getByLabelText('Assigned to'))).toEqual([
      'Anyone',
      'Me',
      'Unassigned',
    ]);
    expect(api.calls('get', '/api/admin/inbox-assignees')).toEqual([]);
  });
});

describe('a conversation', () => {
  const thread = (c: Conversation) => [
    message({ body: 'My order came without the atta.\n<img src=x onerror=alert(1)>' }),
    message({
      direction: 'out',
      body: 'Sorry! We are checking with the store.',
      author: { _id: nextId(), name: 'Ravi Teja' },
      createdAt: at(-40 * HOUR),
      sentAs: c.channel === 'email' ? 'email' : 'text',
      notification: makeNotification({
        channel: 'whatsapp',
        delivery: {
          state: 'read',
          queuedAt: at(-40 * HOUR),
          sentAt: at(-40 * HOUR),
          deliveredAt: at(-40 * HOUR),
          readAt: at(-39 * HOUR),
          failedAt: null,
        },
      }),
    }),
    message({
      direction: 'out',
      kind: 'note',
      body: 'Called the store: the atta was out of stock.',
      author: { _id: nextId(), name: 'Ravi Teja' },
      createdAt: at(-39 * HOUR),
    }),
  ];

  it('shows the thread oldest first: the person, a reply with its delivery, a note marked internal', async () => {
    const c = conversation();
    openConversation(c, thread(c));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer Support' }),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [inbound, reply, note] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(inbound).toHaveTextContent('Swathi Reddy');
    // Shown as written, never run as HTML.
    expect(inbound).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(reply).toHaveTextContent('Ravi Teja');
    expect(within(reply).getByText('Read on WhatsApp')).toBeInTheDocument();
    expect(within(note).getByText('Internal note — not sent')).toBeInTheDocument();
    expect(within(inbound).queryByText('Internal note — not sent')).toBeNull();
    expect(screen.getByText('due in 5 hours')).toBeInTheDocument();
  });

  it('shows a photo the person sent as a private document, fetched with the admin’s token', async () => {
    const c = conversation({
      channel: 'whatsapp',
      person: { name: 'Ravi Kumar', phone: '+91 98480 12345' },
    });
    const documentId = nextId();
    const { api } = openConversation(c, [
      message({
        body: '(a photo)',
        media: { documentId, contentType: 'image/jpeg', caption: 'Shop board photo' },
      }),
    ]);
    expect(await screen.findByRole('img', { name: 'Shop board photo' })).toBeInTheDocument();
    expect(api.calls('get', '/api/admin/documents/{documentId}')[0]?.params).toEqual({
      documentId,
    });
  });

  it('sends a reply and shows it queued; the box empties', async () => {
    const c = conversation();
    const { api, user } = openConversation(c, thread(c));
    const box = await screen.findByLabelText('Your reply');
    expect(screen.getByText(/0 \/ 5,000 characters/)).toBeInTheDocument();
    await user.type(box, 'We are sending the atta today.');
    expect(screen.getByText(/30 \/ 5,000 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(REPLY_SENT)).toBeInTheDocument();
    expect(firstSent(api)).toEqual({
      kind: 'reply',
      body: 'We are sending the atta today.',
    });
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    const last = items.at(-1) as HTMLElement;
    expect(last).toHaveTextContent('We are sending the atta today.');
    expect(within(last).getByText('Waiting to send')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
    // The first answer stopped the clock.
    expect(screen.getByText('answered')).toBeInTheDocument();
  });

  it('adds an internal note in Note mode, marked as never sent', async () => {
    const c = conversation();
    const { api, user } = openConversation(c, []);
    await screen.findByLabelText('Your reply');
    await user.click(screen.getByRole('button', { name: 'Internal note' }));
    expect(screen.getByRole('button', { name: 'Internal note' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(screen.getByLabelText('Your note'), 'Ask the store first.');
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(NOTE_ADDED)).toBeInTheDocument();
    expect(firstSent(api)).toEqual({
      kind: 'note',
      body: 'Ask the store first.',
    });
    const item = within(screen.getByRole('list', { name: 'Messages' }))
      .getByText('Ask the store first.')
      .closest('li') as HTMLElement;
    expect(within(item).getByText('Internal note — not sent')).toBeInTheDocument();
  });

  it('past WhatsApp’s 24 hours says why and offers the template or SMS', async () => {
    const c = conversation({
      channel: 'whatsapp',
      person: { name: 'Ravi Kumar', phone: '+91 98480 12345' },
    });
    const { api, user } = openConversation(c, [message()], {
      replyOptions: {
        channel: 'whatsapp',
        freeText: false,
        windowEndsAt: at(-19 * HOUR),
        alternatives: ['template', 'sms'],
        reason: WINDOW_CLOSED.text,
        maxLength: 4096,
      },
    });
    expect(await screen.findByText(WINDOW_CLOSED.text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.getByText(/0 \/ 900 characters/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your reply'), 'Your store is live again.');
    expect(screen.getByRole('button', { name: 'Send by SMS' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Send as template' }));
    expect(await screen.findByText(REPLY_SENT)).toBeInTheDocument();
    expect(firstSent(api)).toEqual({
      kind: 'reply',
      body: 'Your store is live again.',
      as: 'template',
    });
  });

  it('says why a reply was refused and reads the conversation again: the window closed meanwhile', async () => {
    const c = conversation({
      channel: 'whatsapp',
      person: { name: 'Ravi Kumar', phone: '+91 98480 12345' },
    });
    const api = conversationApi(c, [message()], {
      ...openReply,
      channel: 'whatsapp',
      maxLength: 4096,
    });
    api.post('/api/admin/conversations/{conversationId}/messages', () => fail(409, WINDOW_CLOSED));
    const { user } = renderApp(`/admin/inbox/${c._id}`);
    await user.type(await screen.findByLabelText('Your reply'), 'Your store is live again.');
    api.get('/api/admin/conversations/{conversationId}', () => ({
      status: 'success',
      data: {
        conversation: c,
        messages: [message()],
        replyOptions: {
          channel: 'whatsapp',
          freeText: false,
          windowEndsAt: at(-HOUR),
          alternatives: ['template', 'sms'],
          reason: WINDOW_CLOSED.text,
          maxLength: 4096,
        },
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WINDOW_CLOSED.text);
    expect(await screen.findByRole('button', { name: 'Send as template' })).toBeInTheDocument();
    // What was written is kept.
    expect(screen.getByLabelText('Your reply')).toHaveValue('Your store is live again.');
  });

  it('inserts a canned reply by "/" and its shortcut, the conversation’s language first', async () => {
    const c = conversation({ language: 'te' });
    const { user } = openConversation(c, [message()]);
    const box = await screen.findByLabelText('Your reply');
    await user.type(box, 'Hello /tha');
    const options = within(
      await screen.findByRole('listbox', { name: 'Canned replies' }),
    ).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('(Telugu)'),
      expect.stringContaining('(English)'),
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Hello Thank you for writing to us.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('assigns to a teammate who answers, and resolves', async () => {
    const c = conversation();
    const { api, user } = openConversation(c, [message()]);
    const assignee = await screen.findByLabelText('Assigned to');
    // Only active teammates whose role answers the inbox.
    await waitFor(() =>
      expect(optionWords(assignee)).toEqual(['Unassigned', 'Asha Rao', 'Ravi Teja', 'Zoya Khan']),
    );
    await user.selectOptions(assignee, 'Ravi Teja');
    expect(await screen.findByText(CONVERSATION_UPDATED.assigned)).toBeInTheDocument();
    expect(api.calls('patch', '/api/admin/conversations/{conversationId}')[0]?.body).toEqual({
      assigneeId: raviTeja._id,
    });
    const status = screen.getByRole('group', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText(CONVERSATION_UPDATED.resolved)).toBeInTheDocument();
    expect(api.calls('patch', '/api/admin/conversations/{conversationId}')[1]?.body).toEqual({
      status: 'resolved',
    });
    expect(within(status).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('lets Support assign it to a teammate, read without the team', async () => {
    const c = conversation();
    const { api, user } = openConversation(c, [message()], { admin: adminWithRole('Support') });
    const assignee = await screen.findByLabelText('Assigned to');
    await waitFor(() =>
      expect(optionWords(assignee)).toEqual(['Unassigned', 'Asha Rao', 'Ravi Teja', 'Zoya Khan']),
    );
    await user.selectOptions(assignee, 'Zoya Khan');
    expect(await screen.findByText(CONVERSATION_UPDATED.assigned)).toBeInTheDocument();
    expect(api.calls('patch', '/api/admin/conversations/{conversationId}')).toEqual([
      expect.objectContaining({ body: { assigneeId: zoyaKhan._id } }),
    ]);
    expect(screen.getByLabelText('Assigned to')).toHaveDisplayValue('Zoya Khan');
    expect(api.calls('get', '/api/admin/admins')).toEqual([]);
  });

  it('is read-only for a Reviewer: no reply box, no assigning, no status buttons', async () => {
    const c = conversation({ store: { _id: nextId(), name: 'Sri Lakshmi Kirana' } });
    const { api } = openConversation(c, thread(c), { admin: adminWithRole('Reviewer') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer Support' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You can read this conversation/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
    expect(screen.queryByLabelText('Assigned to')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sri Lakshmi Kirana' })).toBeInTheDocument();
    expect(api.calls('get', '/api/admin/inbox-assignees')).toEqual([]);
  });

  it("names what the person is to us: an applicant's application opens, a draft is said unsent", async () => {
    const application = { _id: nextId(), name: 'Imran Khan' };
    const c = conversation({ channel: 'sms', application });
    openConversation(c, thread(c));
    const link = await screen.findByRole('link', { name: 'Imran Khan' });
    expect(link).toHaveAttribute('href', `/admin/delivery-partners/${application._id}`);
    expect(screen.getByText('Delivery-partner application')).toBeInTheDocument();
  });

  it('says a store registration not sent yet, with no link to a screen it does not have', async () => {
    const c = conversation({
      channel: 'whatsapp',
      registration: { _id: nextId(), name: 'Durga Kirana' },
    });
    openConversation(c, thread(c));
    expect(await screen.findByText('Durga Kirana (not sent yet)')).toBeInTheDocument();
    expect(screen.getByText('Store registration')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Durga Kirana/ })).toBeNull();
  });
});
