// The site's unit tests: jsdom with the site's styles applied. One jsdom per worker instead of
// one per file (the files share nothing global: the setup file cleans up after each test), which
// takes less than half the time; a file that replaces modules (vi.mock) runs on its own.
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

const include = ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
const replacesModules = ['app/**/*.offline.test.tsx'];

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      // Styles are applied in jsdom, so "visible" in a test means what it means on the page.
      css: true,
      // The store owner's pages type a whole form in a test (4-5 s on a loaded machine), as the
      // admin app's tests do: a slow machine must not fail them, nor leak a timed-out test's
      // events into the next.
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: { name: 'shared', include, exclude: replacesModules, isolate: false },
        },
        { extends: true, test: { name: 'isolated', include: replacesModules } },
      ],
    },
  }),
);
