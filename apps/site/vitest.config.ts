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
    },
  }),
);
