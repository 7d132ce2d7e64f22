import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerTeam } from '../../../testing/answers';
import { refusal } from '../../../testing/fake-api';
import { makeTeamMember as member } from '../../../testing/fixtures';
import { mockApi, renderApp } from '../../../testing/render';

function teamApi() {
  const api = mockApi();
  answerTeam(api, [
    member({}),
    member({
      _id: 'a2',
      name: 'Ravi Teja',
      email: 'ravi@kirana.local',
      role: 'Reviewer',
      lastLoginAt: null,
    }),
  ]);
  api.get('/api/admin/invites', () => ({ status: 'success', data: { invites: [] } }));
  return api;
}

describe('the team', () => {
  it('lists every admin with their role and last login', async () => {
    teamApi();
    renderApp('/admin/team');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Asha Rao');
    expect(rows[0]).toHaveTextContent('23 Nov 2026');
    expect(rows[1]).toHaveTextContent('Never');
    expect(
      within(rows[1] as HTMLElement).getByRole('combobox', { name: 'Role of Ravi Teja' }),
    ).toHaveValue('Reviewer');
    expect(await screen.findByText('No invites waiting.')).toBeInTheDocument();
  });

  it('sends an invite and shows a refusal under its field', async () => {
    const api = teamApi();
    api.post('/api/admin/invites', () =>
      refusal(409, {
        message: 'This e-mail already belongs to an active teammate.',
        field: 'email',
        rule: 'team.inviteEmailIsAdmin',
      }),
    );
    renderApp('/admin/team');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ravi@kirana.local');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText(/already belongs to an active teammate/)).toBeInTheDocument();
  });

  it('asks before changing a role, says what the new role can do; Cancel keeps the old one', async () => {
    const api = teamApi();
    const { user } = renderApp('/admin/team');
    const menu = await screen.findByRole('combobox', { name: 'Role of Ravi Teja' });
    await user.selectOptions(menu, 'Support');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Change Ravi Teja’s role to Support?',
    });
    expect(dialog).toHaveTextContent(
      'What Support can do: Find and open stores, see delivery-partner applications, read the inbox, answer the inbox’s conversations, read the activity log, send failed notifications again, see owners’ erasure requests and grievances and answer owners’ requests.',
    );
    expect(dialog).toHaveTextContent('Ravi Teja will no longer have the Reviewer role.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(menu).toHaveValue('Reviewer');
    expect(api.calls('patch', '/api/admin/admins/{adminId}/role')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
    // Each role's permissions are on the screen.
    const roles = screen.getByRole('region', { name: 'What each role can do' });
    expect(roles).toHaveTextContent(
      'Every role can see the dashboard and manage their own account.',
    );
    expect(within(roles).getByText('Catalogue').nextSibling).toHaveTextContent(
      'Find and open stores, run stores’ inventory and the default catalogue and manage affiliate products.',
    );
  });

  it('changes a role once confirmed and says so; deactivates after a confirmation', async () => {
    const api = teamApi();
    api.patch('/api/admin/admins/{adminId}/role', ({ body }) => ({
      status: 'success',
      message: 'The role is changed.',
      data: { admin: member({ _id: 'a2', name: 'Ravi Teja', role: body.role }) },
    }));
    api.post('/api/admin/admins/{adminId}/deactivate', () => ({
      status: 'success',
      message: 'The teammate is deactivated and signed out everywhere.',
      data: {
        admin: member({ _id: 'a2', name: 'Ravi Teja', deactivatedAt: '2026-11-27T10:00:00Z' }),
      },
    }));
    const { user } = renderApp('/admin/team');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role of Ravi Teja' }),
      'Support',
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Change Ravi Teja’s role to Support?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ravi Teja’s role is now Support.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls('patch', '/api/admin/admins/{adminId}/role')).toEqual([
      expect.objectContaining({ params: { adminId: 'a2' }, body: { role: 'Support' } }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Deactivate Ravi Teja' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Ravi Teja?' });
    expect(dialog).toHaveTextContent('signed out everywhere at once');
    expect(api.calls('post', '/api/admin/admins/{adminId}/deactivate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls('post', '/api/admin/admins/{adminId}/deactivate')).toHaveLength(1);
  });

  it('sends an invite again and cancels one', async () => {
    const api = teamApi();
    const invite = {
      _id: 'i1',
      email: 'asha@example.in',
      role: 'Catalogue' as const,
      invitedBy: { _id: 'a1', name: 'Asha Rao' },
      expiresAt: '2026-11-30T10:00:00.000Z',
      expired: true,
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    api.get('/api/admin/invites', () => ({ status: 'success', data: { invites: [invite] } }));
    api.post('/api/admin/invites/{inviteId}/resend', () => ({
      status: 'success',
      message: 'A new invite link is on its way.',
      data: { invite: { ...invite, expired: false } },
    }));
    api.delete('/api/admin/invites/{inviteId}', () => ({
      status: 'success',
      message: 'The invite is cancelled.',
    }));
    const { user } = renderApp('/admin/team');
    expect(await screen.findByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByText('expired')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again to asha@example.in' }));
    await waitFor(() =>
      expect(api.calls('post', '/api/admin/invites/{inviteId}/resend')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel the invite of asha@example.in' }));
    await waitFor(() =>
      expect(api.calls('delete', '/api/admin/invites/{inviteId}')).toHaveLength(1),
    );
  });
});
