import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { App } from './app';

test('the root path shows the admin login', async () => {
  render(<App />);
  expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeTruthy();
});
