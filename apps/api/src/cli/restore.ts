// Restores a backup into the configured database and storages:
//   pnpm --filter @kirana/api restore -- --from <file> [--replace]
// Refused before anything is touched when the key is wrong, the archive is damaged or changed,
// or the database or storages hold data and --replace is not given. Stop the API first.
import { parseArgs } from 'node:util';
import { isRefusal } from './refusal.js';
import { restoreBackup } from '../backup/backup.js';
import { loadConfig } from '../config.js';
import { openDocumentStorage, openStorage } from '../storage/index.js';

export const USAGE = 'Usage: restore --from <file> [--replace]';

export async function main(args: string[]): Promise<number> {
  let values: { from?: string; replace?: boolean } = {};
  try {
    ({ values } = parseArgs({
      args,
      options: { from: { type: 'string' }, replace: { type: 'boolean' } },
      strict: true,
    }));
  } catch (error) {
    console.error((error as Error).message);
  }
  if (!values.from) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const media = openStorage(config);
  const documents = openDocumentStorage(config);
  try {
    const manifest = await restoreBackup(
      { config, storages: { media, documents } },
      { from: values.from, replace: values.replace ?? false },
    );
    console.log(
      `Restored the backup of ${manifest.createdAt}: ${Object.keys(manifest.database.tables).length} tables, ${manifest.files.length} files.`,
    );
    return 0;
  } catch (error) {
    if (isRefusal(error)) {
      console.error(`Restore refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await media.close();
    await documents.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.exitCode = await main(process.argv.slice(2));
}
