// Moments in India's time, in each language.
import { describe, expect, it } from 'vitest';
import { notificationText } from '@kirana/domain/notifications';
import { formatDay, formatDueAt } from './date-time';

describe('formatDueAt', () => {
  it("writes the moment in India's time, whatever the machine's zone", () => {
    // 21:40 UTC is 03:10 the next morning in India.
    expect(formatDueAt('en', '2026-03-04T21:40:00Z')).toMatch(
      /^Thursday, 5 March 2026 at 3:10\sam$/,
    );
  });

  it('writes it in Telugu and Hindi words', () => {
    expect(formatDueAt('te', '2026-03-04T21:40:00Z')).toContain('మార్చి');
    expect(formatDueAt('hi', '2026-03-04T21:40:00Z')).toContain('मार्च');
  });
});

describe('formatDay', () => {
  it("gives India's calendar day", () => {
    expect(formatDay('en', '2026-03-04T21:40:00Z')).toBe('5 March 2026');
    expect(formatDay('hi', '2026-11-04T21:40:00Z')).toBe('5 नवंबर 2026');
  });
});

describe('one date-and-time format per language', () => {
  it.each(['te', 'hi'] as const)(
    'in %s, the status page writes the due moment as the message to the phone does',
    (language) => {
      const dueAt = '2026-11-27T09:40:00Z';
      const message = notificationText(
        'store_received',
        { name: 'Sri Lakshmi Kirana', dueAt, link: 'https://kirana.example/store-status' },
        language,
      );
      expect(message).toContain(formatDueAt(language, dueAt));
    },
  );
});
