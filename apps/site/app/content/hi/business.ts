// Hindi text of ../business.ts; only the text labels (hours, hero stats, blog categories, city).
// Every number, time and date stays in ../business.ts and is imported from there.
import { BUSINESS_HOURS, type BlogCategory, type BusinessHours, type HeroStat } from '../business';

/** The one city served, as written in Hindi text. */
export const SERVICE_CITY = 'हैदराबाद';

/** The text of one BUSINESS_HOURS entry: days, hours ("बंद" when closed) and the whole line. */
export type BusinessHoursText = Pick<BusinessHours, 'days' | 'hours' | 'label'>;

/** The days of each BUSINESS_HOURS entry, in the same order. */
const DAYS: readonly BusinessHours['days'][] = ['सोम-शुक्र', 'शनि', 'रवि'];
const CLOSED = 'बंद';

/** BUSINESS_HOURS in Hindi, entry by entry; the times are the English entry's. */
export const BUSINESS_HOURS_TEXT: readonly BusinessHoursText[] = BUSINESS_HOURS.map(
  (entry, index) => {
    const days = DAYS[index];
    if (days === undefined || DAYS.length !== BUSINESS_HOURS.length) {
      throw new Error('hi/business: DAYS must match BUSINESS_HOURS entry by entry');
    }
    const hours = entry.opens === null ? CLOSED : entry.hours;
    return { days, hours, label: `${days}: ${hours}` };
  },
);

/** The labels of HERO_STATS, in the same order. */
export const HERO_STAT_LABELS: readonly HeroStat['label'][] = [
  'सक्रिय स्टोर',
  'खुश ग्राहक',
  'हर महीने की कुल बिक्री',
];

/** The category filter's "everything" choice. */
export const ALL_BLOG_CATEGORIES = 'सभी श्रेणियाँ';

/** The blog categories in Hindi, keyed by their English values. */
export const BLOG_CATEGORY_LABELS: Readonly<Record<BlogCategory, string>> = {
  'All Categories': ALL_BLOG_CATEGORIES,
  'Digital Transformation': 'डिजिटल बदलाव',
  Community: 'समुदाय',
  'Industry Trends': 'इंडस्ट्री के रुझान',
  'Success Stories': 'कामयाबी की कहानियाँ',
  'Business Strategy': 'कारोबार की रणनीति',
};
