import * as messages from './messages';
import { describeWordForWord } from '@kirana/domain/testing/word-for-word';

describeWordForWord(messages, [
  ['BRANCH_VERIFY_FAILED', 'Failed to verify branch. Please check the ID and try again.'],
  ['UNEXPECTED_ERROR_TRY_LATER', 'An unexpected error occurred. Please try again later.'],
]);
