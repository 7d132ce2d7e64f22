// The store verification queue: order, waiting time, filters in the URL, pages.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Branch } from '@kirana/api-client/types';
import { STORE_STATUSES } from '@kirana/domain/stores';
import { makeStore } from '../../testing/fixtures';
import { queuePage } from '../../testing/fake-queue';
import { currentUrl, mockApi, renderApp } from '../../testing/render';

const DAY = 24 * 60 * 60 * 1000;
const branches: Branch[] = [
  makeStore({
    name: 'Pending Stores Ltd',
    status: 'pending',
    submittedAt: new Date(Date.now() - 3 * DAY).toISOString(),
  }),
  makeStore({
    name: 'New Pending Kirana',
    status: 'pending',
    submittedAt: new Date(Date.now() - 5 * 60 * 60 * 1000).toISOString(),
  }),
  makeStore({ name: 'Approved Grocers', status: 'approved' }),
  makeStore({ name: 'Rejected Mart', status: 'rejected' }),
];

/** The queue on the fake API: filters, and pages of `limit` by cursor (the index). */
function listApi(all: Branch[] = branches) {
  const api = mockApi();
  api.get('/api/admin/branches', ({ query }) => {
    const { items, ...page } = queuePage(all, query, STORE_STATUSES);
    return { status: 'success', data: { branches: items, ...page } };
  });
  return api;
}

function rows() {
  return within(screen.getByRole('list')).getAllByRole('link');
}

describe('the verification queue', () => {
  it('lists the stores with how long pending ones have waited, each opening its store', async () => {
    listApi();
    renderApp('/admin/manage-branch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stores' })).toBeInTheDocument();
    await screen.findByText('Pending Stores Ltd');
    expect(rows()).toHaveLength(4);
    expect(rows()[0]).toHaveAttribute('href', `/admin/manage-branch?branchId=${branches[0]?._id}`);
    expect(rows()[0]).toHaveTextContent('Waiting 3 days');
    expect(within(rows()[0] as HTMLElement).getByText('Overdue')).toBeInTheDocument();
    expect(rows()[1]).toHaveTextContent('Waiting 5 hours');
    expect(rows()[1]).not.toHaveTextContent('Overdue');
    expect(screen.getByText('4 stores · 1 overdue')).toBeInTheDocument();
  });

  it('counts each status in the filter and filters through the URL', async () => {
    const api = listApi();
    const { user, router } = renderApp('/admin/manage-branch');
    await screen.findByText('Rejected Mart');
    const status = screen.getByLabelText('Status');
    expect(within(status).getByRole('option', { name: 'Pending (2)' })).toBeInTheDocument();
    expect(within(status).getByRole('option', { name: 'All statuses (4)' })).toBeInTheDocument();
    await user.selectOptions(status, 'pending');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/manage-branch?status=pending'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(api.requests.at(-1)?.query.get('status')).toBe('pending');
  });

  it('searches and keeps the search in the URL', async () => {
    listApi();
    const { user, router } = renderApp('/admin/manage-branch');
    await screen.findByText('Rejected Mart');
    await user.type(screen.getByRole('searchbox', { name: 'Search stores' }), 'grocers');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/manage-branch?q=grocers'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Approved Grocers');
  });

  it('loads more pages by cursor, keeping what is shown', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      makeStore({ name: `Store ${i + 1}`, status: 'approved' }),
    );
    const api = listApi(many);
    const { user } = renderApp('/admin/manage-branch');
    await screen.findByText('Store 1');
    expect(rows()).toHaveLength(20);
    expect(api.requests[0]?.query.get('limit')).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(api.requests.at(-1)?.query.get('cursor')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
