import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BRANCH_APPROVED,
  BRANCH_REJECTED,
  NETWORK_ERROR,
  UNKNOWN_ERROR,
} from '@kirana/domain/messages';
import type { Branch } from '@kirana/api-client/types';
import { fail, networkError } from '../../../testing/fake-api';
import { makeBranch } from '../../../testing/fixtures';
import { mockApi, renderApp } from '../../../testing/render';

function actions() {
  return screen.getByRole('region', { name: 'Branch Actions' });
}

function openBranch(branch: Branch) {
  return renderApp(`/admin/manage-branch?branchId=${branch._id}`, { state: { branch } });
}

describe('branch management', () => {
  it('shows details, owner and address, and approve/reject only while pending', async () => {
    const branch = makeBranch({ status: 'pending' });
    openBranch(branch);
    const details = await screen.findByRole('region', { name: 'Branch Details' });
    expect(within(details).getByText(branch.name)).toBeInTheDocument();
    expect(within(details).getByText(branch._id)).toBeInTheDocument();
    expect(within(details).getByText(branch.phone)).toBeInTheDocument();
    expect(within(details).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Owner' })).toHaveTextContent(branch.ownerName);
    expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent('500016');
    expect(within(actions()).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(actions()).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(actions()).getByRole('link', { name: 'Inventory Management' })).toHaveAttribute(
      'href',
      `/admin/manage-branch/${branch._id}/inventory`,
    );
  });

  it.each(['approved', 'rejected'] as const)('hides approve and reject when %s', async (status) => {
    const branch = makeBranch({ status });
    openBranch(branch);
    await screen.findByRole('region', { name: 'Branch Actions' });
    expect(within(actions()).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(actions()).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('approves: shows the message and the returned branch', async () => {
    const api = mockApi();
    const branch = makeBranch({ status: 'pending' });
    api.patch('/api/admin/branches/{branchId}/approve', () => ({
      status: 'success',
      message: BRANCH_APPROVED,
      data: { branch: { ...branch, status: 'approved' } },
    }));
    const { user } = openBranch(branch);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(BRANCH_APPROVED);
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(api.calls('patch', '/api/admin/branches/{branchId}/approve')[0]?.params).toEqual({
      branchId: branch._id,
    });
  });

  it('rejects: shows the message and the returned branch', async () => {
    const api = mockApi();
    const branch = makeBranch({ status: 'pending' });
    api.patch('/api/admin/branches/{branchId}/reject', () => ({
      status: 'success',
      message: BRANCH_REJECTED,
      data: { branch: { ...branch, status: 'rejected' } },
    }));
    const { user } = openBranch(branch);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent(BRANCH_REJECTED);
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it("shows the server's message, else the unknown error, else the network error", async () => {
    const api = mockApi();
    const branch = makeBranch({ status: 'pending' });
    api.patch('/api/admin/branches/{branchId}/approve', () =>
      fail(409, 'Only a pending branch can be approved or rejected.', 'CONFLICT'),
    );
    const { user } = openBranch(branch);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only a pending branch can be approved or rejected.',
    );

    api.patch('/api/admin/branches/{branchId}/approve', () => fail(500));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(UNKNOWN_ERROR)).toBeInTheDocument();

    api.patch('/api/admin/branches/{branchId}/reject', () => networkError());
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(NETWORK_ERROR)).toBeInTheDocument();
  });

  it('reloads a branch from the URL alone through login-as-branch', async () => {
    const api = mockApi();
    const branch = makeBranch({ name: 'Kukatpally Kirana' });
    api.post('/api/admin/auth/login-as-branch', ({ body }) =>
      body.branchId === branch._id
        ? { status: 'success', message: 'Branch verified.', data: { branch } }
        : fail(404, 'Branch not found.'),
    );
    renderApp(`/admin/manage-branch?branchId=${branch._id}`);
    expect(await screen.findByText('Kukatpally Kirana', { selector: 'dd' })).toBeInTheDocument();
  });
});
