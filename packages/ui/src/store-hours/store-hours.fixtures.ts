// The English words the hours fields are drawn with in the stories and the tests (the days'
// names are the domain's).
import { WEEKDAY_NAMES } from '@kirana/domain/store-hours';
import type { ClosureWords, WeekHoursWords } from './store-hours';

export const weekWords: WeekHoursWords = {
  days: WEEKDAY_NAMES,
  opens: 'Opens',
  closes: 'Closes',
  addSpan: 'Add hours',
  removeSpan: 'Remove',
  closedAllDay: 'Closed',
  copyMonday: "Use Monday's hours every day",
};

export const closureWords: ClosureWords = {
  closed: 'Temporarily closed',
  until: 'Closed until',
  note: 'Note for customers',
};
