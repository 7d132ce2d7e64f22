// The validation building blocks every resource's rules use: the ValidationResult shape the
// forms read, the zod helpers for trimmed text, ids and e-mail addresses, and the parsers of
// numbers and flags typed into inputs or sent as multipart text.

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import { type Message, defineMessage, messageOfRule } from './catalogue.js';
import {
  EMAIL_INVALID,
  EMAIL_TOO_LONG,
  INVALID_INPUT,
  MAX_EMAIL_LENGTH,
  MAX_IDS_PER_REQUEST,
  MAX_ID_LENGTH,
  TEXT_BROKEN_CHARACTER,
  TEXT_INVISIBLE_ONLY,
} from './common.js';
import * as zm from 'zod/mini';

const ID_REQUIRED = defineMessage('common.idRequired', 'An id is required.');
const ID_TOO_LONG = defineMessage('common.idTooLong', 'An id is at most {max} characters.', {
  max: MAX_ID_LENGTH,
});
const TOO_MANY_IDS = defineMessage(
  'common.tooManyIds',
  'At most {max} items can be changed at once.',
  { max: MAX_IDS_PER_REQUEST },
);

export type FieldErrors<F extends string> = Partial<Record<F, Message>>;

export type ValidationResult<T, F extends string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: FieldErrors<F>; readonly message: Message };

/** The message of a zod issue (its text is a rule's key); an unknown one is "Invalid input." */
export function messageOf(issue: { message: string }): Message {
  return messageOfRule(issue.message) ?? INVALID_INPUT;
}

/**
 * One message per field from a zod error: the first issue of each top-level field wins. Issues
 * on the object itself are keyed `form`.
 */
/** What a zod parse answers, from its full API or from zod/mini. */
type ParseResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };

export function fieldErrors(error: {
  issues: readonly { path: PropertyKey[]; message: string }[];
}): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form';
    errors[key] ??= messageOf(issue);
  }
  return errors;
}

export function toResult<T, F extends string>(
  result: ParseResult<T>,
  formMessage?: Message,
): ValidationResult<T, F> {
  if (result.success) return { ok: true, value: result.data };
  const first = result.error.issues[0];
  return {
    ok: false,
    errors: fieldErrors(result.error) as FieldErrors<F>,
    message: formMessage ?? (first ? messageOf(first) : INVALID_INPUT),
  };
}

/**
 * Characters that draw nothing: white space, zero-width spaces and joiners, direction marks, the
 * byte-order mark, soft hyphens, Hangul fillers, variation selectors and tags. Joiners shape
 * Telugu and Devanagari conjuncts, so they are allowed beside letters, never alone.
 */
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe0fff],
];
const drawsNothing = (character: string) => {
  const point = character.codePointAt(0) ?? 0;
  return /\s/.test(character) || INVISIBLE.some(([from, to]) => point >= from && point <= to);
};
/** With the u flag, a surrogate range matches only a half without its other half. */
const UNPAIRED_SURROGATE = /[\uD800-\uDFFF]/u;

/** Whether a person can read anything in `text` (it has a character that draws something). */
export const hasVisibleText = (text: string) =>
  [...text].some((character) => !drawsNothing(character));
/** Whether `text` has half of a character (a cut emoji), which no database keeps as typed. */
export const hasBrokenCharacter = (text: string) => UNPAIRED_SURROGATE.test(text);

/**
 * Text that must be non-blank after trimming and at most `max` characters; answers it trimmed.
 * Text of invisible characters only, or with half of a character, is refused with its own words.
 * Built with zod/mini (as are ids and e-mail addresses), which any zod schema takes as a field:
 * a form whose rules need nothing else stays small in the browser.
 */
export function requiredText(requiredMessage: Message, max: number, tooLongMessage: Message) {
  return zm.string(requiredMessage.rule).check(
    zm.trim(),
    zm.minLength(1, requiredMessage.rule),
    zm.maxLength(max, tooLongMessage.rule),
    zm.refine((text) => !hasBrokenCharacter(text), TEXT_BROKEN_CHARACTER.rule),
    zm.refine(hasVisibleText, TEXT_INVISIBLE_ONLY.rule),
  );
}

/** An id (branch, category, product): non-blank after trimming, bounded. */
const idSchema = requiredText(ID_REQUIRED, MAX_ID_LENGTH, ID_TOO_LONG);

/** A non-empty list of ids, duplicates dropped, at most MAX_IDS_PER_REQUEST. */
export function idListSchema(emptyMessage: Message) {
  return zm.pipe(
    zm
      .array(idSchema, emptyMessage.rule)
      .check(
        zm.minLength(1, emptyMessage.rule),
        zm.maxLength(MAX_IDS_PER_REQUEST, TOO_MANY_IDS.rule),
      ),
    zm.transform((ids: string[]) => [...new Set(ids)]),
  );
}

/** An e-mail address: trimmed (and lower-cased if asked), well formed, bounded. */
export function emailSchema(requiredMessage: Message, { lowerCase = false } = {}) {
  const text = zm
    .string(requiredMessage.rule)
    .check(
      zm.trim(),
      ...(lowerCase ? [zm.toLowerCase()] : []),
      zm.minLength(1, requiredMessage.rule),
      zm.maxLength(MAX_EMAIL_LENGTH, EMAIL_TOO_LONG.rule),
    );
  return zm.pipe(text, zm.email(EMAIL_INVALID.rule));
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
