// A refusal is worded by its rule and placed by its field; the API's own sentence and an
// Error's text never reach the screen.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, type ErrorRule } from '@kirana/api-client/client';
import { PRICE_TOO_HIGH } from '@kirana/domain/inventory';
import { fieldErrorOf, refusalAt, refusalWords } from './errors';

const FALLBACK = 'An unknown error occurred.';

function refusal(rule: string | null, field: string | null = null): ApiError {
  return new ApiError(400, 'price: (server wording)', 'VALIDATION_ERROR', {
    field,
    rule: rule as ErrorRule | null,
    params: { max: '10,00,000' },
  });
}

describe('the words of a refusal', () => {
  it("words it by its rule with the server's params, without the field it is about", () => {
    const error = refusal(PRICE_TOO_HIGH.rule, 'price');
    expect(refusalWords(error, FALLBACK)).toBe('Price must be at most ₹10,00,000.');
    expect(refusalAt(error)).toEqual({
      field: 'price',
      words: 'Price must be at most ₹10,00,000.',
    });
  });

  it('places it at a field the form has, and nowhere when the form has no such field', () => {
    expect(fieldErrorOf(refusal(PRICE_TOO_HIGH.rule, 'price'), ['name', 'price'])).toEqual({
      price: 'Price must be at most ₹10,00,000.',
    });
    expect(fieldErrorOf(refusal(PRICE_TOO_HIGH.rule, 'hours.mon'), ['name', 'price'])).toEqual({});
  });

  it("uses the screen's words for an unknown rule, no rule, no answer or any other error", () => {
    for (const error of [
      refusal('nobody.knowsThis', 'price'),
      refusal(null, 'price'),
      new ApiError(500, 'API error: 500', null),
      new NetworkError(),
      new Error('Cannot read properties of undefined'),
    ]) {
      expect(refusalWords(error, FALLBACK)).toBe(FALLBACK);
      expect(fieldErrorOf(error, ['price'])).toEqual({});
    }
  });
});
