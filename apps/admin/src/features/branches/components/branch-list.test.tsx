import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Branch } from '@kirana/api-client/types';
import { makeBranch } from '../../../testing/fixtures';
import { currentUrl, mockApi, renderApp } from '../../../testing/render';

const branches: Branch[] = [
  makeBranch({ name: 'Pending Stores Ltd', status: 'pending' }),
  makeBranch({ name: 'Approved Grocers', status: 'approved' }),
  makeBranch({ name: 'Rejected Mart', status: 'rejected' }),
];

function listApi() {
  const api = mockApi();
  api.get('/api/admin/branches', ({ query }) => {
    const status = query.get('status');
    const q = query.get('q')?.toLowerCase();
    const found = branches.filter(
      (branch) =>
        (!status || branch.status === status) && (!q || branch.name.toLowerCase().includes(q)),
    );
    return {
      status: 'success',
      data: {
        branches: found,
        total: found.length,
        page: Number(query.get('page') ?? 1),
        pageSize: Number(query.get('pageSize') ?? 20),
      },
    };
  });
  return api;
}

function rows() {
  return within(screen.getByRole('list')).getAllByRole('link');
}

describe('branch list', () => {
  it('lists the branches, each opening its branch', async () => {
    listApi();
    renderApp('/admin/manage-branch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Branches' })).toBeInTheDocument();
    await screen.findByText('Pending Stores Ltd');
    expect(rows()).toHaveLength(3);
    expect(rows()[0]).toHaveAttribute('href', `/admin/manage-branch?branchId=${branches[0]?._id}`);
  });

  it('filters by status through the URL', async () => {
    const api = listApi();
    const { user, router } = renderApp('/admin/manage-branch');
    await screen.findByText('Rejected Mart');
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/manage-branch?status=pending'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Pending Stores Ltd');
    expect(api.requests.at(-1)?.query.get('status')).toBe('pending');
  });

  it('searches and keeps the search in the URL', async () => {
    listApi();
    const { user, router } = renderApp('/admin/manage-branch');
    await screen.findByText('Rejected Mart');
    await user.type(screen.getByRole('searchbox', { name: 'Search branches' }), 'grocers');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/manage-branch?q=grocers'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Approved Grocers');
  });

  it('starts from the filters in the URL', async () => {
    const api = listApi();
    renderApp('/admin/manage-branch?status=rejected&page=1');
    await screen.findByText('Rejected Mart');
    expect(rows()).toHaveLength(1);
    expect(screen.getByLabelText('Status')).toHaveValue('rejected');
    expect(api.requests[0]?.query.get('status')).toBe('rejected');
  });
});
