// How the screens read a failed call and a form's rules: the words of a refusal chosen by its
// rule (the catalogue's English, with the server's params), the field it is about so a form can
// show it there, and whether the call failed for lack of an answer rather than a refusal.

import { ApiError, NetworkError, type ErrorCode } from '@kirana/api-client/client';
import { fill, messageOfRule, type Message } from '@kirana/domain/catalogue';
import type { FieldErrors } from '@kirana/domain/validation';

/**
 * The words of a refusal, or null when the server sent none: only an answer with a code of the
 * contract carries them (a proxy's error page or an empty 500 does not). Chosen by the answer's
 * rule; the server's own sentence when the rule is not one this app has loaded.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code === null) return null;
  const message = error.rule ? messageOfRule(error.rule) : undefined;
  if (!message) return error.message;
  const words = fill(message.template, { ...message.params, ...error.params });
  return error.field ? `${error.field}: ${words}` : words;
}

/**
 * A refusal about one of a form's `fields`, as `{ [field]: words }` to show next to that field;
 * empty when the refusal is about none of them (the form shows it as a whole).
 */
export function fieldErrorOf<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  if (!(error instanceof ApiError) || error.code === null || !error.field) return {};
  const field = fields.find((name) => name === error.field);
  const message = error.rule ? messageOfRule(error.rule) : undefined;
  if (field === undefined || !message) return {};
  return { [field]: fill(message.template, { ...message.params, ...error.params }) } as Partial<
    Record<F, string>
  >;
}

/** A refusal about a value (its path, e.g. "hours.wed.0.opens") with its words, or null. */
export function refusalAt(error: unknown): { field: string; words: string } | null {
  if (!(error instanceof ApiError) || error.code === null || !error.field) return null;
  const message = error.rule ? messageOfRule(error.rule) : undefined;
  if (!message) return null;
  return {
    field: error.field,
    words: fill(message.template, { ...message.params, ...error.params }),
  };
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

/** The server's words, else `fallback`. */
export function messageOr(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** True when the server answered (with an error); false for network failures and exceptions. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the request got no answer at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TypeError;
}

/** Any error's own message (server message, "API error: 500", "Network error ..."). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
