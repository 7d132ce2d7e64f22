// When a store is open: its hours per weekday (several spans a day, a span may run past
// midnight), an optional temporary closure ("closed until" a time, with a note), and whether it
// is open at a moment, in India's time (Asia/Kolkata, UTC+05:30 all year). "Nearby" is within
// 2 km. Pure functions: the API answers each store's state and the site words it
// (`@kirana/domain/store-hours`, no zod; the rules are in `store-hours-rules`).

import { defineMessage } from './catalogue.js';
import { clockWords, type DateLanguage } from './date-words.js';

/** Most stores a search answers, nearest first. */
export const FINDER_MAX_STORES = 20;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One span of a day: opens at `opens`, closes at `closes` ("HH:MM"; past midnight when earlier). */
export interface Span {
  opens: string;
  closes: string;
}

export type WeekHours = Readonly<Record<Weekday, readonly Span[]>>;

export interface Closure {
  /** ISO 8601: closed until then. */
  until: string;
  note: string | null;
}

/** The states a store is in for a visitor, and the reasons a search finds nothing to search near. */
export const OPEN_STATES = ['open', 'closed', 'temporarilyClosed'] as const;
export const FINDER_REASONS = ['unknownPincode', 'comingSoon'] as const;
/** "HH:MM". */
export const TIME_LENGTH = 5;

/** Spans a day may have, how far ahead a closure may run, and its note's length. */
export const MAX_SPANS_PER_DAY = 4;
export const MAX_CLOSURE_DAYS = 90;
export const MAX_CLOSURE_NOTE_LENGTH = 200;

/** India's offset from UTC, in minutes (no daylight saving). */
export const INDIA_OFFSET_MINUTES = 330;
const DAY = 24 * 60;
const WEEK = 7 * DAY;

export const TIME_INVALID = defineMessage(
  'storeHours.timeInvalid',
  'Times are written as hours and minutes, like 07:00 or 21:30.',
);
export const DAY_MISSING = defineMessage(
  'storeHours.dayMissing',
  'The hours of this day are missing: send every day of the week, an empty list when the store is closed all day.',
);
export const CLOSURE_DATE_INVALID = defineMessage(
  'storeHours.closureDateInvalid',
  'This date and time do not exist. Choose again the day and time the store opens.',
);
export const SPAN_EMPTY = defineMessage(
  'storeHours.spanEmpty',
  'A span must close at another time than it opens.',
);
export const SPANS_OVERLAP = defineMessage(
  'storeHours.spansOverlap',
  'These hours overlap other hours of the store. Join them into one span.',
);
export const TOO_MANY_SPANS = defineMessage(
  'storeHours.tooManySpans',
  'A day has at most {max} spans of opening hours.',
  { max: MAX_SPANS_PER_DAY },
);
export const CLOSURE_IN_PAST = defineMessage(
  'storeHours.closureInPast',
  'The store must be closed until a time in the future.',
);
export const CLOSURE_TOO_FAR = defineMessage(
  'storeHours.closureTooFar',
  'A temporary closure lasts at most {max} days.',
  { max: MAX_CLOSURE_DAYS },
);
export const CLOSURE_NOTE_TOO_LONG = defineMessage(
  'storeHours.closureNoteTooLong',
  'Please keep the note to {max} characters or fewer.',
  { max: MAX_CLOSURE_NOTE_LENGTH },
);
export const HOURS_SAVED = 'Opening hours saved.';

export const FINDER_POINT_NEEDED = defineMessage(
  'finder.pointNeeded',
  'Send a pincode, or a latitude and a longitude.',
);
export const FINDER_POINT_INCOMPLETE = defineMessage(
  'finder.pointIncomplete',
  'Send the latitude and the longitude together.',
);

/** Minutes since midnight of "HH:MM" (closing may be "24:00"), or null for anything else. */
export function minutesOf(time: string, { closing = false } = {}): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  return closing && time === '24:00' ? DAY : null;
}

/** No hours at all: the store has not said when it opens (it is shown closed). */
export const NO_HOURS: WeekHours = {
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};

/**
 * Where a new store's week starts on the owner's site (issue 39): a span most kiranas keep, every
 * day, for the owner to change, rather than seven closed days. Only a suggestion: nothing is
 * saved until the owner saves, and the admin's editor still starts from NO_HOURS.
 */
export const SUGGESTED_SPAN: Span = { opens: '07:00', closes: '22:00' };
export const SUGGESTED_HOURS: WeekHours = {
  mon: [SUGGESTED_SPAN],
  tue: [SUGGESTED_SPAN],
  wed: [SUGGESTED_SPAN],
  thu: [SUGGESTED_SPAN],
  fri: [SUGGESTED_SPAN],
  sat: [SUGGESTED_SPAN],
  sun: [SUGGESTED_SPAN],
};

