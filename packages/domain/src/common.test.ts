import { describe, expect, it } from 'vitest';
import * as messages from './common.js';
import { apiErrorMessage, fieldOfMessage, invalidFieldMessage } from './common.js';

describe('messages with a placeholder', () => {
  it('fills in the server status or message', () => {
    expect(apiErrorMessage(500)).toBe('API error: 500');
    expect(invalidFieldMessage('price', 'Too high.')).toBe('price: Too high.');
  });

  it('reads back the field an API message names, among the fields a form has', () => {
    const fields = ['phone', 'photo'] as const;
    expect(fieldOfMessage(invalidFieldMessage('photo', 'Too large.'), fields)).toEqual({
      field: 'photo',
      message: 'Too large.',
    });
    expect(fieldOfMessage(invalidFieldMessage('name', 'Required.'), fields)).toBeNull();
    expect(fieldOfMessage('Too many requests.', fields)).toBeNull();
  });
});

describe('messages of the specifications, word for word', () => {
  // Each pair is [export name, text as written in admin-area.md or public-site.md].
  const catalogue: [keyof typeof messages, string][] = [
    ['UNEXPECTED_ERROR', 'An unexpected error occurred. Please try again.'],
    ['NETWORK_ERROR', 'A network error occurred. Please try again.'],
    ['UNAUTHORIZED', 'Unauthorized'],
    ['PAGE_NOT_FOUND', 'Oops! Page not found'],
  ];

  it.each(catalogue)('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });
});
