import { describe, expect, test } from 'vitest';
import { TEXT_BROKEN_CHARACTER, TEXT_INVISIBLE_ONLY } from './common.js';
import { partnerApplicationSchema } from './delivery-partner-rules.js';
import { SHOP_NAME_REQUIRED } from './store-owners.js';
import { registrationPatchSchema } from './store-owner-rules.js';
import { requiredText } from './validation.js';

const name = requiredText(SHOP_NAME_REQUIRED, 120, SHOP_NAME_REQUIRED);
const ruleOf = (value: string) => {
  const result = name.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('requiredText: names a person can read', () => {
  test.each([
    ['zero-width spaces', '\u200B\u200B\u200B', TEXT_INVISIBLE_ONLY.rule],
    ['joiners', '\u200D\u200C', TEXT_INVISIBLE_ONLY.rule],
    ['a byte-order mark and a word joiner', '\uFEFF\u2060', TEXT_INVISIBLE_ONLY.rule],
    ['direction marks and a soft hyphen', '\u200E\u202E\u00AD', TEXT_INVISIBLE_ONLY.rule],
    ['a Hangul filler', '\u3164', TEXT_INVISIBLE_ONLY.rule],
    ['half of an emoji', 'Balaji \uD83D Stores', TEXT_BROKEN_CHARACTER.rule],
    ['the other half alone', '\uDE00', TEXT_BROKEN_CHARACTER.rule],
    ['spaces only', '   ', SHOP_NAME_REQUIRED.rule],
  ])('refuses %s', (_label, value, rule) => {
    expect(ruleOf(value)).toBe(rule);
  });

  test.each([
    ['English', 'Balaji Kirana'],
    ['Telugu with a zero-width non-joiner', 'శ్రీ\u200Cనివాస్'],
    ['Devanagari with a joiner', 'क्\u200Dष'],
    ['an emoji, both halves', 'Balaji 🛒'],
    ['digits', '24x7'],
  ])('takes %s', (_label, value) => {
    expect(ruleOf(value)).toBeNull();
  });

  test("the owner's registration and a partner application refuse an invisible name", () => {
    const shop = registrationPatchSchema.safeParse({ shopName: '\u200B', ownerName: 'Ravi' });
    expect(shop.success).toBe(false);
    expect(shop.error?.issues.map((issue) => issue.message)).toContain(TEXT_INVISIBLE_ONLY.rule);
    const partner = partnerApplicationSchema.safeParse({ name: '\u200D\u200D' });
    expect(partner.error?.issues.find((issue) => issue.path[0] === 'name')?.message).toBe(
      TEXT_INVISIBLE_ONLY.rule,
    );
  });
});
