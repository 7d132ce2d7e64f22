// Takes an encrypted backup of the database and the stored files:
//   pnpm --filter @kirana/api backup -- --out <file>
// With PGlite (DATA_DIR) the API must be stopped (PGlite serves one process); with DATABASE_URL
// it runs beside the API and dumps a consistent snapshot (pg_dump).
import { parseArgs } from 'node:util';
import { isRefusal } from './refusal.js';
import { takeBackup } from '../backup/backup.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/adapter.js';
import { openDatabase } from '../start.js';
import { openDocumentStorage, openStorage } from '../storage/index.js';

export const USAGE = 'Usage: backup --out <file>';

export async function main(args: string[]): Promise<number> {
  let out: string | undefined;
  try {
    ({ out } = parseArgs({ args, options: { out: { type: 'string' } }, strict: true }).values);
  } catch (error) {
    console.error((error as Error).message);
  }
  if (!out) {
    console.error(USAGE);
    return 2;
  }
  let db: Database | undefined;
  const config = loadConfig();
  const media = openStorage(config);
  const documents = openDocumentStorage(config);
  try {
    if (!config.databaseUrl) db = await openDatabase(config);
    const manifest = await takeBackup({ config, db, storages: { media, documents } }, out);
    const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backup written to ${out}: ${Object.keys(manifest.database.tables).length} tables, ${rows} rows, ${manifest.files.length} files.`,
    );
    return 0;
  } catch (error) {
    if (isRefusal(error)) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db?.close();
    await media.close();
    await documents.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.exitCode = await main(process.argv.slice(2));
}
