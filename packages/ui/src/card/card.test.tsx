import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders its content in the chosen element', () => {
    render(
      <ul>
        <Card as="li" aria-label="Fruits">
          Fruits
        </Card>
      </ul>,
    );
    const item = screen.getByRole('listitem', { name: 'Fruits' });
    expect(item).toHaveTextContent('Fruits');
  });

  it('is a div by default', () => {
    render(<Card data-testid="c">Admin Profile</Card>);
    expect(screen.getByTestId('c').tagName).toBe('DIV');
  });
});
