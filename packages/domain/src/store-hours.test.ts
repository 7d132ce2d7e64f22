import { describe, expect, it } from 'vitest';
import { NO_HOURS, openState, overlappingDay, type WeekHours } from './store-hours.js';
import { storeHoursBodySchema } from './store-hours-rules.js';

/** An instant given as India's wall-clock time ("2026-11-23T21:00" is a Monday, 21:00 IST). */
const ist = (local: string) => new Date(`${local}:00+05:30`);
const iso = (date: Date | null) => date?.toISOString() ?? null;

const week = (spans: WeekHours['mon']): WeekHours => ({
  mon: spans,
  tue: spans,
  wed: spans,
  thu: spans,
  fri: spans,
  sat: spans,
  sun: spans,
});

describe('open or closed, in India time', () => {
  const daily = week([
    { opens: '07:00', closes: '13:00' },
    { opens: '16:00', closes: '21:00' },
  ]);

  it('is open within a span and says when it closes; closed between spans, opening next', () => {
    expect(openState(daily, null, ist('2026-11-23T12:59'))).toEqual({
      state: 'open',
      changesAt: ist('2026-11-23T13:00'),
    });
    expect(openState(daily, null, ist('2026-11-23T13:00'))).toEqual({
      state: 'closed',
      changesAt: ist('2026-11-23T16:00'),
    });
    expect(openState(daily, null, ist('2026-11-23T21:30')).changesAt).toEqual(
      ist('2026-11-24T07:00'),
    );
  });

  it('keeps a span across midnight open until the next morning, Sunday into Monday too', () => {
    const late = week([{ opens: '18:00', closes: '02:00' }]);
    expect(openState(late, null, ist('2026-11-24T01:30'))).toEqual({
      state: 'open',
      changesAt: ist('2026-11-24T02:00'),
    });
    // 29 November 2026 is a Sunday: its evening runs into Monday 02:00.
    expect(openState(late, null, ist('2026-11-29T23:00'))).toEqual({
      state: 'open',
      changesAt: ist('2026-11-30T02:00'),
    });
    expect(openState(late, null, ist('2026-11-30T01:59')).state).toBe('open');
    expect(openState(late, null, ist('2026-11-30T02:00'))).toEqual({
      state: 'closed',
      changesAt: ist('2026-11-30T18:00'),
    });
  });

  it("joins a span to midnight with the next day's from midnight into one opening", () => {
    const hours: WeekHours = {
      ...NO_HOURS,
      mon: [{ opens: '20:00', closes: '24:00' }],
      tue: [{ opens: '00:00', closes: '03:00' }],
    };
    expect(iso(openState(hours, null, ist('2026-11-23T23:00')).changesAt)).toBe(
      iso(ist('2026-11-24T03:00')),
    );
  });

  it('is closed with no next opening when it has no hours, and open always when it never closes', () => {
    expect(openState(NO_HOURS, null, ist('2026-11-23T12:00'))).toEqual({
      state: 'closed',
      changesAt: null,
    });
    expect(openState(week([{ opens: '00:00', closes: '24:00' }]), null, new Date())).toEqual({
      state: 'open',
      changesAt: null,
    });
  });

  it('a temporary closure holds until its time, then ends by itself', () => {
    const closure = { until: ist('2026-11-25T10:00').toISOString(), note: 'Family function' };
    expect(openState(daily, closure, ist('2026-11-25T09:59'))).toEqual({
      state: 'temporarilyClosed',
      changesAt: ist('2026-11-25T10:00'),
      note: 'Family function',
    });
    expect(openState(daily, closure, ist('2026-11-25T10:00'))).toEqual({
      state: 'open',
      changesAt: ist('2026-11-25T13:00'),
    });
  });
});

describe('the rules of hours', () => {
  const body = (hours: Partial<Record<keyof WeekHours, unknown>>, closure: unknown = null) =>
    storeHoursBodySchema.safeParse({ hours: { ...NO_HOURS, ...hours }, closure });

  it('takes several spans a day and spans across midnight', () => {
    expect(
      body({
        mon: [
          { opens: '07:00', closes: '13:00' },
          { opens: '16:00', closes: '01:00' },
        ],
        tue: [{ opens: '01:00', closes: '12:00' }],
      }).success,
    ).toBe(true);
  });

  it('refuses overlapping hours, a time that is not a time, an empty span, a closure in the past', () => {
    const issue = (result: ReturnType<typeof body>) =>
      result.success
        ? null
        : [result.error.issues[0]?.path.join('.'), result.error.issues[0]?.message];
    expect(
      issue(
        body({
          mon: [{ opens: '16:00', closes: '02:00' }],
          tue: [{ opens: '01:00', closes: '09:00' }],
        }),
      ),
    ).toEqual(['hours.tue', 'storeHours.spansOverlap']);
    expect(issue(body({ mon: [{ opens: '7 am', closes: '13:00' }] }))).toEqual([
      'hours.mon.0.opens',
      'storeHours.timeInvalid',
    ]);
    expect(issue(body({ mon: [{ opens: '25:00', closes: '13:00' }] }))?.[1]).toBe(
      'storeHours.timeInvalid',
    );
    expect(issue(body({ mon: [{ opens: '09:00', closes: '09:00' }] }))?.[1]).toBe(
      'storeHours.spanEmpty',
    );
    expect(issue(body({}, { until: new Date(Date.now() - 60_000).toISOString() }))).toEqual([
      'closure.until',
      'storeHours.closureInPast',
    ]);
    expect(
      issue(body({}, { until: new Date(Date.now() + 91 * 86_400_000).toISOString() }))?.[1],
    ).toBe('storeHours.closureTooFar');
    expect(overlappingDay(NO_HOURS)).toBeNull();
  });
});
