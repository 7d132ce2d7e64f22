import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('messages of the specifications, word for word', () => {
  // Each pair is [export name, text as written in admin-area.md or public-site.md].
  const catalogue: [keyof typeof messages, string][] = [
    ['BRANCH_VERIFY_FAILED', 'Failed to verify branch. Please check the ID and try again.'],
    ['UNEXPECTED_ERROR_TRY_LATER', 'An unexpected error occurred. Please try again later.'],
  ];

  it.each(catalogue)('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });
});
