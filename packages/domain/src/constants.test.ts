import { describe, expect, it } from 'vitest';
import {
  ALLOWED_IMAGE_MIME_TYPES,
  BLOG_CATEGORIES,
  BUSINESS_HOURS,
  CONTACT_SUBJECTS,
  HERO_STATS,
  IMAGE_INPUT_ACCEPT,
  MAX_AFFILIATE_IMAGE_BYTES,
  REMEMBER_ME_SESSION_MS,
  SHORT_SESSION_MS,
  STORAGE_KEYS,
  sessionDurationMs,
} from './constants.js';

describe('constants', () => {
  it('keeps a remembered session 30 days and a short one 8 hours', () => {
    expect(REMEMBER_ME_SESSION_MS).toBe(2_592_000_000);
    expect(SHORT_SESSION_MS).toBe(28_800_000);
    expect(sessionDurationMs(true)).toBe(REMEMBER_ME_SESSION_MS);
    expect(sessionDurationMs(false)).toBe(SHORT_SESSION_MS);
  });

  it('limits images to 5 MiB of JPEG, PNG, GIF or WebP', () => {
    expect(MAX_AFFILIATE_IMAGE_BYTES).toBe(5_242_880);
    expect(ALLOWED_IMAGE_MIME_TYPES).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
    ]);
    expect(IMAGE_INPUT_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp');
  });

  it('names the storage keys of the session', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'accessToken',
      tokenExpiry: 'tokenExpiry',
      adminData: 'adminData',
    });
  });

  it('shows business hours as the public site states them', () => {
    expect(BUSINESS_HOURS.map((line) => line.label)).toEqual([
      'Mon-Fri: 9:00-18:00',
      'Sat: 10:00-16:00',
      'Sun: Closed',
    ]);
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

  it('lists the blog categories and contact subjects in order', () => {
    expect(BLOG_CATEGORIES).toEqual([
      'All Categories',
      'Digital Transformation',
      'Community',
      'Industry Trends',
      'Success Stories',
      'Business Strategy',
    ]);
    expect(CONTACT_SUBJECTS).toEqual([
      'Customer Support',
      'Store Partnership',
      'Feedback',
      'Other',
    ]);
  });
});
