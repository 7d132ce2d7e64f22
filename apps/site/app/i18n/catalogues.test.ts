// Every translation is complete: each language's UI catalogue and each of its content modules has
// the English one's shape, key for key (same keys, same array lengths, no empty string). A
// missing translation fails here, in the test command.
import { describe, expect, it } from 'vitest';
import * as aboutEn from '../content/about';
import { BLOG_CATEGORIES } from '../content/blog-categories';
import { HERO_STATS } from '../content/business';
import { APP_LINKS, CONTACT, SOCIAL_LINKS } from '../content/company';
import * as partnersEn from '../content/delivery-partners';
import * as faqsEn from '../content/faqs';
import * as featuresEn from '../content/features';
import * as journeysEn from '../content/journeys';
import * as messagesEn from '../content/messages';
import { POLICIES } from '../content/policies';
import { POSTS } from '../content/posts';
import { TEAM } from '../content/team';
import { TESTIMONIALS } from '../content/testimonials';
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
import { en } from './messages/en';
import { hi } from './messages/hi';
import { te } from './messages/te';

/** Where `other` differs in shape from `english`: missing or extra keys, lengths, empty text. */
function shapeProblems(english: unknown, other: unknown, path = '$'): string[] {
  if (typeof english === 'string') {
    if (typeof other !== 'string') return [`${path}: expected text, got ${typeof other}`];
    return other.trim() === '' ? [`${path}: empty text`] : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [`${path}: expected a list`];
    if (other.length !== english.length) {
      return [`${path}: ${other.length} items, English has ${english.length}`];
    }
    return english.flatMap((item, index) => shapeProblems(item, other[index], `${path}[${index}]`));
  }
  if (english !== null && typeof english === 'object') {
    if (other === null || typeof other !== 'object' || Array.isArray(other)) {
      return [`${path}: expected an object`];
    }
    const a = english as Record<string, unknown>;
    const b = other as Record<string, unknown>;
    return [
      ...Object.keys(a)
        .filter((key) => !(key in b))
        .map((key) => `${path}.${key}: missing`),
      ...Object.keys(b)
        .filter((key) => !(key in a))
        .map((key) => `${path}.${key}: not in English`),
      ...Object.keys(a)
        .filter((key) => key in b)
        .flatMap((key) => shapeProblems(a[key], b[key], `${path}.${key}`)),
    ];
  }
  return typeof english === typeof other ? [] : [`${path}: expected ${typeof english}`];
}

const pick = <T extends object, K extends keyof T>(object: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;

/** The English words each language translates, in the shape its modules give them. */
const ENGLISH_TEXT = {
  about: aboutEn,
  'delivery-partners': partnersEn,
  faqs: faqsEn,
  features: featuresEn,
  journeys: journeysEn,
  messages: messagesEn,
  business: {
    HERO_STAT_LABELS: HERO_STATS.map((stat) => stat.label),
    BLOG_CATEGORY_LABELS: Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, c])),
  },
  company: {
    ADDRESS_LINES: CONTACT.addressLines,
    APP_LINK_LABELS: { customer: APP_LINKS.customer.label, partner: APP_LINKS.partner.label },
    SOCIAL_LINK_LABELS: SOCIAL_LINKS.map((link) => link.label),
  },
  posts: {
    POST_TEXT: Object.fromEntries(
      POSTS.map((post) => [
        post.id,
        pick(post, ['title', 'excerpt', 'imageAlt', 'tags', 'sections']),
      ]),
    ),
  },
  team: { TEAM_TEXT: TEAM.map((member) => pick(member, ['name', 'role', 'bio'])) },
  testimonials: {
    TESTIMONIAL_TEXT: TESTIMONIALS.map((t) => pick(t, ['quote', 'name', 'place'])),
    TESTIMONIAL_ROLE_LABELS: { Customer: 'Customer', 'Store Owner': 'Store Owner' },
  },
};

/** A module's data exports (types have none at run time; helpers are not text). */
const dataOf = (module: object) =>
  Object.fromEntries(Object.entries(module).filter(([, value]) => typeof value !== 'function'));

const LANGUAGES = {
  te: {
    catalogue: te,
    modules: {
      about: teAbout,
      'delivery-partners': tePartners,
      faqs: teFaqs,
      features: teFeatures,
      journeys: teJourneys,
      messages: teMessages,
      business: teBusiness,
      company: teCompany,
      posts: tePosts,
      team: teTeam,
      testimonials: teTestimonials,
    },
    policies: tePolicies.POLICY_TEXT,
  },
  hi: {
    catalogue: hi,
    modules: {
      about: hiAbout,
      'delivery-partners': hiPartners,
      faqs: hiFaqs,
      features: hiFeatures,
      journeys: hiJourneys,
      messages: hiMessages,
      business: hiBusiness,
      company: hiCompany,
      posts: hiPosts,
      team: hiTeam,
      testimonials: hiTestimonials,
    },
    policies: hiPolicies.POLICY_TEXT,
  },
};

/** Exports a language module has beyond the English text shape (its own words for the city …). */
const EXTRA_EXPORTS: Partial<Record<keyof typeof ENGLISH_TEXT, string[]>> = {
  business: ['SERVICE_CITY', 'ALL_BLOG_CATEGORIES'],
  company: ['TAGLINE'],
};

describe('the shape check', () => {
  it('finds a missing key, a short list, an empty text and an extra key', () => {
    const { nav: _nav, ...withoutNav } = te;
    expect(shapeProblems(en, withoutNav)).toEqual(['$.nav: missing']);
    expect(shapeProblems({ a: ['x', 'y'] }, { a: ['x'] })).toEqual(['$.a: 1 items, English has 2']);
    expect(shapeProblems({ a: 'x' }, { a: ' ' })).toEqual(['$.a: empty text']);
    expect(shapeProblems({ a: 'x' }, { a: 'y', b: 'z' })).toEqual(['$.b: not in English']);
  });
});

describe.each(Object.entries(LANGUAGES))('%s', (_locale, language) => {
  it('has every UI string of the English catalogue', () => {
    expect(shapeProblems(en, language.catalogue)).toEqual([]);
  });

  it.each(Object.keys(ENGLISH_TEXT) as (keyof typeof ENGLISH_TEXT)[])(
    'content/%s has the English text, item for item',
    (name) => {
      const extras = EXTRA_EXPORTS[name] ?? [];
      const module = dataOf(language.modules[name]);
      for (const extra of extras) {
        expect(module[extra], extra).toEqual(expect.stringMatching(/\S/));
      }
      const text = Object.fromEntries(
        Object.entries(module).filter(([key]) => !extras.includes(key)),
      );
      expect(shapeProblems(dataOf(ENGLISH_TEXT[name]), text)).toEqual([]);
    },
  );

  it('content/policies has every policy, its words in the English shape after a first notice', () => {
    for (const key of Object.keys(POLICIES) as (keyof typeof POLICIES)[]) {
      const { path: _path, ...english } = POLICIES[key];
      const text = language.policies[key];
      const [notice, ...intro] = text.intro;
      expect(notice, key).toMatch(/\S/);
      expect(shapeProblems(english, { ...text, intro }, key)).toEqual([]);
    }
  });
});

describe('te and hi', () => {
  it('export the same names from every content module', () => {
    for (const name of Object.keys(ENGLISH_TEXT) as (keyof typeof ENGLISH_TEXT)[]) {
      expect(Object.keys(LANGUAGES.te.modules[name]).sort(), name).toEqual(
        Object.keys(LANGUAGES.hi.modules[name]).sort(),
      );
    }
  });
});
