import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from './blog-categories';
import { BUSINESS_HOURS, HERO_STATS } from './business';
import { BUSINESS_HOURS_LINES } from '../testing/site-facts';

describe('constants', () => {
  it('shows business hours as the public site states them', () => {
    expect(BUSINESS_HOURS.map((line) => line.label)).toEqual(BUSINESS_HOURS_LINES);
    // Every day of the week appears exactly once.
    expect(BUSINESS_HOURS.flatMap((line) => line.weekdays).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('states the hero stats as data with labels', () => {
    expect(HERO_STATS.map((stat) => [stat.value, stat.display])).toEqual([
      [10, '10+'],
      [50, '50+'],
      [100_000, '₹100K+'],
    ]);
  });

  it('lists the blog categories in order', () => {
    expect(BLOG_CATEGORIES).toEqual([
      'All Categories',
      'Digital Transformation',
      'Community',
      'Industry Trends',
      'Success Stories',
      'Business Strategy',
    ]);
  });
});
