import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the message, title and action it is given', () => {
    render(
      <EmptyState title="No Results Found" action={<button type="button">Reset</button>}>
        Nothing matches.
      </EmptyState>,
    );
    expect(screen.getByText('No Results Found')).toBeInTheDocument();
    expect(screen.getByText('Nothing matches.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});
