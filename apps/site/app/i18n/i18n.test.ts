import { describe, expect, it } from 'vitest';
import { BUSINESS_HOURS, POLICY_EFFECTIVE_DATE } from '../content/business';
import { POLICIES } from '../content/policies';
import { POSTS } from '../content/posts';
import { POST_TEXT } from '../content/te/posts';
import { businessHours, contentFor, findLocalPost } from './content';
import { fill, formatDate, formatDayRange, formatTime, pluralOf } from './format';
import { localeOfPath, localePath, switchLocalePath, unlocalisedPath } from './locales';

describe('language URLs', () => {
  it('reads the language of a path from its first segment', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/faqs')).toBe('en');
    expect(localeOfPath('/te')).toBe('te');
    expect(localeOfPath('/te/')).toBe('te');
    expect(localeOfPath('/hi/blog/3')).toBe('hi');
    expect(localeOfPath('/tea')).toBe('en');
    expect(localeOfPath('/en/faqs')).toBe('en');
  });

  it('writes an English path in each language, anchors kept', () => {
    expect(localePath('en', '/faqs')).toBe('/faqs');
    expect(localePath('te', '/faqs')).toBe('/te/faqs');
    expect(localePath('hi', '/')).toBe('/hi/');
    expect(localePath('te', '/#download')).toBe('/te/#download');
    expect(() => localePath('te', 'faqs')).toThrow();
  });

  it('switches a page to another language and back', () => {
    expect(unlocalisedPath('/te/faqs')).toBe('/faqs');
    expect(unlocalisedPath('/hi')).toBe('/');
    expect(switchLocalePath('/te/faqs', 'hi')).toBe('/hi/faqs');
    expect(switchLocalePath('/hi/faqs', 'en')).toBe('/faqs');
    expect(switchLocalePath('/', 'te')).toBe('/te/');
    expect(switchLocalePath('/blog/2', 'hi')).toBe('/hi/blog/2');
  });
});

describe('Intl formatting', () => {
  it('keeps the English business hours exactly as the specification writes them', () => {
    expect(businessHours('en').map((line) => line.label)).toEqual(
      BUSINESS_HOURS.map((line) => line.label),
    );
  });

  it('writes the hours in Telugu and Hindi from the same times', () => {
    expect(businessHours('te').map((line) => line.label)).toEqual([
      'సోమ–శుక్ర: ఉదయం 9 – సాయంత్రం 6',
      'శని: ఉదయం 10 – సాయంత్రం 4',
      'ఆది: సెలవు',
    ]);
    expect(businessHours('hi')[2]?.label).toBe('रवि: बंद');
    expect(formatTime('hi', '09:30')).toBe('9:30');
  });

  it('writes dates, day ranges and counts for each language', () => {
    expect(formatDate('en', '2025-06-24')).toBe('24 June 2025');
    expect(formatDate('hi', '2025-04-21')).toBe('21 अप्रैल 2025');
    expect(formatDate('te', '2025-04-21')).toMatch(/ఏప్రిల్/);
    expect(formatDayRange('en', { min: 3, max: 5 })).toBe('3-5');
    expect(formatDayRange('te', { min: 3, max: 5 })).toBe('3–5');
    expect(pluralOf('en', 1)).toBe('one');
    expect(pluralOf('hi', 2)).toBe('other');
    expect(fill('{a} of {b}', { a: 1, b: 2 })).toBe('1 of 2');
  });
});

describe('contentFor', () => {
  it('gives English as it is, with the spec’s policy date and hero figures', () => {
    const en = contentFor('en');
    expect(en.posts.map((p) => p.title)).toEqual(POSTS.map((p) => p.title));
    expect(en.policyEffectiveDate).toBe(POLICY_EFFECTIVE_DATE);
    expect(en.heroStats.map((s) => `${s.display} ${s.label}`)).toEqual([
      '10+ Active Stores',
      '50+ Happy Customers',
      '₹100K+ Monthly Gross Sales',
    ]);
  });

  it('merges the English facts with the language’s words', () => {
    const post = findLocalPost('te', '4');
    const english = POSTS.find((p) => p.id === '4');
    expect(post?.title).toBe(POST_TEXT['4'].title);
    expect(post?.date).toBe(english?.date);
    expect(post?.image).toBe(english?.image);
    expect(post?.category).toBe(english?.category);
    expect(post?.categoryLabel).toBe('విజయ గాథలు');
    const hi = contentFor('hi');
    expect(hi.policies.terms.path).toBe(POLICIES.terms.path);
    expect(hi.policies.terms.intro[0]).toMatch(/अंग्रेज़ी पाठ ही मान्य/);
    expect(hi.policyEffectiveDate).toBe('21 अप्रैल 2025');
    expect(hi.heroStats[2]?.display).toBe('₹1\u00a0लाख+');
    expect(hi.testimonials[3]?.roleLabel).toBe('दुकानदार');
    expect(contentFor('te').team[0]?.image).toBe('/images/team/arjun-varma.svg');
  });
});
