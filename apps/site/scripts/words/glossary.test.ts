// One word per thing (issue 45): no Telugu or Hindi string a reader meets (UI, content pages,
// policies, rules' words, messages) uses a variant the glossary (@kirana/domain/glossary) lists
// as replaced.
import { GLOSSARY, RETIRED_PHRASES, glossaryProblems } from '@kirana/domain/glossary';
import { describe, expect, it } from 'vitest';
import { reviewStrings } from './review-strings';

describe.each(['te', 'hi'] as const)('%s', (language) => {
  it('follows the glossary everywhere', () => {
    const problems = reviewStrings(language).flatMap(({ where, text, legal }) =>
      glossaryProblems(language, text, legal).map(
        ({ variant, use }) => `${where}: "${variant}" (use ${use})`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('no longer says what the review found wrong or literal', () => {
    const found = reviewStrings(language).flatMap(({ where, text }) =>
      RETIRED_PHRASES[language]
        .filter(({ phrase }) => text.includes(phrase))
        .map(({ phrase, why }) => `${where}: "${phrase}" (${why})`),
    );
    expect(found).toEqual([]);
  });

  it('finds every string: the UI, the content, the policies, the rules and the messages', () => {
    const where = new Set(reviewStrings(language).map((item) => item.where.split(/[.:[]/)[0]));
    expect([...where].sort()).toEqual(['content', 'message', 'rules', 'ui']);
    expect(reviewStrings(language).some((item) => item.legal)).toBe(true);
  });
});

describe('glossaryProblems', () => {
  it('allows names and, in policies, the formal word', () => {
    expect(glossaryProblems('hi', 'ऐप स्टोर से ऐप डाउनलोड करें')).toEqual([]);
    expect(glossaryProblems('hi', 'हमारा स्टोर')[0]?.variant).toBe('स्टोर');
    expect(glossaryProblems('hi', 'हम नंबर सत्यापित करते हैं', true)).toEqual([]);
    expect(glossaryProblems('hi', 'हम नंबर सत्यापित करते हैं')[0]?.variant).toBe('सत्यापित');
  });

  it('covers the core words', () => {
    const words = GLOSSARY.map((entry) => entry.en).join(' | ');
    for (const word of [
      'store',
      'owner',
      'register',
      'verify',
      'document',
      'certificate',
      'code',
      'delivery partner',
      'partner app',
      'opening hours',
      'approved',
      'not approved',
      'suspended',
      'active again',
      'unclear',
      'optional',
      'joining',
    ])
      expect(words).toContain(word);
  });
});
