import { describe, expect, it } from 'vitest';
import {
  DISTANCE_WORDS,
  NO_HOURS,
  OPEN_STATE_WORDS,
  describeDistance,
  describeOpenState,
  indiaLocalToIso,
  indiaMoment,
  isoToIndiaLocal,
  openState,
  overlappingDay,
  type WeekHours,
} from './store-hours.js';
import { checkStoreHours, storeHoursBodySchema, storeHoursPlace } from './store-hours-rules.js';

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

describe('moments told in India', () => {
  it('names the time, the day after today and the weekday as India reads them', () => {
    // 23:30 IST on Monday is 18:00 UTC Monday; 00:30 IST Tuesday is still Monday in UTC.
    const now = ist('2026-11-23T23:30');
    expect(indiaMoment(ist('2026-11-23T23:45'), now)).toEqual({
      time: '23:45',
      days: 0,
      weekday: 'mon',
      date: '2026-11-23',
    });
    expect(indiaMoment(ist('2026-11-24T00:30'), now)).toMatchObject({
      time: '00:30',
      days: 1,
      weekday: 'tue',
    });
    expect(indiaMoment(ist('2026-11-29T07:00'), now)).toMatchObject({ days: 6, weekday: 'sun' });
    expect(indiaMoment(ist('2026-12-25T10:00'), now)).toMatchObject({
      days: 32,
      date: '2026-12-25',
    });
  });

  it("reads a datetime-local field as India's time and back", () => {
    expect(indiaLocalToIso('2026-11-26T10:00')).toBe('2026-11-26T04:30:00.000Z');
    expect(isoToIndiaLocal('2026-11-26T04:30:00.000Z')).toBe('2026-11-26T10:00');
    expect(indiaLocalToIso('26/11/2026 10:00')).toBeNull();
    expect(indiaLocalToIso('2026-13-45T10:00')).toBeNull();
  });
});

describe('the open state in words', () => {
  const now = ist('2026-11-23T20:00'); // a Monday evening
  const say = (state: 'open' | 'closed' | 'temporarilyClosed', at: string | null) =>
    describeOpenState(
      { state, changesAt: at && ist(at).toISOString() },
      now,
      OPEN_STATE_WORDS,
      (date) => `on ${date}`,
    );

  it('says when it closes or opens: today, tomorrow, a weekday, or a date', () => {
    expect(say('open', '2026-11-23T21:00')).toBe('Open now, closes 21:00');
    expect(say('open', '2026-11-24T02:00')).toBe('Open now, closes 02:00 tomorrow');
    expect(say('closed', '2026-11-24T07:00')).toBe('Closed, opens 07:00 tomorrow');
    expect(say('closed', '2026-11-23T22:30')).toBe('Closed, opens 22:30 today');
    expect(say('closed', '2026-11-26T07:00')).toBe('Closed, opens Thursday 07:00');
    expect(say('temporarilyClosed', '2026-11-24T10:00')).toBe(
      'Temporarily closed until 10:00 tomorrow',
    );
    expect(say('temporarilyClosed', '2026-12-10T09:00')).toBe(
      'Temporarily closed until on 2026-12-10 09:00',
    );
  });

  it('says open 24 hours, or that the hours are not listed, when nothing changes', () => {
    expect(say('open', null)).toBe('Open 24 hours');
    expect(say('closed', null)).toBe('Opening hours not listed yet');
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

  it('a missing weekday and a closure date that cannot exist each say what they are', () => {
    const { wed: _wed, ...noWednesday } = NO_HOURS;
    const missing = storeHoursBodySchema.safeParse({ hours: noWednesday, closure: null });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['hours.wed', 'storeHours.dayMissing'],
    ]);
    for (const until of [
      '2027-02-30T10:00:00+05:30',
      '2027-04-31T10:00:00Z',
      '2027-13-01T10:00:00Z',
    ])
      expect(body({}, { until }).error?.issues[0]?.message, until).toBe(
        'storeHours.closureDateInvalid',
      );
    expect(body({}, { until: 'next monday' }).error?.issues[0]?.message).toBe(
      'storeHours.timeInvalid',
    );
  });

  it('places each refusal under its day or at the closure, as the forms show them', () => {
    expect(storeHoursPlace('hours.wed.0.opens')).toBe('wed');
    expect(storeHoursPlace(['closure', 'note'])).toBe('note');
    expect(storeHoursPlace('closure.until')).toBe('until');
    expect(storeHoursPlace('form')).toBeNull();
    const check = checkStoreHours({
      hours: {
        ...NO_HOURS,
        tue: [{ opens: '7 am', closes: '13:00' }],
        sat: [
          { opens: '07:00', closes: '13:00' },
          { opens: '12:00', closes: '18:00' },
        ],
      },
      closure: { until: '2020-01-01T00:00:00+05:30', note: null },
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.tue?.rule).toBe('storeHours.timeInvalid');
    expect(check.errors.until?.rule).toBe('storeHours.closureInPast');
    expect(checkStoreHours({ hours: NO_HOURS, closure: null }).ok).toBe(true);
  });
});

describe('a distance in words', () => {
  it('is metres to the nearest 10 below a kilometre, then kilometres to one decimal', () => {
    const cases: [number, string][] = [
      [0, '10 m'],
      [4, '10 m'],
      [793, '790 m'],
      [800, '800 m'],
      [994, '990 m'],
      [995, '1.0 km'],
      [1199, '1.2 km'],
      [1999, '2.0 km'],
      [3400, '3.4 km'],
    ];
    for (const [meters, words] of cases)
      expect(describeDistance(meters, DISTANCE_WORDS)).toBe(words);
    expect(describeDistance(1250, { meters: '{n} మీ.', kilometres: '{n} కి.మీ.' })).toBe('1.3 కి.మీ.');
  });
});
