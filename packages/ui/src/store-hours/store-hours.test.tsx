import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  ClosureFields,
  WeekHoursField,
  emptyWeek,
  hoursEditorBody,
  hoursEditorValues,
  type ClosureValue,
  type WeekHoursValue,
} from './store-hours';
import { closureWords, weekWords } from './store-hours.fixtures';

/** The last week the field handed back (what the app would send). */
const seen: { last: WeekHoursValue } = { last: emptyWeek() };

function Week({
  initial = emptyWeek(),
  errors = {},
}: {
  initial?: WeekHoursValue;
  errors?: object;
}) {
  const [value, setValue] = useState(initial);
  return (
    <WeekHoursField
      legend="Opening hours"
      value={value}
      onChange={(next) => {
        seen.last = next;
        setValue(next);
      }}
      words={weekWords}
      errors={errors}
    />
  );
}

describe('WeekHoursField', () => {
  it('starts every day closed, and a day gets spans of its own, several a day', async () => {
    const user = userEvent.setup();
    render(<Week />);
    const monday = screen.getByRole('group', { name: 'Monday' });
    expect(within(monday).getByText('Closed')).toBeInTheDocument();
    await user.click(within(monday).getByRole('button', { name: 'Add hours Monday' }));
    expect(within(monday).getByLabelText('Monday Opens')).toHaveValue('07:00');
    expect(within(monday).getByLabelText('Monday Closes')).toHaveValue('21:00');
    expect(seen.last.mon).toEqual([{ opens: '07:00', closes: '21:00' }]);
    expect(seen.last.tue).toEqual([]);

    await user.click(within(monday).getByRole('button', { name: 'Add hours Monday' }));
    expect(within(monday).getAllByLabelText('Monday Opens')).toHaveLength(2);
    expect(seen.last.mon[1]).toEqual({ opens: '', closes: '' });
  });

  it('removes a span named by its day and times, and copies Monday to every day', async () => {
    const user = userEvent.setup();
    const initial = {
      ...emptyWeek(),
      mon: [
        { opens: '07:00', closes: '13:00' },
        { opens: '16:00', closes: '02:00' },
      ],
    };
    render(<Week initial={initial} />);
    await user.click(screen.getByRole('button', { name: "Use Monday's hours every day" }));
    expect(seen.last.sun).toEqual(initial.mon);
    const sunday = screen.getByRole('group', { name: 'Sunday' });
    await user.click(within(sunday).getByRole('button', { name: 'Remove Sunday 07:00–13:00' }));
    expect(seen.last.sun).toEqual([{ opens: '16:00', closes: '02:00' }]);
    expect(seen.last.mon).toHaveLength(2);
  });

  it("offers no fifth span, and shows a day's error on its times", () => {
    const full = Array.from({ length: 4 }, (_, i) => ({ opens: `0${i}:00`, closes: `0${i}:30` }));
    render(
      <Week
        initial={{ ...emptyWeek(), tue: full }}
        errors={{ tue: 'These hours overlap other hours of the store.' }}
      />,
    );
    const tuesday = screen.getByRole('group', { name: 'Tuesday' });
    expect(within(tuesday).queryByRole('button', { name: /Add hours/ })).toBeNull();
    const [opens] = within(tuesday).getAllByLabelText('Tuesday Opens');
    expect(opens).toBeInvalid();
    expect(opens).toHaveAccessibleDescription('These hours overlap other hours of the store.');
  });
});

describe('ClosureFields', () => {
  function Closure() {
    const [value, setValue] = useState<ClosureValue>({ closed: false, until: '', note: '' });
    return (
      <ClosureFields
        value={value}
        onChange={setValue}
        maxNoteLength={200}
        words={closureWords}
        errors={{
          until:
            value.until === '2020-01-01T10:00'
              ? 'The store must be closed until a time in the future.'
              : undefined,
        }}
      />
    );
  }

  it('asks until when and why only once the store is marked closed', async () => {
    const user = userEvent.setup();
    render(<Closure />);
    expect(screen.queryByLabelText(/Closed until/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Temporarily closed' }));
    const until = screen.getByLabelText(/Closed until/);
    expect(until).toBeRequired();
    await user.type(until, '2020-01-01T10:00');
    expect(until).toHaveAccessibleDescription(
      'The store must be closed until a time in the future.',
    );
    expect(screen.getByRole('textbox', { name: 'Note for customers' })).toHaveAttribute(
      'maxLength',
      '200',
    );
  });
});

describe('the editor and the API', () => {
  it('starts from the saved hours and closure, in India time, and sends them back', () => {
    const saved = {
      hours: { ...emptyWeek(), fri: [{ opens: '18:00', closes: '02:00' }] },
      closure: { until: '2026-12-01T03:30:00.000Z', note: 'Family wedding' },
    };
    const { week, closure } = hoursEditorValues(saved);
    expect(week.fri).toEqual([{ opens: '18:00', closes: '02:00' }]);
    expect(week.mon).toEqual([]);
    expect(closure).toEqual({ closed: true, until: '2026-12-01T09:00', note: 'Family wedding' });
    expect(hoursEditorBody(week, closure)).toEqual({
      hours: week,
      closure: { until: '2026-12-01T03:30:00.000Z', note: 'Family wedding' },
    });
    expect(hoursEditorBody(week, { ...closure, closed: false }).closure).toBeNull();
    expect(hoursEditorBody(week, { closed: true, until: 'soon', note: '' }).closure).toEqual({
      until: 'soon',
      note: null,
    });
    expect(hoursEditorValues({ hours: null, closure: null })).toEqual({
      week: emptyWeek(),
      closure: { closed: false, until: '', note: '' },
    });
  });
});
