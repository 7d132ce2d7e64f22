// Set up before every test file of the site: jest-dom's matchers; each file starts on an empty
// page and storage (the files share a jsdom), and after each test the page is emptied and stubs
// and mocks are undone. Files that run in Node (`@vitest-environment node`) have no page.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// A screen that waits for a (faked) answer may take more than a second to show on a loaded
// machine: wait up to 5 s for it, as the admin app's tests do.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
