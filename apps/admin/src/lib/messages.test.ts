import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('messages of the specifications, word for word', () => {
  // Each pair is [export name, text as written in admin-area.md or public-site.md].
  const catalogue: [keyof typeof messages, string][] = [
    ['UNKNOWN_ERROR', 'An unknown error occurred.'],
    ['PRODUCT_UPDATE_FAILED', 'Failed to update product.'],
    ['LOADING_PRODUCTS', 'Loading products...'],
    ['CREATING', 'Creating...'],
    ['SAVING', 'Saving...'],
  ];

  it.each(catalogue)('%s', (name, text) => {
    expect(messages[name]).toBe(text);
  });
});
