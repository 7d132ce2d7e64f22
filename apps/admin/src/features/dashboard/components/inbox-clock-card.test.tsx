// The dashboard's inbox clock (issue 41): the share answered within 2 days and the median first
// answer week by week, with this week's sentence; only for a role that reads the inbox.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminWithRole } from '../../../testing/fixtures';
import { answerStats, mockApi, renderApp } from '../../../testing/render';

const weeks = [
  {
    weekStart: '2026-11-16',
    conversations: 4,
    answeredInTime: 0.5,
    medianFirstResponseMinutes: 3000,
  },
  {
    weekStart: '2026-11-23',
    conversations: 3,
    answeredInTime: 2 / 3,
    medianFirstResponseMinutes: 330,
  },
];

describe('the inbox clock on the dashboard', () => {
  it('draws the weeks and says this week in words', async () => {
    const api = mockApi();
    api.get('/api/admin/inbox-clock', () => ({ status: 'success', data: { weeks } }));
    renderApp('/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'Inbox answers' });
    expect(
      await within(card).findByText(
        'This week: 3 conversations, 67% answered within 2 days, median first answer 5.5 h.',
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: 'Answered within 2 days (%)' }),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: 'Median first answer (hours)' }),
    ).toBeInTheDocument();
    const shares = within(card).getByRole('table', { name: 'Answered within 2 days (%)' });
    expect(within(shares).getByRole('row', { name: /Week of 16 Nov 2026/ })).toHaveTextContent(
      '50',
    );
    const times = within(card).getByRole('table', { name: 'Median first answer (hours)' });
    expect(within(times).getByRole('row', { name: /Week of 16 Nov 2026/ })).toHaveTextContent('50');
  });

  it('is not shown to a role without the inbox', async () => {
    const api = mockApi();
    answerStats(api, 1, 1, 1);
    renderApp('/admin/dashboard', { admin: adminWithRole('Catalogue') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Inbox answers' })).toBeNull();
    expect(api.calls('get', '/api/admin/inbox-clock')).toEqual([]);
  });
});
