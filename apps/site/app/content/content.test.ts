import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { REJECTED_DOCUMENTS_RETENTION_DAYS } from '@kirana/domain/retention';
import { NOTICE_ANCHOR } from '../components/privacy-notice/anchor';
import { CONTACT } from './company';
import { BLOG_CATEGORIES } from './blog-categories';
import { POLICIES } from './policies';
import { POSTS, filterPosts, relatedPosts } from './posts';
import { TEAM } from './team';
import { TESTIMONIALS } from './testimonials';

const text = (policy: (typeof POLICIES)[keyof typeof POLICIES]) =>
  [...policy.intro, ...policy.sections.flatMap((s) => s.blocks.flat())].join('\n');

describe('blog posts', () => {
  it('are six, with ids 1 to 6, in the dropdown categories, each category used', () => {
    expect(POSTS.map((post) => post.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    const used = new Set(POSTS.map((post) => post.category));
    expect([...used].sort()).toEqual(BLOG_CATEGORIES.slice(1).sort());
  });

  it('each have an author, a date, tags, an image and several paragraphs', () => {
    for (const post of POSTS) {
      expect(post.author).not.toBe('');
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.image).toMatch(/^\/images\/blog\/.+\.svg$/);
      expect(post.sections.flatMap((s) => s.paragraphs).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('relate to three others, same category first', () => {
    const post6 = POSTS.find((post) => post.id === '6');
    if (!post6) throw new Error('no post 6');
    const related = relatedPosts(post6);
    expect(related.map((post) => post.id)).toEqual(['1', '5', '4']);
  });

  it('filter on title and excerpt but not on the article text', () => {
    // "Tolichowki" appears in post 4's excerpt and text, "twelve feet" only in its text.
    expect(filterPosts(POSTS, 'tolichowki', 'All Categories').map((p) => p.id)).toEqual(['4']);
    expect(filterPosts(POSTS, 'twelve feet', 'All Categories')).toEqual([]);
  });
});

describe('policies', () => {
  it('both privacy policies say what the privacy notice says, from the same words (issue 40)', () => {
    for (const policy of [POLICIES.privacy, POLICIES.branchPrivacy]) {
      const section = policy.sections.at(-1);
      expect(section?.id).toBe(NOTICE_ANCHOR);
      const said = section?.blocks.flat().join('\n') ?? '';
      for (const item of [
        ...PRIVACY_NOTICE.items.storeOwner,
        ...PRIVACY_NOTICE.items.deliveryPartner,
      ])
        expect(said).toContain(item.what);
      for (const right of Object.values(PRIVACY_NOTICE.rights)) expect(said).toContain(right);
      expect(said).toContain(`within ${REJECTED_DOCUMENTS_RETENTION_DAYS} days`);
      expect(said).toContain(PRIVACY_NOTICE_VERSION);
      expect(said).toContain(CONTACT.email);
    }
  });

  it('customer privacy policy has 8 sections and lists the data collected', () => {
    const policy = POLICIES.privacy;
    // The seven of the seeds, and the privacy notice to owners and partners (issue 40).
    expect(policy.sections).toHaveLength(8);
    const collected = policy.sections[0]?.blocks.find((block) => Array.isArray(block));
    expect(collected).toEqual(
      expect.arrayContaining([
        'your name',
        'your e-mail address',
        'your delivery address',
        'your location, only with your consent, to show stores near you',
        'your communications with our support team',
      ]),
    );
    expect(text(policy)).toMatch(/phone number/);
    expect(text(policy)).toMatch(/order history/);
    expect(text(policy)).toMatch(/device and usage data/i);
  });

  it('customer terms have 11 sections with the customer rules', () => {
    const terms = text(POLICIES.terms);
    expect(POLICIES.terms.sections).toHaveLength(11);
    expect(terms).toMatch(/at least 13 years old/);
    expect(terms).toMatch(/Indian rupees only/);
    expect(terms).toMatch(/within 30 minutes/);
    expect(terms).toMatch(/within 24 hours/);
    expect(terms).toMatch(/until the delivery partner picks it up/);
    expect(terms).toMatch(/no refund is given/);
  });

  it('partner-side policies state the partner windows and the minimum age of 18', () => {
    const refunds = text(POLICIES.cancellations);
    expect(refunds).toMatch(/within 3-5 days of placing it/);
    expect(refunds).toMatch(/perishable goods cannot be cancelled/);
    expect(refunds).toMatch(/within 3-5 days of receiving them/);
    expect(refunds).toMatch(/processed within 3-5 days/);
    expect(refunds).toMatch(/within 7 working days/);
    expect(text(POLICIES.shipping)).toMatch(/within 1-2 days/);
    for (const policy of [POLICIES.branchPrivacy, POLICIES.branchTerms, POLICIES.cancellations]) {
      expect(text(policy)).toMatch(/18/);
    }
    expect(text(POLICIES.branchTerms)).toMatch(/within 7 working days/);
  });
});

describe('people', () => {
  it('testimonials come from customers and store owners, one claiming 30 percent more sales', () => {
    expect(new Set(TESTIMONIALS.map((t) => t.role))).toEqual(new Set(['Customer', 'Store Owner']));
    expect(TESTIMONIALS.some((t) => t.quote.includes('30 percent'))).toBe(true);
  });

  it('the team has the founder and CEO and the chief marketing officer', () => {
    expect(TEAM.map((member) => member.role)).toEqual(['Founder & CEO', 'Chief Marketing Officer']);
  });
});
