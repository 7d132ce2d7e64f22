import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import Home from './home';

test('the landing page shows its heading', () => {
  render(<Home />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
    'Groceries from the stores around you',
  );
});
