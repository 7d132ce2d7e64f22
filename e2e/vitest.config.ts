import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared';

// One stack for the whole run (global setup); the files share it and run one after another.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      include: ['**/*.e2e.ts'],
      globalSetup: ['./global-setup.ts'],
      fileParallelism: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
