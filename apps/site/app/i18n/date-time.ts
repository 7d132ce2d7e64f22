// Moments a store owner reads (the date an answer is due, a history entry), in India's time and
// the page's language, for the islands: the domain's one formatter (@kirana/domain/date-words),
// which says the part of the day in Telugu and Hindi and keeps English as the seeds show it. The
// build puts the words it writes into the Telugu and Hindi fonts (scripts/fonts.mjs,
// runtimeText).
import { dayWords, momentWords } from '@kirana/domain/date-words';
import type { Locale } from './locales';

/** India's one time zone: every moment the site shows is in it (DESIGN.md, wave 3). */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/**
 * When an answer is due, as it sits in "… will answer {date}": "Thursday, 5 March 2026 at 3:10
 * pm", "గురువారం, 5 మార్చి, మధ్యాహ్నం 3:10 లోపు", "गुरुवार, 5 मार्च, दोपहर 3:10 बजे तक".
 */
export function formatDueAt(locale: Locale, iso: string): string {
  return momentWords(locale, iso, 'by');
}

/** "5 March 2026" in the language, India's calendar day (the month written out). */
export function formatDay(locale: Locale, iso: string): string {
  if (locale !== 'en') {
    const day = new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);
    return dayWords(locale, day, { year: true });
  }
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * Until when something lasts, as it sits in "… until {time}": "Thursday, 5 March 2026 at 3:10
 * pm", "గురువారం, 5 మార్చి, మధ్యాహ్నం 3:10 వరకు", "गुरुवार, 5 मार्च, दोपहर 3:10 बजे तक".
 */
export function formatUntil(locale: Locale, iso: string): string {
  return momentWords(locale, iso, 'until');
}
