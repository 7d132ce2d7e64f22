import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('messages of the specifications, word for word', () => {
  // Each pair is [export name, text as written in admin-area.md or public-site.md].
  const catalogue: [keyof typeof messages, string][] = [
    ['COMING_SOON_IN_YOUR_LOCATION', 'We are coming soon in your location'],
    ['NO_RESULTS_FOUND', 'No Results Found'],
  ];

  it.each(catalogue)('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });
});
