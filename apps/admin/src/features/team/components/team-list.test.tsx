import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../testing/render';

describe('the team', () => {
  it('lists every admin with their last login', async () => {
    const api = mockApi();
    api.get('/api/admin/admins', () => ({
      status: 'success',
      data: {
        admins: [
          {
            _id: 'a1',
            name: 'Asha Rao',
            email: 'asha@kirana.local',
            lastLoginAt: '2026-11-23T04:30:00.000Z',
          },
          { _id: 'a2', name: 'Ravi Teja', email: 'ravi@kirana.local', lastLoginAt: null },
        ],
      },
    }));
    renderApp('/admin/team');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Asha Rao');
    expect(rows[0]).toHaveTextContent('23 Nov 2026');
    expect(rows[1]).toHaveTextContent('Never');
    expect(screen.getByText(/admin:create/)).toBeInTheDocument();
  });
});
