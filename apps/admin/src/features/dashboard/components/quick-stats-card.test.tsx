import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATS_LOAD_FAILED } from '../messages';
import { fail, networkError } from '../../../testing/fake-api';
import { answerStats, mockApi, renderApp } from '../../../testing/render';

function statValue(label: string): string | null {
  const stats = screen.getByRole('region', { name: 'Quick Stats' });
  const term = within(stats).getByText(label);
  return term.parentElement?.querySelector('dd')?.textContent ?? null;
}

describe('Quick Stats', () => {
  it('shows the three numbers', async () => {
    const api = mockApi();
    answerStats(api, 1250, 342, 17);
    renderApp('/admin/dashboard');
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(statValue('Delivered orders')).toBe('1,250');
    expect(statValue('Active customers')).toBe('342');
    expect(statValue('Active branches')).toBe('17');
    expect(screen.queryByText(STATS_LOAD_FAILED)).not.toBeInTheDocument();
  });

  it('shows 0 and "Could not load stats." for the numbers that fail', async () => {
    const api = mockApi();
    answerStats(api, fail(500), networkError(), 5);
    renderApp('/admin/dashboard');
    expect(await screen.findByText(STATS_LOAD_FAILED)).toBeInTheDocument();
    expect(statValue('Delivered orders')).toBe('0');
    expect(statValue('Active customers')).toBe('0');
    expect(statValue('Active branches')).toBe('5');
  });
});
