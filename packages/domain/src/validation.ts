// The validation building blocks every resource's rules use: the ValidationResult shape the
// forms read, the zod helpers for trimmed text, ids and e-mail addresses, and the parsers of
// numbers and flags typed into inputs or sent as multipart text.

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import {
  API_VALIDATION_FAILED,
  EMAIL_INVALID,
  EMAIL_TOO_LONG,
  MAX_EMAIL_LENGTH,
  MAX_IDS_PER_REQUEST,
  MAX_ID_LENGTH,
} from './common.js';
import { z } from 'zod';

export const ID_REQUIRED = 'An id is required.';
export const ID_TOO_LONG = `An id is at most ${MAX_ID_LENGTH} characters.`;
export const TOO_MANY_IDS = `At most ${MAX_IDS_PER_REQUEST} items can be changed at once.`;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type ValidationResult<T, F extends string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors<F>; readonly message: string };

/**
 * One message per field from a zod error: the first issue of each top-level field wins. Issues
 * on the object itself are keyed `form`. The API uses this to say which field is wrong.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The message of the first issue, for answers that carry one message. */
export function firstErrorMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? API_VALIDATION_FAILED;
}

export function toResult<T, F extends string>(
  result: z.ZodSafeParseResult<T>,
  formMessage?: string,
): ValidationResult<T, F> {
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    errors: fieldErrors(result.error) as FieldErrors<F>,
    message: formMessage ?? firstErrorMessage(result.error),
  };
}

/** Text that must be non-blank after trimming and at most `max` characters; answers it trimmed. */
export function requiredText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z.string(requiredMessage).trim().min(1, requiredMessage).max(max, tooLongMessage);
}

/** An id (branch, category, product): non-blank after trimming, bounded. */
export const idSchema = requiredText(ID_REQUIRED, MAX_ID_LENGTH, ID_TOO_LONG);

/** A non-empty list of ids, duplicates dropped, at most MAX_IDS_PER_REQUEST. */
export function idListSchema(emptyMessage: string) {
  return z
    .array(idSchema, emptyMessage)
    .min(1, emptyMessage)
    .max(MAX_IDS_PER_REQUEST, TOO_MANY_IDS)
    .transform((ids) => [...new Set(ids)]);
}

/** An e-mail address: trimmed (and lower-cased if asked), well formed, bounded. */
export function emailSchema(requiredMessage: string, { lowerCase = false } = {}) {
  const text = z.string(requiredMessage).trim();
  return (lowerCase ? text.toLowerCase() : text)
    .min(1, requiredMessage)
    .max(MAX_EMAIL_LENGTH, EMAIL_TOO_LONG)
    .pipe(z.email(EMAIL_INVALID));
}

/**
 * A number typed into a text or number input (or sent as a multipart field): numbers pass as
 * they are; a string is parsed when it is a plain decimal ("45", "45.50", ".5"); a blank string
 * is missing; anything else is NaN, which the number schema rejects.
 */
export function parseNumberInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

/** A flag sent as text (multipart): "true"/"false"; missing means false (an unchecked box). */
export function parseBooleanInput(value: unknown): unknown {
  if (value === undefined) return false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}
