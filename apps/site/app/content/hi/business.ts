// Hindi text of ../business.ts; only the text labels (city, hero stats, blog categories).
// Every number, time and date stays in ../business.ts (business hours are formatted with Intl).
import type { BlogCategory } from '../blog-categories';
import type { HeroStat } from '../business';

/** The one city served, as written in Hindi text. */
export const SERVICE_CITY = 'हैदराबाद';

/** The labels of HERO_STATS, in the same order. */
export const HERO_STAT_LABELS: readonly HeroStat['label'][] = [
  'चालू दुकानें',
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
