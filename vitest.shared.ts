// Settings every package's Vitest run shares: a JSON report that scripts/test.mjs sums up, and
// expect.poll waiting up to 10 s for its condition (Vitest's 1 s is too short for a browser or a
// database on a busy 2-core machine; a passing poll returns as soon as its condition holds).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    expect: { poll: { timeout: 10_000 } },
  },
});
