// A reviewer's decision on a store or an application: a reason from the decision's fixed list
// (when it takes one) and a note, required to explain "other" (`@kirana/domain/decisions`).

import './jitless.js';
import { z } from 'zod';

export const MAX_NOTE_LENGTH = 1000;

export const REASON_REQUIRED = 'Please choose a reason.';
export const NOTE_REQUIRED_FOR_OTHER = 'Please add a note that explains the reason.';
export const NOTE_TOO_LONG = `Please keep the note to ${MAX_NOTE_LENGTH.toLocaleString('en-IN')} characters or fewer.`;

/** A note kept with a decision: trimmed, blank means none. */
export const noteSchema = z
  .string()
  .trim()
  .max(MAX_NOTE_LENGTH, NOTE_TOO_LONG)
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * A decision's body: a reason from `reasons` with a note for "other", or (without reasons) an
 * optional note only. No body at all counts as an empty one.
 */
export function reasonedBodySchema<R extends string>(reasons: readonly R[] | null) {
  const orEmpty = (value: unknown) => value ?? {};
  if (!reasons) return z.preprocess(orEmpty, z.object({ note: noteSchema }).strict());
  return z.preprocess(
    orEmpty,
    z
      .object({ reason: z.enum(reasons as [R, ...R[]], REASON_REQUIRED), note: noteSchema })
      .strict()
      .refine((body) => body.reason !== 'other' || body.note !== undefined, {
        path: ['note'],
        message: NOTE_REQUIRED_FOR_OTHER,
      }),
  );
}
