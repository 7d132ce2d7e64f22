import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@kirana/api-client/types';
import { fail } from '../../../testing/fake-api';
import { mockApi, renderApp } from '../../../testing/render';

const member = (over: Partial<TeamMember>): TeamMember => ({
  _id: 'a1',
  name: 'Asha Rao',
  email: 'asha@kirana.local',
  role: 'Owner',
  lastLoginAt: '2026-11-23T04:30:00.000Z',
  deactivatedAt: null,
  ...over,
});

function teamApi() {
  const api = mockApi();
  api.get('/api/admin/admins', () => ({
    status: 'success',
    data: {
      admins: [
        member({}),
        member({
          _id: 'a2',
          name: 'Ravi Teja',
          email: 'ravi@kirana.local',
          role: 'Reviewer',
          lastLoginAt: null,
        }),
      ],
    },
  }));
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
    api.post('/api/admin/invites', () => ({
      ...fail(409),
      body: {
        status: 'error',
        code: 'CONFLICT',
        message: 'This e-mail already belongs to an active teammate.',
        field: 'email',
        rule: 'team.inviteEmailIsAdmin',
      },
    }));
    renderApp('/admin/team');
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ravi@kirana.local');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText(/already belongs to an active teammate/)).toBeInTheDocument();
  });
});
