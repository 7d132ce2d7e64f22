import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes the value and shows the percentage', () => {
    render(<ProgressBar label="Uploading image" value={62.6} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading image' });
    expect(bar).toHaveAttribute('aria-valuenow', '63');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('63%')).toBeInTheDocument();
  });

  it('clamps out-of-range values', () => {
    render(<ProgressBar label="Uploading image" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();
  });
});
