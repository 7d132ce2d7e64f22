// The domain's zod rules applied after the contract's checks: they trim text and add the
// rules JSON Schema cannot say (two decimals, units allowed by the packet flag...).
import { INVALID_INPUT, invalidFieldMessage } from '@kirana/domain/messages';
import { HttpError } from '../errors.js';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

interface SafeParser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: Issue[] } };
}

/** The parsed value, or a 400 naming the first wrong field with the domain's message. */
export function parseWith<T>(schema: SafeParser<T>, value: unknown, fallbackMessage?: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  const message = issue?.message ?? fallbackMessage ?? INVALID_INPUT;
  throw new HttpError(400, field ? invalidFieldMessage(field, message) : message);
}
