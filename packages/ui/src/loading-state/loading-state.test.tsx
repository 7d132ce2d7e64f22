import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  it('announces the text it is given', () => {
    render(<LoadingState>Loading products...</LoadingState>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
  });
});
