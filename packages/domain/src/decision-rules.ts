// The rules (zod) of a reviewer's decision body: a reason from the decision's list and a note
// (`@kirana/domain/decision-rules`); the messages are in `@kirana/domain/decisions`.

import './jitless.js';
import { z } from 'zod';
import {
  MAX_NOTE_LENGTH,
  NOTE_REQUIRED_FOR_OTHER,
  NOTE_TOO_LONG,
  REASON_REQUIRED,
} from './decisions.js';

/** A note kept with a decision: trimmed, blank means none. */
export const noteSchema = z
  .string()
  .trim()
  .max(MAX_NOTE_LENGTH, NOTE_TOO_LONG.rule)
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
      .object({ reason: z.enum(reasons as [R, ...R[]], REASON_REQUIRED.rule), note: noteSchema })
      .strict()
      .refine((body) => body.reason !== 'other' || body.note !== undefined, {
        path: ['note'],
        message: NOTE_REQUIRED_FOR_OTHER.rule,
      }),
  );
}
