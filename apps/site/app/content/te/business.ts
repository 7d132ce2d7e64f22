// Telugu text of ../business.ts: the labels only (hours, hero stats, blog categories); every
// number, time and id stays in the English module and is read from there.
import {
  ALL_BLOG_CATEGORIES as ALL_BLOG_CATEGORIES_EN,
  BUSINESS_HOURS,
  type BlogCategory,
  type BusinessHours,
  type HeroStat,
} from '../business';

/** The one city's name in Telugu, for the other Telugu modules to interpolate. */
export const SERVICE_CITY = 'హైదరాబాద్';

/** The words of one business-hours line; the times come from the English entry. */
export type BusinessHoursText = Pick<BusinessHours, 'days' | 'hours' | 'label'>;

const CLOSED = 'సెలవు';

/** The line for BUSINESS_HOURS[index], with these day names: its hours, or "closed". */
function hoursLine(index: number, days: string): BusinessHoursText {
  const english = BUSINESS_HOURS[index];
  if (!english) throw new Error(`te/business: no business-hours line ${index}`);
  const hours = english.opens === null ? CLOSED : english.hours;
  return { days, hours, label: `${days}: ${hours}` };
}

/** In the order of BUSINESS_HOURS: Mon-Fri, Sat, Sun. */
export const BUSINESS_HOURS_TEXT: readonly BusinessHoursText[] = [
  hoursLine(0, 'సోమవారం–శుక్రవారం'),
  hoursLine(1, 'శనివారం'),
  hoursLine(2, 'ఆదివారం'),
];

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
