// The English words the hours fields are drawn with in the stories and the tests.
import type { ClosureWords, WeekHoursWords } from './store-hours';

export const weekWords: WeekHoursWords = {
  days: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
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
