import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { REMEMBER_ME_LABEL } from './messages';

describe('messages built from constants', () => {
  it('reads as the specification and the bounds say', () => {
    expect(REMEMBER_ME_LABEL).toBe('Remember me for 30 days');
  });
});

describe('messages of the specifications, word for word', () => {
  // Each pair is [export name, text as written in admin-area.md or public-site.md].
  const catalogue: [keyof typeof messages, string][] = [
    ['LOGIN_FAILED', 'Login failed. Please check your credentials.'],
    ['ADMIN_DATA_LOAD_FAILED', 'Failed to load admin data. Please try logging in again.'],
  ];

  it.each(catalogue)('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });
});
