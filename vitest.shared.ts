// Settings every package's Vitest run shares: a JSON report that scripts/test.mjs sums up.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
  },
});
