import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeActivity } from '../../../testing/fixtures';
import { answerDashboard, answerStats, mockApi, renderApp } from '../../../testing/render';

describe('the dashboard’s queues', () => {
  it('counts what is waiting, in one request, each linking to its filtered queue', async () => {
    const api = mockApi();
    answerStats(api, 1, 1, 1);
    answerDashboard(api, {
      stores: { pending: 5, overdue: 3 },
      partnerApplications: { pending: 7, overdue: 2 },
      conversations: { open: 9, overdue: 2, dueToday: 3 },
      messages: { failedToday: 3, codesNotDelivered: 1 },
      dataRequests: { open: 2, overdue: 1 },
      recentActivity: [
        makeActivity({
          _id: 'e1',
          at: '2026-11-23T09:00:00.000Z',
          action: 'reply',
          admin: { _id: 'a', name: 'Asha Rao' },
          entity: 'conversation',
          entityId: '00000000-0000-4000-8000-c00000000001',
          entityName: 'Swathi Reddy',
          summary: 'Replied',
        }),
      ],
    });
    renderApp('/admin/dashboard');
    const queues = await screen.findByRole('region', { name: 'Waiting for you' });
    const stores = await within(queues).findByRole('link', {
      name: /Stores waiting for verification/,
    });
    // The links show before the counts arrive: wait for them.
    await waitFor(() => expect(stores).toHaveTextContent('5'));
    expect(stores).toHaveTextContent('3 overdue');
    expect(stores).toHaveAttribute('href', '/admin/manage-branch?status=pending');
    const partners = within(queues).getByRole('link', {
      name: /Delivery-partner applications waiting/,
    });
    expect(partners).toHaveTextContent('7');
    expect(partners).toHaveTextContent('2 overdue');
    expect(partners).toHaveAttribute('href', '/admin/delivery-partners?status=pending');
    // The inbox: open conversations, the overdue and those due today, linking to the overdue.
    const inbox = within(queues).getByRole('link', { name: /Conversations to answer/ });
    expect(inbox).toHaveTextContent('9');
    expect(inbox).toHaveTextContent('2 overdue');
    expect(inbox).toHaveTextContent('3 due today');
    expect(inbox).toHaveAttribute('href', '/admin/inbox?due=overdue');
    const requests = within(queues).getByRole('link', { name: /Owners' requests to answer/ });
    expect(requests).toHaveTextContent('2');
    expect(requests).toHaveTextContent('1 overdue');
    expect(requests).toHaveAttribute('href', '/admin/requests?status=open');
    // Messages that did not reach a phone: counted, for the roles that can send them again.
    const messages = within(queues).getByText('Messages not delivered today').closest('li');
    expect(messages).toHaveTextContent('3');
    expect(
      within(queues).getByText('Sign-in codes not delivered in the last hour').closest('li'),
    ).toHaveTextContent('1');
    // The activity timeline's code loads after the first screen's data: wait for its link.
    const recent = screen.getByRole('region', { name: 'Recent activity' });
    expect(await within(recent).findByRole('link', { name: 'Swathi Reddy' })).toHaveAttribute(
      'href',
      '/admin/inbox/00000000-0000-4000-8000-c00000000001',
    );
    expect(api.calls('get', '/api/admin/dashboard')).toHaveLength(1);
  });
});
