// The site's unit tests: jsdom with the site's styles applied.
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: ['./vitest.setup.ts'],
      // Styles are applied in jsdom, so "visible" in a test means what it means on the page.
      css: true,
      // The store owner's pages type a whole form in a test (4-5 s on a loaded machine), as the
      // admin app's tests do: a slow machine must not fail them, nor leak a timed-out test's
      // events into the next.
      testTimeout: 20_000,
    },
  }),
);
