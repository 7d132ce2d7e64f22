// The store screen's opening hours as the team reads and sets them: open now in India time, each
// day's spans, a closure; the editor checks the rules before sending and places a refusal.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreHours } from '@kirana/api-client/types';
import { answerStore } from '../../../testing/answers';
import { refusal } from '../../../testing/fake-api';
import { makeStore } from '../../../testing/fixtures';
import { mockApi, renderApp } from '../../../testing/render';

const mondayEvening = new Date('2026-11-23T20:00:00+05:30');

function openStore(storeHours: StoreHours) {
  const branch = makeStore({ status: 'approved', name: 'Sri Lakshmi Kirana' });
  const api = mockApi();
  answerStore(api, branch);
  const current = { storeHours };
  api.get('/api/admin/branches/{branchId}/hours', () => ({
    status: 'success',
    data: { storeHours: current.storeHours },
  }));
  renderApp(`/admin/manage-branch?branchId=${branch._id}`, { state: { branch } });
  return { api, current, branch };
}

const daily = (opens: string, closes: string) => {
  const spans = [{ opens, closes }];
  return { mon: spans, tue: spans, wed: spans, thu: spans, fri: spans, sat: spans, sun: [] };
};

function detailOf(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('opening hours on the store screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: mondayEvening, toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('says whether the store is open now in India time, and lists each day', async () => {
    openStore({
      hours: daily('07:00', '21:00'),
      closure: null,
      open: { state: 'open', changesAt: '2026-11-23T15:30:00.000Z', note: null },
    });
    const panel = await screen.findByRole('region', { name: 'Opening hours' });
    expect(await within(panel).findByText('Open now, closes 21:00')).toBeInTheDocument();
    expect(detailOf(panel, 'Monday')).toBe('07:00–21:00');
    expect(detailOf(panel, 'Sunday')).toBe('Closed');
  });

  it('shows a closure with its note, and says when hours are not set', async () => {
    openStore({
      hours: null,
      closure: { until: '2026-11-25T04:30:00.000Z', note: 'Family wedding' },
      open: {
        state: 'temporarilyClosed',
        changesAt: '2026-11-25T04:30:00.000Z',
        note: 'Family wedding',
      },
    });
    const panel = await screen.findByRole('region', { name: 'Opening hours' });
    expect(
      await within(panel).findByText('Temporarily closed until Wednesday 10:00'),
    ).toBeInTheDocument();
    expect(detailOf(panel, 'Closure')).toContain('Family wedding');
    expect(detailOf(panel, 'Monday')).toBe('Not set');
  });

  it('saves the week as edited, with spans past midnight and a break', async () => {
    const user = userEvent.setup();
    const { api, current } = openStore({
      hours: null,
      closure: null,
      open: { state: 'closed', changesAt: null, note: null },
    });
    api.put('/api/admin/branches/{branchId}/hours', (request) => {
      current.storeHours = {
        hours: request.body.hours,
        closure: null,
        open: { state: 'open', changesAt: '2026-11-23T20:30:00.000Z', note: null },
      };
      return { status: 'success', data: { storeHours: current.storeHours } };
    });
    const panel = await screen.findByRole('region', { name: 'Opening hours' });
    expect(await within(panel).findByText('Opening hours not listed yet')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Edit hours' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Opening hours of Sri Lakshmi Kirana',
    });
    const monday = within(dialog).getByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByRole('button', { name: 'Add hours Monday' }));
    const closes = within(monday).getByLabelText('Monday Closes');
    await user.clear(closes);
    await user.type(closes, '02:00');
    await user.click(within(dialog).getByRole('button', { name: "Use Monday's hours every day" }));
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [saved] = api.calls('put', '/api/admin/branches/{branchId}/hours');
    expect(saved?.body).toEqual({
      hours: { ...daily('07:00', '02:00'), sun: [{ opens: '07:00', closes: '02:00' }] },
      closure: null,
    });
    expect(await within(panel).findByText('Open now, closes 02:00 tomorrow')).toBeInTheDocument();
  });

  it('refuses overlapping hours under their day before sending, and a refusal of the server under its field', async () => {
    const user = userEvent.setup();
    const { api } = openStore({
      hours: {
        ...daily('07:00', '13:00'),
        tue: [
          { opens: '07:00', closes: '13:00' },
          { opens: '12:00', closes: '18:00' },
        ],
      },
      closure: null,
      open: { state: 'closed', changesAt: '2026-11-24T01:30:00.000Z', note: null },
    });
    api.put('/api/admin/branches/{branchId}/hours', () =>
      refusal(400, {
        message: 'closure.until: The store must be closed until a time in the future.',
        field: 'closure.until',
        rule: 'storeHours.closureInPast',
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Opening hours' });
    await user.click(await within(panel).findByRole('button', { name: 'Edit hours' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    const [tuesdayOpens] = within(dialog).getAllByLabelText('Tuesday Opens');
    expect(tuesdayOpens).toHaveAccessibleDescription(
      'These hours overlap other hours of the store. Join them into one span.',
    );
    expect(api.calls('put', '/api/admin/branches/{branchId}/hours')).toHaveLength(0);

    const tuesday = within(dialog).getByRole('group', { name: 'Tuesday' });
    await user.click(within(tuesday).getByRole('button', { name: 'Remove Tuesday 12:00–18:00' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Temporarily closed' }));
    await user.type(within(dialog).getByLabelText(/Closed until/), '2026-11-30T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save hours' }));
    expect(await within(dialog).findByLabelText(/Closed until/)).toHaveAccessibleDescription(
      /The store must be closed until a time in the future\./,
    );
    const [sent] = api.calls('put', '/api/admin/branches/{branchId}/hours');
    expect(sent?.body).toMatchObject({
      closure: { until: '2026-11-30T04:30:00.000Z', note: null },
    });
  });
});