/** The week's open intervals in minutes from Monday 00:00, a late span running into the next day. */
function weekIntervals(hours: WeekHours): [number, number][] {
  const intervals: [number, number][] = [];
  WEEKDAYS.forEach((day, index) => {
    for (const span of hours[day]) {
      const opens = minutesOf(span.opens);
      const closes = minutesOf(span.closes, { closing: true });
      if (opens === null || closes === null || opens === closes) continue;
      const start = index * DAY + opens;
      const end = index * DAY + (closes > opens ? closes : closes + DAY);
      // Sunday's late span runs into Monday: split at the week's end.
      if (end > WEEK) intervals.push([start, WEEK], [0, end - WEEK]);
      else intervals.push([start, end]);
    }
  });
  return intervals.sort((a, b) => a[0] - b[0]);
}

/** The day whose span overlaps an earlier one (touching is fine), or null. */
export function overlappingDay(hours: WeekHours): Weekday | null {
  const intervals = weekIntervals(hours);
  for (let i = 1; i < intervals.length; i += 1) {
    const previous = intervals[i - 1] as [number, number];
    const current = intervals[i] as [number, number];
    if (current[0] < previous[1]) return WEEKDAYS[Math.floor(current[0] / DAY)] ?? 'mon';
  }
  // Sunday's late span running into Monday, over Monday's first one.
  const wrapped = intervals.filter(([start]) => start === 0);
  if (wrapped.length > 1) return 'mon';
  return null;
}

/** Minutes since Monday 00:00 in India, of `now`. */
function weekMinute(now: Date): number {
  const minutes = Math.floor(now.getTime() / 60_000) + INDIA_OFFSET_MINUTES;
  // 1 January 1970 was a Thursday: Monday is three days later in the cycle.
  return (((minutes + 3 * DAY) % WEEK) + WEEK) % WEEK;
}

/** The store's state at `now`, and when it changes next (null: it never opens). */
export type OpenState =
  | { state: 'open'; changesAt: Date | null }
  | { state: 'closed'; changesAt: Date | null }
  | { state: 'temporarilyClosed'; changesAt: Date; note: string | null };

export function openState(hours: WeekHours, closure: Closure | null, now: Date): OpenState {
  if (closure && new Date(closure.until).getTime() > now.getTime())
    return { state: 'temporarilyClosed', changesAt: new Date(closure.until), note: closure.note };
  const intervals = weekIntervals(hours);
  if (intervals.length === 0) return { state: 'closed', changesAt: null };
  const at = weekMinute(now);
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  const after = (minutes: number) => new Date(startOfMinute + minutes * 60_000);
  // Intervals that touch are one opening (a span to midnight, the next from midnight).
  const merged: [number, number][] = [];
  for (const [start, end] of intervals) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const first = merged[0] as [number, number];
  const last = merged[merged.length - 1] as [number, number];
  // Sunday's evening that runs into Monday's morning is one opening across the week's end.
  if (merged.length > 1 && last[1] === WEEK && first[0] === 0) {
    merged.pop();
    merged[0] = [last[0] - WEEK, first[1]];
  }
  // Open all week round: it never closes.
  if (merged.length === 1 && first[0] <= 0 && first[1] >= WEEK)
    return { state: 'open', changesAt: null };
  for (const [start, end] of merged) {
    // A wrapped opening starts before Monday (start < 0): `at` may fall in it a week earlier.
    for (const moment of [at, at - WEEK]) {
      if (moment >= start && moment < end) return { state: 'open', changesAt: after(end - moment) };
    }
  }
  const opens = merged
    .map(([start]) => (((start - at) % WEEK) + WEEK) % WEEK)
    .reduce((a, b) => Math.min(a, b));
  return { state: 'closed', changesAt: after(opens) };
}

/** When a moment falls, told in India: its "HH:MM", how many days after today, its weekday. */
interface IndiaMoment {
  time: string;
  /** 0 today, 1 tomorrow, ... (India's calendar days after the day of `now`). */
  days: number;
  weekday: Weekday;
  /** "YYYY-MM-DD" in India. */
  date: string;
}

/** `at` as a person in India would read it, relative to `now` (for "closes 21:00 tomorrow"). */
export function indiaMoment(at: Date, now: Date): IndiaMoment {
  const local = (moment: Date) => new Date(moment.getTime() + INDIA_OFFSET_MINUTES * 60_000);
  const there = local(at);
  const dayNumber = (moment: Date) => Math.floor(local(moment).getTime() / (DAY * 60_000));
  const iso = there.toISOString();
  return {
    time: iso.slice(11, 16),
    days: dayNumber(at) - dayNumber(now),
    // getUTCDay: 0 is Sunday.
    weekday: WEEKDAYS[(there.getUTCDay() + 6) % 7] as Weekday,
    date: iso.slice(0, 10),
  };
}

