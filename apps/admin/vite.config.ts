// The admin's build, dev server and unit tests: React, the security headers of a static host,
// port 5174 and jsdom.
import { defineConfig, mergeConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import shared from '../../vitest.shared';
import { codeSplitting } from './chunks.mjs';
import { securityHeadersPlugin } from './csp.mjs';

export default mergeConfig(
  shared,
  defineConfig({
    plugins: [react(), securityHeadersPlugin()],
    server: { port: 5174, strictPort: true },
    preview: { port: 5174, strictPort: true },
    build: {
      manifest: true,
      sourcemap: true,
      rolldownOptions: { output: { codeSplitting: codeSplitting() } },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      // One jsdom per worker instead of one per file (as in packages/ui): the files share nothing
      // global (the setup file cleans up after each test), and the run takes a quarter of the time.
      isolate: false,
      testTimeout: 20_000,
      // Stylesheets are blanked in tests, but for the script faces' (read as text by its test).
      css: { include: [/scripts\.css/], modules: { classNameStrategy: 'non-scoped' } },
    },
  }),
);
