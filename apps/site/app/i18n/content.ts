// The site's content in a language: the English modules (app/content/*.ts) hold every fact
// (ids, images, dates, icons, links, numbers) and the English words; app/content/te and
// app/content/hi hold only words. contentFor(locale) puts the two together, so a page reads one
// object whatever its language.
import * as aboutEn from '../content/about';
import { BLOG_CATEGORIES, type BlogCategory } from '../content/blog-categories';
import {
  BUSINESS_HOURS,
  HERO_STATS,
  POLICY_EFFECTIVE_DATE,
  POLICY_EFFECTIVE_DATE_ISO,
  SERVICE_CITY,
  type HeroStat,
} from '../content/business';
import * as companyEn from '../content/company';
import type { ExternalLink } from '../content/company';
import * as partnersEn from '../content/delivery-partners';
import * as faqsEn from '../content/faqs';
import * as featuresEn from '../content/features';
import * as journeysEn from '../content/journeys';
import * as messagesEn from '../content/messages';
import { POLICIES, type Policy } from '../content/policies';
import { POSTS, type Post } from '../content/posts';
import { TEAM, type TeamMember } from '../content/team';
import { TESTIMONIALS, type Testimonial, type TestimonialRole } from '../content/testimonials';
import * as hiAbout from '../content/hi/about';
import * as hiBusiness from '../content/hi/business';
import * as hiCompany from '../content/hi/company';
import * as hiPartners from '../content/hi/delivery-partners';
import * as hiFaqs from '../content/hi/faqs';
import * as hiFeatures from '../content/hi/features';
import * as hiJourneys from '../content/hi/journeys';
import * as hiMessages from '../content/hi/messages';
import * as hiPolicies from '../content/hi/policies';
import * as hiPosts from '../content/hi/posts';
import * as hiTeam from '../content/hi/team';
import * as hiTestimonials from '../content/hi/testimonials';
import * as teAbout from '../content/te/about';
import * as teBusiness from '../content/te/business';
import * as teCompany from '../content/te/company';
import * as tePartners from '../content/te/delivery-partners';
import * as teFaqs from '../content/te/faqs';
import * as teFeatures from '../content/te/features';
import * as teJourneys from '../content/te/journeys';
import * as teMessages from '../content/te/messages';
import * as tePolicies from '../content/te/policies';
import * as tePosts from '../content/te/posts';
import * as teTeam from '../content/te/team';
import * as teTestimonials from '../content/te/testimonials';
import { formatDate, formatRupees, formatTime, formatWeekday } from './format';
import { spanWords } from '@kirana/domain/date-words';
import type { Locale } from './locales';
import { messagesFor } from './messages';

type PolicyKey = keyof typeof POLICIES;

/** A post in a language, with its category's name and its date as that language writes them. */
export type LocalPost = Post & { readonly categoryLabel: string; readonly dateText: string };
/** A testimonial in a language, with its role's name in that language. */
export type LocalTestimonial = Testimonial & { readonly roleLabel: string };

export interface HoursLine {
  /** 0 = Sunday ... 6 = Saturday, from BUSINESS_HOURS. */
  readonly weekdays: readonly number[];
  readonly days: string;
  readonly hours: string;
  readonly label: string;
}

/** Words of the modules that every language has with the English shape (te, hi, and en). */
const WORDS = {
  en: {
    ...aboutEn,
    ...partnersEn,
    ...faqsEn,
    ...featuresEn,
    ...journeysEn,
    ...messagesEn,
    SERVICE_CITY,
    TAGLINE: companyEn.TAGLINE,
  },
  te: {
    ...teAbout,
    ...tePartners,
    ...teFaqs,
    ...teFeatures,
    ...teJourneys,
    ...teMessages,
    SERVICE_CITY: teBusiness.SERVICE_CITY,
    TAGLINE: teCompany.TAGLINE,
  },
  hi: {
    ...hiAbout,
    ...hiPartners,
    ...hiFaqs,
    ...hiFeatures,
    ...hiJourneys,
    ...hiMessages,
    SERVICE_CITY: hiBusiness.SERVICE_CITY,
    TAGLINE: hiCompany.TAGLINE,
  },
} as const;

/** The text-only shapes of te and hi (the English modules are the facts). */
const TEXT = {
  te: {
    business: teBusiness,
    company: teCompany,
    posts: tePosts.POST_TEXT,
    policies: tePolicies.POLICY_TEXT,
    team: teTeam.TEAM_TEXT,
    testimonials: teTestimonials,
  },
  hi: {
    business: hiBusiness,
    company: hiCompany,
    posts: hiPosts.POST_TEXT,
    policies: hiPolicies.POLICY_TEXT,
    team: hiTeam.TEAM_TEXT,
    testimonials: hiTestimonials,
  },
} as const;

const ENGLISH_ROLES: Readonly<Record<TestimonialRole, string>> = {
  Customer: 'Customer',
  'Store Owner': 'Store Owner',
};
const ENGLISH_CATEGORIES = Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, c])) as Record<
  BlogCategory,
  string
>;

