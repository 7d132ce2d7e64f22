import { describe, expect, it } from 'vitest';
import {
  affiliateCreateBodySchema,
  affiliateEditBodySchema,
  validateAffiliateCreate,
  validateAffiliateEdit,
} from './affiliates.js';
import { fieldErrors } from './validation.js';

const isAffiliateLink = (link: string) =>
  affiliateEditBodySchema.safeParse({ name: 'Basmati Rice', affiliateLink: link }).success;

describe('affiliate links', () => {
  it('accepts http and https URLs', () => {
    expect(isAffiliateLink('https://www.amazon.in/dp/B0123?tag=kirana-21')).toBe(true);
    expect(isAffiliateLink('http://shop.example.com/item')).toBe(true);
  });

  it('rejects other schemes, bare words and hosts without a domain', () => {
    for (const link of [
      'ftp://example.com/file',
      'javascript:alert(1)',
      'mailto:someone@example.com',
      'www.example.com',
      'example',
      'https://',
      'http://localhost/item',
    ]) {
      expect(isAffiliateLink(link)).toBe(false);
    }
  });
});

describe('affiliate product create', () => {
  const valid = {
    name: ' Basmati Rice 5kg ',
    imageUrl: 'http://localhost:3000/media/affiliate/abc.jpg',
    affiliateLink: ' https://www.amazon.in/dp/B0123 ',
    isActive: false,
  };

  it('accepts name, image URL, link and the active flag, trimmed', () => {
    expect(validateAffiliateCreate(valid)).toEqual({
      ok: true,
      value: {
        name: 'Basmati Rice 5kg',
        imageUrl: 'http://localhost:3000/media/affiliate/abc.jpg',
        affiliateLink: 'https://www.amazon.in/dp/B0123',
        isActive: false,
      },
    });
  });

  it('defaults isActive to true when the body leaves it out', () => {
    const { isActive: _omitted, ...body } = valid;
    expect(affiliateCreateBodySchema.parse(body).isActive).toBe(true);
  });

  it('requires name and link and says which is wrong', () => {
    expect(validateAffiliateCreate({ ...valid, name: '  ', affiliateLink: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter a product name.',
        affiliateLink: 'Please enter the affiliate link.',
      },
      message: 'Please enter a product name.',
    });
    const bad = validateAffiliateCreate({ ...valid, affiliateLink: 'javascript:alert(1)' });
    expect(!bad.ok && bad.errors).toEqual({
      affiliateLink: 'Please enter a valid link starting with http:// or https://.',
    });
  });

  it('bounds the name at 120 characters', () => {
    expect(validateAffiliateCreate({ ...valid, name: 'n'.repeat(120) }).ok).toBe(true);
    const long = validateAffiliateCreate({ ...valid, name: 'n'.repeat(121) });
    expect(!long.ok && long.errors.name).toEqual('Product name must be at most 120 characters.');
  });

  it('requires an http or https image URL', () => {
    const missing = affiliateCreateBodySchema.safeParse({ ...valid, imageUrl: '' });
    expect(!missing.success && fieldErrors(missing.error)).toEqual({
      imageUrl: 'Please upload a product image first.',
    });
    const data = affiliateCreateBodySchema.safeParse({ ...valid, imageUrl: 'data:image/png,x' });
    expect(!data.success && fieldErrors(data.error)).toEqual({
      imageUrl: 'The image address must be an http:// or https:// URL.',
    });
  });
});

describe('affiliate product edit', () => {
  it('takes name and link, and optionally the active flag', () => {
    expect(validateAffiliateEdit({ name: 'Tea', affiliateLink: 'https://shop.in/tea' })).toEqual({
      ok: true,
      value: { name: 'Tea', affiliateLink: 'https://shop.in/tea' },
    });
    const reactivate = affiliateEditBodySchema.parse({
      name: 'Tea',
      affiliateLink: 'https://shop.in/tea',
      isActive: true,
    });
    expect(reactivate.isActive).toBe(true);
  });

  it('rejects a link that is not a URL and a blank name', () => {
    expect(validateAffiliateEdit({ name: '', affiliateLink: 'not a link' })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter a product name.',
        affiliateLink: 'Please enter a valid link starting with http:// or https://.',
      },
      message: 'Please enter a product name.',
    });
  });
});
