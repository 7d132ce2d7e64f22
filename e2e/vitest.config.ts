import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../vitest.shared';

// One browser stack for the whole run: the files share it and run one after another.
export default mergeConfig(
  shared,
  defineConfig({
    test: {
      include: ['**/*.e2e.ts'],
      fileParallelism: false,
      testTimeout: 30_000,
      hookTimeout: 180_000,
    },
  }),
);
