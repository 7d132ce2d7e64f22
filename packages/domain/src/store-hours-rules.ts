// The rules (zod) of a store's opening hours and temporary closure, as the owner sets them on
// /store-status and an admin on the store screen (`@kirana/domain/store-hours-rules`).

import './jitless.js';
import { z } from 'zod';
import type { Message } from './catalogue.js';
import { messageOf } from './validation.js';
import {
  CLOSURE_DATE_INVALID,
  CLOSURE_IN_PAST,
  CLOSURE_NOTE_TOO_LONG,
  CLOSURE_TOO_FAR,
  DAY_MISSING,
  MAX_CLOSURE_DAYS,
  MAX_CLOSURE_NOTE_LENGTH,
  MAX_SPANS_PER_DAY,
  SPAN_EMPTY,
  SPANS_OVERLAP,
  TIME_INVALID,
  TOO_MANY_SPANS,
  WEEKDAYS,
  minutesOf,
  overlappingDay,
  type Weekday,
} from './store-hours.js';

const time = (closing: boolean) =>
  z
    .string(TIME_INVALID.rule)
    .refine((value) => minutesOf(value, { closing }) !== null, TIME_INVALID.rule);

const spanSchema = z
  .object({ opens: time(false), closes: time(true) })
  .strict()
  .refine(
    (span) => minutesOf(span.opens) !== minutesOf(span.closes, { closing: true }),
    SPAN_EMPTY.rule,
  );

const daySchema = z
  .array(spanSchema, {
    error: (issue) => (issue.input === undefined ? DAY_MISSING.rule : TIME_INVALID.rule),
  })
  .max(MAX_SPANS_PER_DAY, TOO_MANY_SPANS.rule);

const weekHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, daySchema])) as Record<
      Weekday,
      typeof daySchema
    >,
  )
  .strict()
  .superRefine((hours, context) => {
    const day = overlappingDay(hours);
    if (day) context.addIssue({ code: 'custom', path: [day], message: SPANS_OVERLAP.rule });
  });

const DAY_MS = 24 * 60 * 60 * 1000;

/** A closure until a time in the future (at most 90 days away), with an optional note. */
const closureSchema = z
  .object({
    // A time in ISO 8601 with its offset; one whose date does not exist (30 February) says so.
    until: z.iso.datetime({
      offset: true,
      error: (issue) =>
        typeof issue.input === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(issue.input)
          ? CLOSURE_DATE_INVALID.rule
          : TIME_INVALID.rule,
    }),
    note: z
      .string()
      .trim()
      .max(MAX_CLOSURE_NOTE_LENGTH, CLOSURE_NOTE_TOO_LONG.rule)
      .nullable()
      .optional()
      .transform((value) => value || null),
  })
  .strict()
  .superRefine((closure, context) => {
    const until = new Date(closure.until).getTime();
    if (until <= Date.now())
      context.addIssue({ code: 'custom', path: ['until'], message: CLOSURE_IN_PAST.rule });
    else if (until > Date.now() + MAX_CLOSURE_DAYS * DAY_MS)
      context.addIssue({ code: 'custom', path: ['until'], message: CLOSURE_TOO_FAR.rule });
  });

/** The body of setting a store's hours: the week's spans and the closure (null: none). */
export const storeHoursBodySchema = z
  .object({ hours: weekHoursSchema, closure: closureSchema.nullable() })
  .strict();
export type StoreHoursBody = z.output<typeof storeHoursBodySchema>;

/** Where a form shows a refusal of its hours: under a day, or at the closure's time or note. */
export type StoreHoursPlace = Weekday | 'until' | 'note';

/** The place of a value's path ("hours.wed.0.opens", ["closure", "until"]), or null. */
export function storeHoursPlace(path: string | readonly PropertyKey[]): StoreHoursPlace | null {
  const [top, next] = typeof path === 'string' ? path.split('.') : path.map(String);
  if (top === 'hours' && (WEEKDAYS as readonly string[]).includes(next ?? ''))
    return next as Weekday;
  if (top === 'closure') return next === 'note' ? 'note' : 'until';
  return null;
}

type StoreHoursCheck =
  | { ok: true; value: StoreHoursBody }
  | { ok: false; errors: Partial<Record<StoreHoursPlace, Message>> };

/** The body checked as the API checks it, each refusal placed (first one per place). */
export function checkStoreHours(body: unknown): StoreHoursCheck {
  const result = storeHoursBodySchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const errors: Partial<Record<StoreHoursPlace, Message>> = {};
  for (const issue of result.error.issues) {
    const place = storeHoursPlace(issue.path) ?? 'mon';
    errors[place] ??= messageOf(issue);
  }
  return { ok: false, errors };
}
