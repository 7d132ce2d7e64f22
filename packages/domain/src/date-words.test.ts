// Dates and times as a Telugu or Hindi sentence says them, and each message that takes one.
import { describe, expect, it } from 'vitest';
import { clockWords, dayWords, dueWords, momentWords, spanWords, timeWords } from './date-words.js';
import { notificationText } from './notifications.js';

/** Thursday 5 March 2026 in India: 7:00 morning, 3:10 afternoon, 6:30 evening, 9:30 night. */
const MORNING = '2026-03-05T01:30:00Z';
const AFTERNOON = '2026-03-05T09:40:00Z';
const EVENING = '2026-03-05T13:00:00Z';
const NIGHT = '2026-03-05T16:00:00Z';

describe('timeWords', () => {
  it('says the part of the day before a 12-hour time, with the sentence’s own "at"', () => {
    expect(timeWords('te', 7, 0, 'at')).toBe('ఉదయం 7 గంటలకు');
    expect(timeWords('te', 21, 30, 'at')).toBe('రాత్రి 9:30కి');
    expect(timeWords('te', 15, 10, 'by')).toBe('మధ్యాహ్నం 3:10 లోపు');
    expect(timeWords('te', 18, 0, 'until')).toBe('సాయంత్రం 6 గంటల వరకు');
    expect(timeWords('te', 0, 0, 'at')).toBe('రాత్రి 12 గంటలకు');
    expect(timeWords('hi', 7, 0, 'at')).toBe('सुबह 7 बजे');
    expect(timeWords('hi', 21, 30, 'at')).toBe('रात 9:30 बजे');
    expect(timeWords('hi', 12, 5, 'until')).toBe('दोपहर 12:05 बजे तक');
    expect(timeWords('hi', 17, 0, 'from')).toBe('शाम 5 बजे से');
    expect(timeWords('en', 7, 0, 'at')).toBe('7 am');
    expect(timeWords('en', 21, 30, 'at')).toBe('9:30 pm');
    expect(clockWords('hi', '02:15', 'at')).toBe('रात 2:15 बजे');
  });

  it('writes opening hours as a span', () => {
    expect(spanWords('te', '09:00', '18:00')).toBe('ఉదయం 9 – సాయంత్రం 6');
    expect(spanWords('hi', '09:30', '21:00')).toBe('सुबह 9:30 – रात 9');
  });
});

describe('dayWords and momentWords', () => {
  it('write the date without the year inside a sentence about the next few days', () => {
    expect(dayWords('te', '2026-03-05', { weekday: true })).toBe('గురువారం, 5 మార్చి');
    expect(dayWords('hi', '2026-11-05', { year: true })).toBe('5 नवंबर 2026');
    expect(momentWords('te', AFTERNOON, 'by')).toBe('గురువారం, 5 మార్చి, మధ్యాహ్నం 3:10 లోపు');
    expect(momentWords('hi', AFTERNOON, 'by')).toBe('गुरुवार, 5 मार्च, दोपहर 3:10 बजे तक');
  });

  it("keeps English as it was, in India's time", () => {
    expect(momentWords('en', '2026-03-04T21:40:00Z', 'by')).toMatch(
      /^Thursday, 5 March 2026 at 3:10\sam$/,
    );
  });
});

describe('the messages that take a date', () => {
  const received = (language: 'te' | 'hi', dueAt: string) =>
    notificationText('store_received', { name: 'Lakshmi Stores', dueAt, link: 'L' }, language);

  it('store_received in Telugu, morning to night', () => {
    const te = (when: string) =>
      `Kirana: Lakshmi Stores నమోదు మాకు అందింది. మా టీమ్ పరిశీలించి గురువారం, 5 మార్చి, ${when} జవాబిస్తుంది. స్థితి ఇక్కడ చూడండి: L`;
    expect(received('te', MORNING)).toBe(te('ఉదయం 7 గంటల లోపు'));
    expect(received('te', AFTERNOON)).toBe(te('మధ్యాహ్నం 3:10 లోపు'));
    expect(received('te', EVENING)).toBe(te('సాయంత్రం 6:30 లోపు'));
    expect(received('te', NIGHT)).toBe(te('రాత్రి 9:30 లోపు'));
  });

  it('store_received in Hindi, morning to night', () => {
    const hi = (when: string) =>
      `Kirana: Lakshmi Stores का रजिस्ट्रेशन हमें मिल गया है। हमारी टीम जाँच करके गुरुवार, 5 मार्च, ${when} तक जवाब देगी। स्थिति यहाँ देखें: L`;
    expect(received('hi', MORNING)).toBe(hi('सुबह 7 बजे'));
    expect(received('hi', AFTERNOON)).toBe(hi('दोपहर 3:10 बजे'));
    expect(received('hi', EVENING)).toBe(hi('शाम 6:30 बजे'));
    expect(received('hi', NIGHT)).toBe(hi('रात 9:30 बजे'));
  });
});

describe('dueWords', () => {
  const now = new Date('2026-03-05T10:00:00.000Z');
  it('says how long is left before a due moment, in the largest whole unit', () => {
    expect(dueWords('2026-03-08T11:00:00.000Z', now)).toBe('due in 3 days');
    expect(dueWords('2026-03-06T09:59:00.000Z', now)).toBe('due in 23 hours');
    expect(dueWords('2026-03-05T11:00:00.000Z', now)).toBe('due in 1 hour');
    expect(dueWords('2026-03-05T10:12:30.000Z', now)).toBe('due in 12 minutes');
  });
  it('says how long a due moment is past', () => {
    expect(dueWords('2026-03-04T10:00:00.000Z', now)).toBe('overdue by 1 day');
    expect(dueWords('2026-03-05T07:30:00.000Z', now)).toBe('overdue by 2 hours');
    expect(dueWords('2026-03-05T09:59:00.000Z', now)).toBe('overdue by 1 minute');
  });
});
