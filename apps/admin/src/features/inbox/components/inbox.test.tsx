import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@kirana/api-client/types';
import { MESSAGE_MARKED } from '@kirana/domain/inbox';
import { nextId } from '../../../testing/fixtures';
import { currentUrl, mockApi, renderApp } from '../../../testing/render';

type Message = components['schemas']['ContactMessage'];

const message = (over: Partial<Message>): Message => ({
  _id: nextId(),
  name: 'Swathi Reddy',
  email: 'swathi@example.in',
  phone: null,
  subject: 'Customer Support',
  message: 'My order came without the atta.',
  createdAt: '2026-11-23T09:00:00.000Z',
  status: 'new',
  handledBy: null,
  handledAt: null,
  ...over,
});

const messages = [
  message({ name: 'Swathi Reddy' }),
  message({
    name: 'Mohammed Arif',
    subject: 'Store Partnership',
    message: '<img src=x onerror=alert(1)> I run a kirana',
  }),
  message({ name: 'Yasmin Begum', subject: 'Feedback', status: 'handled' }),
];

function inboxApi() {
  const api = mockApi();
  const state = { messages: [...messages] };
  api.get('/api/admin/contact-messages', ({ query }) => {
    const found = state.messages.filter(
      (m) =>
        (!query.get('status') || m.status === query.get('status')) &&
        (!query.get('subject') || m.subject === query.get('subject')),
    );
    const count = (s: string) => state.messages.filter((m) => m.status === s).length;
    return {
      status: 'success',
      data: {
        contactMessages: found,
        nextCursor: null,
        counts: { all: state.messages.length, new: count('new'), handled: count('handled') },
      },
    };
  });
  const find = (id: string | undefined) => {
    const found = state.messages.find((m) => m._id === id);
    if (!found) throw new Error(`no message ${id}`);
    return found;
  };
  api.get('/api/admin/contact-messages/{messageId}', ({ params }) => ({
    status: 'success',
    data: { contactMessage: find(params.messageId) },
  }));
  api.patch('/api/admin/contact-messages/{messageId}/status', ({ params, body }) => {
    state.messages = state.messages.map((m) =>
      m._id === params.messageId
        ? {
            ...m,
            status: body.status,
            handledBy: body.status === 'handled' ? { _id: 'a', name: 'Asha Rao' } : null,
            handledAt: body.status === 'handled' ? '2026-11-23T10:00:00.000Z' : null,
          }
        : m,
    );
    return {
      status: 'success',
      message: MESSAGE_MARKED[body.status],
      data: { contactMessage: find(params.messageId) },
    };
  });
  return api;
}

describe('the inbox', () => {
  it('lists messages newest first with new ones marked and counts in the status filter', async () => {
    inboxApi();
    renderApp('/admin/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Swathi Reddy'),
      expect.stringContaining('Mohammed Arif'),
      expect.stringContaining('Yasmin Begum'),
    ]);
    expect(within(items[0] as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).queryByText('New')).not.toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Status')).getByRole('option', { name: 'New (2)' }),
    ).toBeInTheDocument();
  });

  it('filters by subject and status through the URL', async () => {
    const api = inboxApi();
    const { user, router } = renderApp('/admin/inbox');
    await screen.findByText('Yasmin Begum');
    await user.selectOptions(screen.getByLabelText('Subject'), 'Feedback');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/inbox?subject=Feedback'));
    await waitFor(() => expect(screen.queryByText('Swathi Reddy')).not.toBeInTheDocument());
    expect(api.requests.at(-1)?.query.get('subject')).toBe('Feedback');
  });

  it('shows a message whole as text, with a reply link, and marks it handled then reopens it', async () => {
    const api = inboxApi();
    const { user } = renderApp(`/admin/inbox/${messages[1]?._id ?? ''}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Store Partnership' }),
    ).toBeInTheDocument();
    // The visitor's text is shown as written, never run as HTML.
    expect(screen.getByText('<img src=x onerror=alert(1)> I run a kirana')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Reply' })).toHaveAttribute(
      'href',
      'mailto:swathi@example.in?subject=Re%3A%20Store%20Partnership',
    );
    await user.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText(/by Asha Rao on/)).toBeInTheDocument();
    expect(api.calls('patch', '/api/admin/contact-messages/{messageId}/status')[0]?.body).toEqual({
      status: 'handled',
    });
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByRole('button', { name: 'Mark as handled' })).toBeInTheDocument();
  });

  it('shows a phone cut to its last four digits as text, and no Reply without the e-mail (issue 36)', async () => {
    const { email: _email, ...withheld } = message({
      subject: 'Feedback',
      phone: '••••••0958',
    });
    const api = inboxApi();
    api.get('/api/admin/contact-messages/{messageId}', () => ({
      status: 'success',
      data: { contactMessage: withheld },
    }));
    renderApp(`/admin/inbox/${withheld._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByText('••••••0958')).toBeVisible();
    expect(screen.getByText('Number ending in 0958')).toBeInTheDocument();
    expect(screen.getByText('Not shown to your role')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('link', { name: /0958/ })).toBeNull();
    expect(document.body).not.toHaveTextContent(/undefined/);
  });
});