function at<T>(list: readonly T[], index: number, what: string): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No ${what} ${index} in this language`);
  return item;
}

/** Business hours in a language, formatted with Intl from BUSINESS_HOURS' weekdays and times. */
export function businessHours(locale: Locale): HoursLine[] {
  const { closed, daySeparator } = messagesFor(locale).hours;
  return BUSINESS_HOURS.map((entry) => {
    const first = formatWeekday(locale, at(entry.weekdays, 0, 'weekday'));
    const last = formatWeekday(locale, at(entry.weekdays, entry.weekdays.length - 1, 'weekday'));
    const days = first === last ? first : `${first}${daySeparator}${last}`;
    const hours =
      entry.opens && entry.closes
        ? locale === 'en'
          ? `${formatTime(locale, entry.opens)}-${formatTime(locale, entry.closes)}`
          : spanWords(locale, entry.opens, entry.closes)
        : closed;
    return { weekdays: entry.weekdays, days, hours, label: `${days}: ${hours}` };
  });
}

function heroStats(locale: Locale): HeroStat[] {
  if (locale === 'en') return [...HERO_STATS];
  const labels = TEXT[locale].business.HERO_STAT_LABELS;
  return HERO_STATS.map((stat, index) => ({
    ...stat,
    label: at(labels, index, 'hero stat label'),
    // Rupee figures in the language's own short form (₹1 लाख); counts as they are.
    display: stat.display.startsWith('₹')
      ? `${formatRupees(locale, stat.value, true)}+`
      : stat.display,
  }));
}

function posts(locale: Locale): LocalPost[] {
  const labels = locale === 'en' ? ENGLISH_CATEGORIES : TEXT[locale].business.BLOG_CATEGORY_LABELS;
  return POSTS.map((post) => ({
    ...post,
    ...(locale === 'en' ? {} : TEXT[locale].posts[post.id]),
    categoryLabel: labels[post.category],
    dateText: formatDate(locale, post.date),
  }));
}

function policies(locale: Locale): Record<PolicyKey, Policy> {
  if (locale === 'en') return POLICIES;
  const text = TEXT[locale].policies;
  const keys = Object.keys(POLICIES) as PolicyKey[];
  return Object.fromEntries(
    keys.map((key) => [key, { ...text[key], path: POLICIES[key].path }]),
  ) as Record<PolicyKey, Policy>;
}

function team(locale: Locale): TeamMember[] {
  if (locale === 'en') return [...TEAM];
  return TEAM.map((member, index) => ({
    ...member,
    ...at(TEXT[locale].team, index, 'team member'),
  }));
}

function testimonials(locale: Locale): LocalTestimonial[] {
  if (locale === 'en') return TESTIMONIALS.map((t) => ({ ...t, roleLabel: ENGLISH_ROLES[t.role] }));
  const { TESTIMONIAL_TEXT, TESTIMONIAL_ROLE_LABELS } = TEXT[locale].testimonials;
  return TESTIMONIALS.map((testimonial, index) => ({
    ...testimonial,
    ...at(TESTIMONIAL_TEXT, index, 'testimonial'),
    roleLabel: TESTIMONIAL_ROLE_LABELS[testimonial.role],
  }));
}

function links(locale: Locale) {
  const { APP_LINKS, SOCIAL_LINKS, CONTACT } = companyEn;
  if (locale === 'en') {
    return { appLinks: APP_LINKS, socialLinks: SOCIAL_LINKS, addressLines: CONTACT.addressLines };
  }
  const { APP_LINK_LABELS, SOCIAL_LINK_LABELS, ADDRESS_LINES } = TEXT[locale].company;
  const appLinks: Record<keyof typeof APP_LINKS, ExternalLink> = {
    customer: { ...APP_LINKS.customer, label: APP_LINK_LABELS.customer },
    partner: { ...APP_LINKS.partner, label: APP_LINK_LABELS.partner },
  };
  const socialLinks = SOCIAL_LINKS.map((link, index) => ({
    ...link,
    label: at(SOCIAL_LINK_LABELS, index, 'social link'),
  }));
  return { appLinks, socialLinks, addressLines: ADDRESS_LINES };
}

function build(locale: Locale) {
  const words = WORDS[locale];
  const localPosts = posts(locale);
  const localPolicies = policies(locale);
  return {
    locale,
    ...words,
    ...links(locale),
    blogCategoryLabels:
      locale === 'en' ? ENGLISH_CATEGORIES : TEXT[locale].business.BLOG_CATEGORY_LABELS,
    businessHours: businessHours(locale),
    heroStats: heroStats(locale),
    posts: localPosts,
    policies: localPolicies,
    policyList: Object.values(localPolicies),
    team: team(locale),
    testimonials: testimonials(locale),
    /** As public-site.md shows it in English (21-04-2025); written out in the others. */
    policyEffectiveDate:
      locale === 'en' ? POLICY_EFFECTIVE_DATE : formatDate(locale, POLICY_EFFECTIVE_DATE_ISO),
  };
}

export type SiteContent = ReturnType<typeof build>;

const built = new Map<Locale, SiteContent>();

/** Everything the pages show, in one language (built once per language). */
export function contentFor(locale: Locale): SiteContent {
  let content = built.get(locale);
  if (!content) {
    content = build(locale);
    built.set(locale, content);
  }
  return content;
}

/** The post with this id in a language, if there is one. */
export function findLocalPost(locale: Locale, id: string | undefined): LocalPost | undefined {
  return contentFor(locale).posts.find((post) => post.id === id);
}

/** Up to `count` other posts in a language: same category first, then the newest of the rest. */
export function relatedLocalPosts(locale: Locale, post: Post, count = 3): LocalPost[] {
  const others = contentFor(locale).posts.filter((p) => p.id !== post.id);
  const sameCategory = others.filter((p) => p.category === post.category);
  const rest = others
    .filter((p) => p.category !== post.category)
    .sort((a, b) => b.date.localeCompare(a.date));
  return [...sameCategory, ...rest].slice(0, count);
}