/** "YYYY-MM-DDTHH:MM" read as India's time (a datetime-local field), as ISO 8601; null if not one. */
export function indiaLocalToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00+05:30`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** An ISO 8601 moment as India's "YYYY-MM-DDTHH:MM" (for a datetime-local field). */
export function isoToIndiaLocal(iso: string): string {
  const at = new Date(new Date(iso).getTime() + INDIA_OFFSET_MINUTES * 60_000);
  return at.toISOString().slice(0, 16);
}

/** The words of a store's open state (the site has them in Telugu and Hindi too). */
export interface OpenStateWords {
  openToday: string;
  openTomorrow: string;
  openOn: string;
  openAlways: string;
  closedToday: string;
  closedTomorrow: string;
  closedOn: string;
  noHours: string;
  pausedToday: string;
  pausedTomorrow: string;
  pausedOn: string;
  days: Record<Weekday, string>;
  /**
   * Telugu and Hindi say the time with its part of the day and their own "at" and "until"
   * (`{time}` "రాత్రి 9 గంటలకు", `{until}` "రాత్రి 9 గంటల వరకు"; ./date-words.ts); English
   * keeps "21:00" for both.
   */
  language: DateLanguage;
}

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const OPEN_STATE_WORDS: OpenStateWords = {
  language: 'en',
  openToday: 'Open now, closes {time}',
  openTomorrow: 'Open now, closes {time} tomorrow',
  openOn: 'Open now, closes {day} {time}',
  openAlways: 'Open 24 hours',
  closedToday: 'Closed, opens {time} today',
  closedTomorrow: 'Closed, opens {time} tomorrow',
  closedOn: 'Closed, opens {day} {time}',
  noHours: 'Opening hours not listed yet',
  pausedToday: 'Temporarily closed until {time} today',
  pausedTomorrow: 'Temporarily closed until {time} tomorrow',
  pausedOn: 'Temporarily closed until {day} {time}',
  days: WEEKDAY_NAMES,
};

/** A state as the API answers it (`changesAt` ISO 8601 or null). */
export interface OpenStateAnswer {
  state: OpenState['state'];
  changesAt: string | null;
}

/**
 * "Open now, closes 21:00", "Closed, opens 07:00 tomorrow", "Temporarily closed until ...", in
 * India's time and the given words; a change a week or more away names its date with
 * `formatDate` ("YYYY-MM-DD" in India).
 */
export function describeOpenState(
  open: OpenStateAnswer,
  now: Date,
  words: OpenStateWords,
  formatDate: (date: string) => string,
): string {
  if (open.changesAt === null) return open.state === 'open' ? words.openAlways : words.noHours;
  const moment = indiaMoment(new Date(open.changesAt), now);
  const [today, tomorrow, on] =
    open.state === 'open'
      ? [words.openToday, words.openTomorrow, words.openOn]
      : open.state === 'closed'
        ? [words.closedToday, words.closedTomorrow, words.closedOn]
        : [words.pausedToday, words.pausedTomorrow, words.pausedOn];
  const template = moment.days <= 0 ? today : moment.days === 1 ? tomorrow : on;
  const day = moment.days < 7 ? words.days[moment.weekday] : formatDate(moment.date);
  const english = words.language === 'en';
  const at = english ? moment.time : clockWords(words.language, moment.time, 'at');
  const until = english ? moment.time : clockWords(words.language, moment.time, 'until');
  return template.replace('{time}', at).replace('{until}', until).replace('{day}', day);
}

/** A distance's words: `{n}` is the number (metres, or kilometres with one decimal). */
interface DistanceWords {
  meters: string;
  kilometres: string;
}

export const DISTANCE_WORDS: DistanceWords = { meters: '{n} m', kilometres: '{n} km' };

/**
 * A distance as the finder shows it: "800 m" to the nearest 10 m below a kilometre (never
 * "0 m"), then "1.2 km" to one decimal.
 */
export function describeDistance(meters: number, words: DistanceWords): string {
  const rounded = Math.max(10, Math.round(meters / 10) * 10);
  if (rounded < 1000) return words.meters.replace('{n}', String(rounded));
  return words.kilometres.replace('{n}', (meters / 1000).toFixed(1));
}

/** The hours editor's words (packages/ui's WeekHoursField and ClosureFields), in English. */
export const HOURS_EDITOR_WORDS = {
  legend: 'Opening hours',
  hint: 'In India time. Add more than one span for a break; a span that closes earlier than it opens runs past midnight.',
  week: {
    days: WEEKDAY_NAMES,
    opens: 'Opens',
    closes: 'Closes',
    addSpan: 'Add hours',
    removeSpan: 'Remove',
    closedAllDay: 'Closed all day',
    copyMonday: "Use Monday's hours every day",
  },
  closure: {
    closed: 'Temporarily closed',
    until: 'Closed until',
    untilHint: 'India time. The store opens again by itself then.',
    note: 'Note for customers',
    noteHint: 'Optional, for example "Closed for Diwali".',
  },
};
