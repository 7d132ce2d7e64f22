// Set up before every test file of the site: jest-dom's matchers; after each test the page is
// emptied and stubs and mocks are undone.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A screen that waits for a (faked) answer may take more than a second to show on a loaded
// machine: wait up to 5 s for it, as the admin app's tests do.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
