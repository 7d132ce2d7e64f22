import { describe, expect, it } from 'vitest';
import { fill, groupDigits } from './catalogue.js';

describe('groupDigits', () => {
  const values = [
    0,
    7,
    -7,
    99,
    254,
    999,
    1000,
    -1000,
    2000,
    12_345,
    99_999,
    1_00_000,
    12_34_567,
    9_99_99_999,
    1_00_00_000,
    2 ** 40,
    -(2 ** 40),
    Number.MAX_SAFE_INTEGER,
    2.5,
    1234.567,
    1e21,
  ];
  it.each(values)('writes %d as en-IN does', (value) => {
    expect(groupDigits(value)).toBe(value.toLocaleString('en-IN'));
  });
});

describe('fill', () => {
  it('puts the values into the template, numbers grouped', () => {
    expect(fill('At most {max} characters, {who}.', { max: 100000, who: 'Lakshmi' })).toBe(
      'At most 1,00,000 characters, Lakshmi.',
    );
  });

  it('leaves a name without a value as it is', () => {
    expect(fill('At most {max}.')).toBe('At most {max}.');
  });
});
