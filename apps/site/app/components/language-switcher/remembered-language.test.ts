import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY, rememberedLanguagePath } from './remembered-language';

const ORIGIN = 'http://localhost:3000';

/** A document at `url`, arrived at from `referrer`, with `stored` as the remembered choice. */
function visit(url: string, referrer: string, stored: string | null) {
  window.history.replaceState(null, '', url);
  if (stored === null) localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  else localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  return document;
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a returning visitor’s language', () => {
  it('takes a visitor who chose Telugu, arriving from outside, to the same page in Telugu', () => {
    expect(window.location.origin).toBe(ORIGIN);
    expect(rememberedLanguagePath(visit('/faqs?x=1#pay', 'https://www.google.com/', 'te'))).toBe(
      '/te/faqs?x=1#pay',
    );
    expect(rememberedLanguagePath(visit('/', '', 'hi'))).toBe('/hi/');
  });

  it('never redirects a first visit, an English choice, a page in a language, or a move within the site', () => {
    expect(rememberedLanguagePath(visit('/faqs', '', null))).toBeNull();
    expect(rememberedLanguagePath(visit('/faqs', '', 'en'))).toBeNull();
    expect(rememberedLanguagePath(visit('/faqs', '', 'fr'))).toBeNull();
    expect(rememberedLanguagePath(visit('/hi/faqs', '', 'te'))).toBeNull();
    expect(rememberedLanguagePath(visit('/faqs', `${ORIGIN}/te/faqs`, 'te'))).toBeNull();
  });
});
