import { describeWordForWord } from '@kirana/domain/testing/word-for-word';
import * as messages from './messages';

describeWordForWord(messages, [
  ['COMING_SOON_IN_YOUR_LOCATION', 'We are coming soon in your location'],
  ['NO_RESULTS_FOUND', 'No Results Found'],
]);
