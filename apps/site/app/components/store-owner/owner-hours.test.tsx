// The owner's opening hours on /store-status: what customers see now, a day's hours added and
// saved, a closure in the past refused in the browser before anything is sent, and in Telugu
// the API's refusal shown under the day it is about.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreStatus } from './store-status';
import { storeOwnerProps } from './store-owner-props';
import {
  APPROVED,
  FILLED_FIELDS,
  answer,
  fakeApi,
  hoursAnswer,
  refusal,
  registration,
  signedIn,
  storeHours,
  type Call,
} from './testing';

beforeEach(() => {
  signedIn();
  // Monday 23 November 2026, 18:00 in India; only the clock is fixed, timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T12:30:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/**
 * The API with the registration and the hours the page reads: each week sent to be saved is
 * kept in the list returned, and answered with `savedHours`.
 */
function fakeHoursApi(view = APPROVED, found = storeHours(), savedHours = storeHours()): Call[] {
  const saved: Call[] = [];
  fakeApi({
    'GET /api/store-owner/registration': () => answer(view),
    'GET /api/store-owner/store/hours': () => hoursAnswer(found),
    'PUT /api/store-owner/store/hours': (call) => {
      saved.push(call);
      return hoursAnswer(savedHours);
    },
  });
  return saved;
}

/** /store-status in a language, a user, and its opening hours once they show. */
async function openHours(name: string, locale: 'en' | 'te' = 'en') {
  const user = userEvent.setup();
  render(<StoreStatus {...storeOwnerProps(locale)} />);
  const hours = await screen.findByRole('region', { name });
  return { user, hours };
}

describe("the owner's opening hours", () => {
  it('says what customers see now, and saves a day added to the week', async () => {
    const saved = fakeHoursApi(APPROVED, storeHours({ hours: { ...storeHours().hours, sun: [] } }));
    const { user, hours } = await openHours('Opening hours');
    expect(await within(hours).findByText('Open now, closes 21:00')).toBeVisible();
    const sunday = within(hours).getByRole('group', { name: 'Sunday' });
    await user.click(within(sunday).getByRole('button', { name: 'Add hours Sunday' }));
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));

    expect(await within(hours).findByText('Opening hours saved.')).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(saved[0]?.body).toEqual({ hours: storeHours().hours, closure: null });
  });

  it('starts a store that never saved its hours from 07:00–22:00 every day, saved as shown', async () => {
    const suggested = [{ opens: '07:00', closes: '22:00' }];
    const week = {
      mon: suggested,
      tue: suggested,
      wed: suggested,
      thu: suggested,
      fri: suggested,
      sat: suggested,
      sun: suggested,
    };
    const saved = fakeHoursApi(
      registration({ state: 'pending', fields: FILLED_FIELDS, missing: [] }),
      storeHours({ hours: null, open: { state: 'closed', changesAt: null, note: null } }),
      storeHours({ hours: week }),
    );
    const { user, hours } = await openHours('Opening hours');
    // Not saved yet: customers see no hours, and the owner is told the week is a start.
    expect(await within(hours).findByText('Opening hours not listed yet')).toBeVisible();
    expect(
      within(hours).getByText(
        'To start, every day is filled in as 07:00–22:00. Change what differs at your shop, then save.',
      ),
    ).toBeVisible();
    for (const day of ['Monday', 'Wednesday', 'Sunday']) {
      const group = within(hours).getByRole('group', { name: day });
      expect(within(group).getByLabelText(`${day} Opens`)).toHaveValue('07:00');
      expect(within(group).getByLabelText(`${day} Closes`)).toHaveValue('22:00');
      expect(within(group).queryByText('Closed all day')).not.toBeInTheDocument();
    }
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));
    expect(await within(hours).findByText('Opening hours saved.')).toBeVisible();
    expect(saved[0]?.body).toEqual({ hours: week, closure: null });
    expect(within(hours).queryByText(/^To start, every day/)).not.toBeInTheDocument();
  });

  it('refuses a closure that has ended before sending anything', async () => {
    const saved = fakeHoursApi();
    const { user, hours } = await openHours('Opening hours');
    await user.click(await within(hours).findByLabelText('Temporarily closed'));
    fireEvent.change(within(hours).getByLabelText('Closed until'), {
      target: { value: '2026-11-20T09:00' },
    });
    await user.click(within(hours).getByRole('button', { name: 'Save hours' }));

    expect(
      await within(hours).findByText('The store must be closed until a time in the future.'),
    ).toBeVisible();
    expect(within(hours).getByLabelText('Closed until')).toBeInvalid();
    expect(saved).toEqual([]);
  });

  it("in Telugu, places the API's refusal under its day", async () => {
    fakeApi({
      'GET /api/store-owner/registration': () => answer(APPROVED),
      'GET /api/store-owner/store/hours': () => hoursAnswer(),
      'PUT /api/store-owner/store/hours': () =>
        refusal(400, {
          code: 'VALIDATION_ERROR',
          field: 'hours.wed.0.opens',
          rule: 'storeHours.spansOverlap',
        }),
    });
    const { user, hours } = await openHours('దుకాణం వేళలు', 'te');
    expect(await within(hours).findByText('ఇప్పుడు తెరిచి ఉంది, రాత్రి 9 గంటలకు మూస్తారు')).toBeVisible();
    await user.click(within(hours).getByRole('button', { name: 'సమయాలు సేవ్ చేయండి' }));
    const wednesday = within(hours).getByRole('group', { name: 'బుధవారం' });
    expect(
      await within(wednesday).findByText('ఈ సమయాలు దుకాణం ఇతర సమయాలతో కలిసిపోతున్నాయి. వాటిని ఒకే సమయంగా కలపండి.'),
    ).toBeVisible();
  });
});
