// Words for an error in the page's language, chosen by its rule (never by its English text): a
// form's rule (a domain message), an answer of the API (its rule and params) or a failed call.
// Islands import this module only; the words themselves come as props (see ./index.ts).
import { fill } from '@kirana/domain/catalogue';
import { UNEXPECTED_ERROR } from '@kirana/domain/common';
import type { Words } from './index';

/** What an error says: the catalogue's rule and the values its words name. */
export interface Problem {
  readonly rule: string | null;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * The problem an error carries: an answer's or a network failure's rule and params (the API
 * client's errors carry them); anything else is the unexpected error.
 */
export function problemOf(error: unknown): Problem {
  if (typeof error === 'object' && error !== null && 'rule' in error) {
    const { rule, params } = error as { rule: unknown; params?: unknown };
    if (typeof rule === 'string')
      return {
        rule,
        ...(typeof params === 'object' && params !== null
          ? { params: params as Record<string, string | number> }
          : {}),
      };
  }
  return { rule: UNEXPECTED_ERROR.rule };
}

/** The words of a problem in the island's language; the unexpected error's when it has none. */
export function say(words: Words, problem: Problem | null | undefined): string {
  const template =
    (problem?.rule ? words[problem.rule as keyof Words] : undefined) ??
    words[UNEXPECTED_ERROR.rule] ??
    UNEXPECTED_ERROR.text;
  // `{name}` filled in as the domain's words are (numbers with Indian digit grouping: 2,000).
  return fill(template, problem?.params);
}
