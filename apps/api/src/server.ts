// Starts the API: reads the environment (in production, every problem of it listed at once),
// opens and seeds the data, builds the app, listens, and shuts down gracefully on SIGTERM and
// SIGINT: stops accepting, finishes the requests in flight (up to SHUTDOWN_TIMEOUT_MS), hands
// back the outbox's claimed messages, closes the database and exits 0.
import { configProblems } from './config-check.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseInUseError } from './db/adapter.js';
import { startApp } from './start.js';

if (process.env.NODE_ENV === 'production') {
  const problems = configProblems(process.env);
  if (problems.length > 0) {
    console.error(`Configuration error: ${problems.length} setting(s) to fix:`);
    for (const problem of problems) console.error(`- ${problem}`);
    process.exit(1);
  }
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

let app;
try {
  app = await startApp({ config });
} catch (error) {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      docs: `${config.publicUrl}/docs`,
      database: config.databaseUrl ? 'postgres' : 'pglite',
      seed: config.seed,
    },
    'API ready',
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
