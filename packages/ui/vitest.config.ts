// Two projects: `unit` (component tests in jsdom) and `storybook` (every story rendered in
// headless Chromium, its play function run and axe run over it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          plugins: [react()],
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['./vitest.setup.ts'],
            // One jsdom per worker instead of one per file: the files share nothing global
            // (cleanup, restoreMocks), and this halves the run on a 2-core machine.
            isolate: false,
            restoreMocks: true,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: {
                  executablePath: CHROMIUM_PATH,
                  args: CHROMIUM_ARGS,
                },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
