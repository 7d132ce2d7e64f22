import { describe, expect, it } from 'vitest';
import * as messages from './common.js';
import { apiErrorMessage, answerText, invalidFieldMessage, NOT_A_UUID } from './common.js';
import { describeWordForWord } from './testing/word-for-word.js';

describe('messages with a placeholder', () => {
  it('fills in the server status', () => {
    expect(apiErrorMessage(500)).toEqual('API error: 500');
  });

  it("writes a field's message after the field, and keeps the field apart", () => {
    const message = invalidFieldMessage('branchId', NOT_A_UUID);
    expect(message).toMatchObject({ field: 'branchId', rule: 'request.notAUuid' });
    expect(answerText(message)).toEqual('branchId: must be a valid id (UUID).');
    expect(answerText(NOT_A_UUID)).toEqual('must be a valid id (UUID).');
  });
});

describeWordForWord(messages, [
  ['UNEXPECTED_ERROR', 'An unexpected error occurred. Please try again.'],
  ['NETWORK_ERROR', 'A network error occurred. Please try again.'],
  ['UNAUTHORIZED', 'Unauthorized'],
  ['PAGE_NOT_FOUND', 'Oops! Page not found'],
]);
