// How the screens read a failed call: a refusal is worded by its rule (the catalogue's English,
// filled with the server's params) and placed by its field. The API's own `message` and an
// Error's text are never shown: a refusal this app cannot word gets the screen's fallback.

import { ApiError, type ErrorCode } from '@kirana/api-client/errors';
import { fill, messageOfRule, type Message } from '@kirana/domain/catalogue';
import type { FieldErrors } from '@kirana/domain/validation';

/** A refusal of the contract with its words and the field it is about, or null. */
export function refusalAt(error: unknown): { field: string | null; words: string } | null {
  if (!(error instanceof ApiError) || error.code === null || !error.rule) return null;
  const message = messageOfRule(error.rule);
  if (!message) return null;
  return {
    field: error.field ?? null,
    words: fill(message.template, { ...message.params, ...error.params }),
  };
}

/**
 * The words of a refusal as a whole-form message (without the field it is about), else
 * `fallback` (no answer, no contract code, or a rule this app does not know).
 */
export function refusalWords(error: unknown, fallback: string): string {
  return refusalAt(error)?.words ?? fallback;
}

/**
 * A refusal about one of a form's `fields`, as `{ [field]: words }` to show next to that field;
 * empty when the refusal is about none of them (the form shows it as a whole).
 */
export function fieldErrorOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const refusal = refusalAt(error);
  const field = fields.find((name) => name === refusal?.field);
  if (!refusal || field === undefined) return {};
  return { [field]: refusal.words } as Partial<Record<F, string>>;
}

/** A form's field errors in words (the admin shows the catalogue's English). */
export function fieldWords<F extends string>(errors: FieldErrors<F>): Partial<Record<F, string>> {
  return Object.fromEntries(
    Object.entries<Message | undefined>(errors).map(([field, message]) => [field, message?.text]),
  ) as Partial<Record<F, string>>;
}

/** True when the server refused with this code of the contract. */
export function hasCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

/** True when the server answered (with an error); false for network failures and exceptions. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
