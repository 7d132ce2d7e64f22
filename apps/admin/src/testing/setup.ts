// Set up before every test file: jest-dom's matchers, and a clean session, storage and fake API
// for each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore } from '../lib/session';
import { installObjectUrls } from './object-urls';
import { mockApi } from './render';

// The first test of a file loads the lazy route modules, which takes a moment under Vitest, and
// longer when CI runs another suite beside this one.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out and does not scroll: the router's scroll to a new screen's top
// (app/router.tsx) does nothing here instead of logging "Not implemented".
window.scrollTo = () => undefined;

beforeEach(() => {
  sessionStore.getState().clear();
  localStorage.clear();
  mockApi();
  installObjectUrls();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
