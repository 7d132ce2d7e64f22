// Applies the retention schedule now (the API also runs it daily), or lists what it would
// erase without changing anything:
//   pnpm --filter @kirana/api retention:run [-- --dry-run]
// With PGlite (DATA_DIR) the API must be stopped (PGlite serves one process); with DATABASE_URL
// it runs beside the API, and the job's lease keeps two runs from overlapping.
import { parseArgs } from 'node:util';
import { RETENTION_RULES } from '@kirana/domain/retention';
import { ConfigError, loadConfig } from '../config.js';
import { DatabaseInUseError, type Database } from '../db/adapter.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../repositories/index.js';
import { runRetention, type RetentionReport } from '../services/retention.js';
import { openDatabase } from '../start.js';
import { openDocumentStorage } from '../storage/index.js';

export const USAGE = 'Usage: retention:run [--dry-run]';

/** What the operator reads: one line per rule with its count, then each thing erased. */
export function reportLines(report: RetentionReport): string[] {
  if (!report.ran) return ['Another instance is running the retention job: nothing done here.'];
  const verb = report.dryRun ? 'Would erase' : 'Erased';
  const lines = [
    `${report.dryRun ? 'Would tell' : 'Told'} ${report.warned} owner(s) that their untouched draft will be erased`,
    ...Object.entries(RETENTION_RULES).map(([rule, words]) => {
      const count = report.erasures.filter((erasure) => erasure.rule === rule).length;
      return `${verb} ${count} × ${words}`;
    }),
  ];
  for (const { entity, entityId, what } of report.erasures)
    lines.push(`- ${entityId ? `${entity} ${entityId}` : entity}: ${what}`);
  if (!report.dryRun) lines.push(`${report.filesDeleted} file(s) deleted.`);
  return lines;
}

export async function main(
  args: string[],
  now = new Date(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let dryRun = false;
  try {
    dryRun =
      parseArgs({ args, options: { 'dry-run': { type: 'boolean' } }, strict: true }).values[
        'dry-run'
      ] ?? false;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  let db: Database | undefined;
  try {
    const config = loadConfig(env);
    const documents = openDocumentStorage(config);
    try {
      db = await openDatabase(config);
      await migrate(db);
      const report = await runRetention(
        { db, repos: createRepositories(db), documents, siteUrl: config.siteUrl },
        { now, dryRun },
      );
      for (const line of reportLines(report)) console.log(line);
      return 0;
    } finally {
      await documents.close();
    }
  } catch (error) {
    if (error instanceof DatabaseInUseError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db?.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.exitCode = await main(process.argv.slice(2));
}
