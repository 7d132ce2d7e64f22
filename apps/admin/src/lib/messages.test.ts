import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { describeWordForWord } from '@kirana/domain/testing/word-for-word';

describeWordForWord(messages, [
  ['UNKNOWN_ERROR', 'An unknown error occurred.'],
  ['PRODUCT_UPDATE_FAILED', 'Failed to update product.'],
  ['LOADING_PRODUCTS', 'Loading products...'],
  ['CREATING', 'Creating...'],
  ['SAVING', 'Saving...'],
]);

describe('waiting', () => {
  const submitted = '2026-11-20T10:00:00.000Z';

  it('says how long a store has waited', () => {
    expect(messages.waitingLabel(submitted, new Date('2026-11-20T10:12:00Z'))).toEqual(
      'Waiting 12 minutes',
    );
    expect(messages.waitingLabel(submitted, new Date('2026-11-20T11:00:00Z'))).toEqual(
      'Waiting 1 hour',
    );
    expect(messages.waitingLabel(submitted, new Date('2026-11-23T12:00:00Z'))).toEqual(
      'Waiting 3 days',
    );
  });
});
