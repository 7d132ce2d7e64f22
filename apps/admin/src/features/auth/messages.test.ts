import { describe, expect, it } from 'vitest';
import * as messages from './messages';
import { describeWordForWord } from '@kirana/domain/testing/word-for-word';
import { REMEMBER_ME_LABEL } from './messages';

describe('messages built from constants', () => {
  it('reads as the specification and the bounds say', () => {
    expect(REMEMBER_ME_LABEL).toBe('Remember me for 30 days');
  });
});

describeWordForWord(messages, [
  ['LOGIN_FAILED', 'Login failed. Please check your credentials.'],
  ['ADMIN_DATA_LOAD_FAILED', 'Failed to load admin data. Please try logging in again.'],
]);
