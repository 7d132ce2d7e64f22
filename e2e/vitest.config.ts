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
      // A journey of twenty steps on a loaded 2-core machine can take over 30 s (CI, stop 48):
      // a test waits for conditions, so the limit only bounds a hang.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  }),
);
