import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';
import { INTL_LOCALE, LOCALES } from './locales';

describe('formatNumber', () => {
  const values = [0, 6, -6, 999, 1000, 2000, 99_999, 1_00_000, 12_34_567, 2 ** 40, 2.5, 1234.5];
  for (const locale of LOCALES) {
    it.each(values)(`writes %d as Intl does in ${locale}`, (value) => {
      expect(formatNumber(locale, value)).toBe(
        new Intl.NumberFormat(INTL_LOCALE[locale]).format(value),
      );
    });
  }
});
