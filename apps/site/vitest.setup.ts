// Set up before every test file of the site: jest-dom's matchers; after each test the page is
// emptied and stubs and mocks are undone.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
