// The check of a messages file's copy: each message reads as the specification writes it.
import { describe, expect, it } from 'vitest';

/**
 * Checks each pair of `catalogue`, [export name, text as written in admin-area.md or
 * public-site.md]: the message `messages` exports under that name is that text, word for word.
 */
export function describeWordForWord<M extends object>(
  messages: M,
  catalogue: [keyof M & string, string][],
): void {
  describe('messages of the specifications, word for word', () => {
    it.each(catalogue)('%s', (name, text) => {
      expect(messages[name]).toBe(text);
    });
  });
}
