// Numbers, dates, times and day ranges for each language, with Intl. English keeps the exact
// forms public-site.md shows where Intl's en-IN differs (policy date "21-04-2025", hero "₹100K+").
import { groupDigits } from '@kirana/domain/catalogue';
import { dayWords } from '@kirana/domain/date-words';
import { INTL_LOCALE, type Locale } from './locales';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/**
 * 2,000 / 2,000 with the language's grouping (Indian lakh grouping and Latin digits for all
 * three). A whole number is grouped without Intl: the blog list writes its count as it wakes, and
 * a phone's first Intl call stalls it for tens of milliseconds while ICU loads its data.
 */
export function formatNumber(locale: Locale, value: number): string {
  if (Number.isSafeInteger(value)) return groupDigits(value);
  return cached(`n:${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale])).format(value);
}

/** Rupees, e.g. ₹1,00,000. `compact` gives ₹1 लाख / ₹100వే. */
export function formatRupees(locale: Locale, amount: number, compact = false): string {
  return cached(
    `r:${locale}:${compact}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[locale], {
        style: 'currency',
        currency: 'INR',
        maximumFractionDigits: compact ? 0 : 2,
        ...(compact ? { notation: 'compact' as const } : {}),
      }),
  ).format(amount);
}

/** A calendar date (ISO yyyy-mm-dd) written out: "6 May 2025", "6 మే 2025", "6 मई 2025". */
export function formatDate(locale: Locale, isoDate: string): string {
  if (locale !== 'en') return dayWords(locale, isoDate, { year: true });
  return cached(
    `d:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A 24-hour time "HH:MM" as the language writes it, without a leading zero: 9:00, 18:00. */
export function formatTime(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const format = cached(
    `t:${locale}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }),
  );
  return format
    .formatToParts(new Date(Date.UTC(2024, 0, 1, hours, minutes)))
    .map((part) => (part.type === 'hour' ? part.value.replace(/^0(?=\d)/, '') : part.value))
    .join('');
}

/** A weekday's short name (0 = Sunday): Mon, సోమ, सोम. */
export function formatWeekday(locale: Locale, weekday: number): string {
  const format = cached(
    `w:${locale}`,
    () => new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'short', timeZone: 'UTC' }),
  );
  // 2024-01-07 was a Sunday.
  return format.format(new Date(Date.UTC(2024, 0, 7 + weekday)));
}

// The two helpers islands need on their own, kept apart so they do not bring the rest.
export { fill, pluralOf } from './fill';

/** A range of days' numbers as the language writes them: 3-5 in English, 3–5 otherwise. */
export function formatDayRange(locale: Locale, range: { min: number; max: number }): string {
  const dash = locale === 'en' ? '-' : '–';
  return `${formatNumber(locale, range.min)}${dash}${formatNumber(locale, range.max)}`;
}
