// The app as `pnpm start` runs it: its own database (PGlite under DATA_DIR, or DATABASE_URL)
// and media storage, migrated, with the first admin and, with SEED=demo, the demo data. Closing
// the app closes both.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from './app.js';
import type { Config } from './config.js';
import { openPglite, openPostgres, type Database } from './db/adapter.js';
import { migrate } from './db/migrate.js';
import { createRepositories } from './repositories/index.js';
import { ensureAdmin, seedDemo } from './seed/seed.js';
import { openDocumentStorage, openStorage } from './storage/index.js';

export function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(join(config.dataDir, 'pgdata'));
}

export async function startApp(
  options: Omit<AppOptions, 'db' | 'storage' | 'documents'>,
): Promise<FastifyInstance> {
  const { config } = options;
  const db = await openDatabase(config);
  const storage = openStorage(config);
  // A document stored before encryption is served, with a warning once the log exists.
  let onPlain = (_storageKey: string) => {};
  const documents = openDocumentStorage(config, (storageKey) => onPlain(storageKey));
  const closeStorage = async () => {
    await storage.close().catch(() => undefined);
    await documents.close().catch(() => undefined);
  };
  try {
    await migrate(db);
    const repos = createRepositories(db);
    const adminCreated = await ensureAdmin({ repos, config });
    const seeded =
      config.seed === 'demo' ? await seedDemo({ db, repos, storage, documents, config }) : null;
    const app = await buildApp({ ...options, db, storage, documents });
    onPlain = (storageKey) =>
      app.log.warn(
        { storageKey },
        'document stored unencrypted: run documents:rotate-key to encrypt it',
      );
    app.addHook('onClose', async () => {
      await closeStorage();
      await db.close();
    });
    if (adminCreated) app.log.info({ email: config.adminEmail }, 'first admin created');
    if (seeded) app.log.info(seeded, 'demo data seeded');
    return app;
  } catch (error) {
    await closeStorage();
    await db.close().catch(() => undefined);
    throw error;
  }
}
