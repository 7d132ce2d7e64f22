// The domain's zod rules: they trim text and add the rules JSON Schema cannot say (two
// decimals, units allowed by the packet flag...). JSON bodies get theirs when the route
// validates them (../contract/body-rules.ts); multipart fields are parsed in the handler.
import { INVALID_INPUT, NOT_A_KNOWN_FIELD, invalidFieldMessage } from '@kirana/domain/common';
import { messageOf } from '@kirana/domain/validation';
import { HttpError } from '../errors.js';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  keys?: readonly string[];
}

export interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** A 400 naming the first wrong field with the domain's message. */
export function ruleError(issues: Issue[]): HttpError {
  const issue = issues[0];
  // A field the rule does not know is named like the contract names it.
  const unknown = issue?.code === 'unrecognized_keys' ? issue.keys?.[0] : undefined;
  const field = [...(issue?.path.map(String) ?? []), ...(unknown ? [unknown] : [])].join('.');
  const message = unknown ? NOT_A_KNOWN_FIELD : issue ? messageOf(issue) : INVALID_INPUT;
  return new HttpError(400, field ? invalidFieldMessage(field, message) : message);
}

/** The parsed value, or a 400 naming the first wrong field with the domain's message. */
export function parseWith<T>(schema: SafeParser<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw ruleError(result.error.issues);
}
