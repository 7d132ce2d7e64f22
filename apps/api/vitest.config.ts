import { defineConfig, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

// Two runs of the database-backed suites: on PGlite (always) and on the PostgreSQL server at
// 127.0.0.1:5432 (skipped when it does not answer). Unit tests run once, in the pglite project.
const databaseSuites = [
  'src/routes/**/*.test.ts',
  'src/notifications/**/*.test.ts',
  'src/services/retention.test.ts',
  'src/metrics/metrics.test.ts',
  'src/tracing/tracing.test.ts',
  'src/cache/cached-routes.test.ts',
  'src/db/**/*.test.ts',
  'src/seed/**/*.test.ts',
  'src/repositories/cursor.test.ts',
  'src/contract/bind.test.ts',
  'src/contract/validation.test.ts',
  'src/reliability/bad-input.test.ts',
  'src/reliability/concurrency.test.ts',
  'src/reliability/fuzz.test.ts',
];

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      testTimeout: 20_000,
      // The files of a run share one module cache per worker: each still builds its own app on
      // its own database (testing/app.ts), but the app's ~3 s of imports (Fastify, the contract,
      // PGlite, Ajv) are paid once per run instead of once per file (issue 43; six route files
      // 75 s -> 32 s on the 2-core machine). A stubbed environment variable or global is undone
      // after each file.
      isolate: false,
      unstubEnvs: true,
      unstubGlobals: true,
      hookTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'pglite',
            include: ['src/**/*.test.ts'],
            env: { TEST_DB: 'pglite' },
            globalSetup: ['src/testing/global-setup.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'postgres', include: databaseSuites, env: { TEST_DB: 'postgres' } },
        },
      ],
    },
  }),
);
