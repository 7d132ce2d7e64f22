import { render, screen } from '@testing-library/react';
import { CURRENCY_SYMBOL } from '@kirana/domain/common';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('shows rupees per quantity and unit', () => {
    render(<Price price={12.5} quantity={2} unit="L" />);
    expect(screen.getByText(`${CURRENCY_SYMBOL}12.50 / 2 L`)).toBeInTheDocument();
  });

  it('shows only the amount without a unit', () => {
    render(<Price price={99} />);
    expect(screen.getByText(`${CURRENCY_SYMBOL}99.00`)).toBeInTheDocument();
  });
});
