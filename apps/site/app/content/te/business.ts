// Telugu text of ../business.ts: the labels only (city, hero stats, blog categories); every
// number, time and id stays in the English module (business hours are formatted with Intl).
import {
  ALL_BLOG_CATEGORIES as ALL_BLOG_CATEGORIES_EN,
  type BlogCategory,
} from '../blog-categories';
import type { HeroStat } from '../business';

/** The one city's name in Telugu, for the other Telugu modules to interpolate. */
export const SERVICE_CITY = 'హైదరాబాద్';

/** The labels under the hero figures, in the order of HERO_STATS. */
export const HERO_STAT_LABELS: readonly HeroStat['label'][] = [
  'యాక్టివ్ దుకాణాలు',
  'సంతోషంగా ఉన్న కస్టమర్లు',
  'నెలవారీ మొత్తం అమ్మకాలు',
];

/** The category filter's "everything" choice. */
export const ALL_BLOG_CATEGORIES = 'అన్ని విభాగాలు';

/** Each blog category's Telugu name, keyed by its English value. */
export const BLOG_CATEGORY_LABELS: Readonly<Record<BlogCategory, string>> = {
  [ALL_BLOG_CATEGORIES_EN]: ALL_BLOG_CATEGORIES,
  'Digital Transformation': 'డిజిటల్ మార్పు',
  Community: 'మన సమాజం',
  'Industry Trends': 'రంగంలో కొత్త పోకడలు',
  'Success Stories': 'విజయ గాథలు',
  'Business Strategy': 'వ్యాపార వ్యూహం',
};
