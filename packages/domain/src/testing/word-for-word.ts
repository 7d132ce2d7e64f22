// The check a module's tests run over the messages the specifications word: each export named
// holds the words as admin-area.md or public-site.md write them. Tests only: not built, and
// exported as source (`@kirana/domain/testing/word-for-word`) for the apps' messages tests.
import { describe, expect, it } from 'vitest';

/** `catalogue`: pairs of [export name, text as written in admin-area.md or public-site.md]. */
export function describeWordForWord<M extends object>(
  messages: M,
  catalogue: [keyof M & string, string][],
): void {
  describe('messages of the specifications, word for word', () => {
    it.each(catalogue)('%s', (name, text) => {
      expect(messages[name]).toEqual(text);
    });
  });
}
