import * as messages from './messages';
import { describeWordForWord } from '@kirana/domain/testing/word-for-word';

describeWordForWord(messages, [['STATS_LOAD_FAILED', 'Could not load stats.']]);
