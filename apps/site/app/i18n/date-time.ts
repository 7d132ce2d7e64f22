// Moments a store owner reads (the date an answer is due, a history entry), in India's time and
// the page's language, for the islands: only Intl, none of ./format.ts's other helpers. The
// build puts the words these formats write into the Telugu and Hindi fonts
// (scripts/fonts.mjs, runtimeText): keep the two in step.
import { INTL_LOCALE, type Locale } from './locales';

/** India's one time zone: every moment the site shows is in it (DESIGN.md, wave 3). */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/** "Thursday, 5 March 2026 at 3:10 pm" in the language, India's time. */
export function formatDueAt(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * "5 March 2026" in the language, India's calendar day (the month written out: Hindi's short
 * months take an abbreviation sign, ॰, that is hard to read and not in the site's font).
 */
export function formatDay(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SITE_TIME_ZONE,
  }).format(new Date(iso));
}
