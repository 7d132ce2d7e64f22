// The rules (zod) of a store's opening hours and temporary closure, as the owner sets them on
// /store-status and an admin on the store screen (`@kirana/domain/store-hours-rules`).

import './jitless.js';
import { z } from 'zod';
import {
  CLOSURE_IN_PAST,
  CLOSURE_NOTE_TOO_LONG,
  CLOSURE_TOO_FAR,
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
  .array(spanSchema, TIME_INVALID.rule)
  .max(MAX_SPANS_PER_DAY, TOO_MANY_SPANS.rule);

export const weekHoursSchema = z
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
export const closureSchema = z
  .object({
    until: z.iso.datetime({ offset: true, error: TIME_INVALID.rule }),
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
