// The dashboard's onboarding card as the team reads it: the 2-day promise in words, the weeks as
// a picture with its summary, the numbers behind a disclosure, and a failure said plainly.
import { DATABASE_UNAVAILABLE } from '@kirana/domain/common';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../testing/fake-api';
import { mockApi, renderApp } from '../../../testing/render';

const WEEKS = [
  ['2026-10-05', 1, 0, 0],
  ['2026-10-12', 0, 0, 0],
  ['2026-10-19', 2, 1, 0],
  ['2026-10-26', 0, 1, 1],
  ['2026-11-02', 1, 0, 0],
  ['2026-11-09', 0, 0, 1],
  ['2026-11-16', 2, 1, 0],
  ['2026-11-23', 1, 0, 0],
] as const;

function funnelApi(answeredInTime = { answered: 2, due: 3 }) {
  const api = mockApi();
  api.get('/api/admin/onboarding-funnel', () => ({
    status: 'success',
    data: {
      weeks: WEEKS.map(([weekStart, started, submitted, approved]) => ({
        weekStart,
        started,
        submitted,
        approved,
      })),
      answeredInTime,
    },
  }));
  return api;
}

describe('the onboarding card', () => {
  it('draws the last 8 weeks as a chart with its summary, and says how often the 2-day promise was kept', async () => {
    const api = funnelApi();
    const { user } = renderApp('/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'Store onboarding' });
    const chart = await within(card).findByRole('img', { name: 'Store registrations per week' });
    expect(chart).toHaveAccessibleDescription('Last 8 weeks: 7 started, 3 submitted, 2 approved.');
    expect(card).toHaveTextContent('2 of 3 submissions answered within 2 days (67%).');
    // The weeks under the bars, by their Monday.
    expect(chart).toHaveTextContent(/5 Oct.*23 Nov/);

    await user.click(within(card).getByText('Show the numbers'));
    const table = within(card).getByRole('table', { name: 'Store registrations per week' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(9);
    expect(rows[3]).toHaveTextContent('Week of 19 Oct 2026210');
    expect(api.calls('get', '/api/admin/onboarding-funnel')).toHaveLength(1);
  });

  it('says when no submission has been due yet', async () => {
    funnelApi({ answered: 0, due: 0 });
    renderApp('/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'Store onboarding' });
    expect(
      await within(card).findByText('None of the 3 submissions has been due for an answer yet.'),
    ).toBeInTheDocument();
  });

  it('counts the submissions not due yet, so the promise adds up to the submitted (issue 39)', async () => {
    funnelApi({ answered: 1, due: 2 });
    renderApp('/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'Store onboarding' });
    const chart = await within(card).findByRole('img', { name: 'Store registrations per week' });
    expect(chart).toHaveAccessibleDescription('Last 8 weeks: 7 started, 3 submitted, 2 approved.');
    expect(card).toHaveTextContent(
      '1 of 2 submissions answered within 2 days (50%); 1 more is not due yet.',
    );
  });

  it("shows the server's message when the figures cannot be read", async () => {
    const api = mockApi();
    api.get('/api/admin/onboarding-funnel', () => fail(503, DATABASE_UNAVAILABLE));
    renderApp('/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'Store onboarding' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(DATABASE_UNAVAILABLE.text);
    expect(within(card).queryByRole('img')).toBeNull();
  });
});
