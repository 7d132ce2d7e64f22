// Backups that restore: the database (PostgreSQL's own dump, or PGlite's data directory) and
// every file of the media and documents storages, in one encrypted archive with a manifest of
// each table's rows and each file's SHA-256. Restore checks the key, the archive's tag and every
// hash, and that the target is empty (or --replace), before it touches anything.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import type { Config } from '../config.js';
import type { Database } from '../db/adapter.js';
import { contentTypeOf, isMediaKey, isPrivateKey, type Storage } from '../storage/storage.js';
import { BackupRefused, readArchive, writeArchive } from './archive.js';
import {
  assertCounts,
  checkPostgresDump,
  countPgliteDump,
  countPostgres,
  dumpPostgres,
  pgliteHasData,
  restorePglite,
  restorePostgres,
  writeBlob,
  type TableCounts,
} from './database.js';

export const MANIFEST = 'manifest.json';
const AREAS = ['media', 'documents'] as const;
type Area = (typeof AREAS)[number];
const IS_KEY: Record<Area, (key: string) => boolean> = {
  media: isMediaKey,
  documents: isPrivateKey,
};

export interface BackupFile {
  area: Area;
  key: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; sha256: string; tables: TableCounts };
  files: BackupFile[];
}

export interface BackupDeps {
  config: Pick<Config, 'databaseUrl' | 'backupKey'>;
  /** The open PGlite database (unused with DATABASE_URL: pg_dump connects itself). */
  db?: Pick<Database, 'dumpDataDir'>;
  storages: Record<Area, Pick<Storage, 'list' | 'get' | 'put'>>;
}

function requireKey(config: Pick<Config, 'backupKey'>): string {
  if (!config.backupKey)
    throw new BackupRefused('BACKUP_ENCRYPTION_KEY is not set: backups are always encrypted.');
  return config.backupKey;
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const filePath = (dir: string, area: Area, key: string) => join(dir, 'files', area, key);

/** Writes a backup to `out`; returns its manifest. */
export async function takeBackup(deps: BackupDeps, out: string): Promise<Manifest> {
  const key = requireKey(deps.config);
  const dir = await mkdtemp(join(tmpdir(), 'kirana-backup-'));
  try {
    // The database first: files listed after it include every file its rows name (files are
    // written before the rows that name them).
    let database: Manifest['database'];
    if (deps.config.databaseUrl) {
      const file = 'database.pgdump';
      const tables = await dumpPostgres(deps.config.databaseUrl, join(dir, file));
      database = { kind: 'postgres', file, sha256: await sha256File(join(dir, file)), tables };
    } else {
      if (!deps.db?.dumpDataDir) throw new Error('A PGlite backup needs the open database.');
      const file = 'database.pglite.tar';
      await writeBlob(join(dir, file), await deps.db.dumpDataDir());
      const tables = await countPgliteDump(join(dir, file));
      database = { kind: 'pglite', file, sha256: await sha256File(join(dir, file)), tables };
    }
    const files: BackupFile[] = [];
    await mkdir(join(dir, 'files'), { recursive: true });
    for (const area of AREAS) {
      const storage = deps.storages[area];
      for (const name of await storage.list()) {
        const object = await storage.get(name);
        if (!object) continue; // deleted since it was listed
        const path = filePath(dir, area, name);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, object.body);
        files.push({
          area,
          key: name,
          size: object.body.length,
          sha256: createHash('sha256').update(object.body).digest('hex'),
        });
      }
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database,
      files,
    };
    await writeFile(join(dir, MANIFEST), JSON.stringify(manifest, null, 2));
    await writeArchive(dir, [MANIFEST, database.file, 'files'], out, key);
    return manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Reads and checks an extracted archive: every entry listed in the manifest with its hash, and nothing else. */
async function checkedManifest(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new BackupRefused('The archive has no readable manifest.');
  }
  if (manifest.format !== 1 || !manifest.database || !Array.isArray(manifest.files))
    throw new BackupRefused('The manifest is not of a format this version reads.');
  const expected = new Map<string, string>([[manifest.database.file, manifest.database.sha256]]);
  for (const file of manifest.files) {
    if (!AREAS.includes(file.area)) throw new BackupRefused(`Unknown area "${file.area}".`);
    expected.set(`files/${file.area}/${file.key}`, file.sha256);
  }
  const present = new Set((await listFiles(dir)).filter((name) => name !== MANIFEST));
  const problems: string[] = [];
  for (const [name, sha256] of expected) {
    if (!present.has(name)) problems.push(`${name} is missing`);
    else if ((await sha256File(join(dir, name))) !== sha256)
      problems.push(`${name} does not match its hash`);
    present.delete(name);
  }
  for (const name of present) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0)
    throw new BackupRefused(`The archive does not match its manifest: ${problems.join('; ')}.`);
  return manifest;
}

export interface RestoreDeps {
  config: Pick<Config, 'databaseUrl' | 'backupKey' | 'dataDir'>;
  storages: Record<Area, Pick<Storage, 'list' | 'put'>>;
}

export interface RestoreOptions {
  from: string;
  /** Replace a database or storage that holds data (refused without it). */
  replace: boolean;
}

/** Where PGlite keeps its data under DATA_DIR (as start.ts opens it). */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pgdata');

export async function restoreBackup(deps: RestoreDeps, options: RestoreOptions): Promise<Manifest> {
  const key = requireKey(deps.config);
  const dir = await mkdtemp(join(tmpdir(), 'kirana-restore-'));
  try {
    await readArchive(options.from, dir, key);
    const manifest = await checkedManifest(dir);
    const target = deps.config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== target)
      throw new BackupRefused(
        `This backup is of a ${manifest.database.kind} database; the configuration names a ${target} one (${deps.config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'}).`,
      );
    for (const file of manifest.files) {
      if (!IS_KEY[file.area](file.key))
        throw new BackupRefused(`The manifest names an invalid key: ${file.key}.`);
    }
    const dump = join(dir, manifest.database.file);
    if (target === 'postgres') await checkPostgresDump(dump);

    // Is anything there already?
    const held: string[] = [];
    if (deps.config.databaseUrl) {
      const tables = Object.keys(await countPostgres(deps.config.databaseUrl)).length;
      if (tables > 0) held.push(`the database has ${tables} tables`);
    } else if (pgliteHasData(pgliteDir(deps.config.dataDir))) {
      held.push(`${pgliteDir(deps.config.dataDir)} holds a database`);
    }
    for (const area of AREAS) {
      const count = (await deps.storages[area].list()).length;
      if (count > 0) held.push(`the ${area} storage has ${count} files`);
    }
    if (held.length > 0 && !options.replace)
      throw new BackupRefused(
        `Refusing to restore over existing data (${held.join('; ')}). Add --replace to replace it.`,
      );

    // Files first: the database, restored last and in one step, is what makes them used.
    for (const file of manifest.files) {
      const storage = deps.storages[file.area];
      const body = await readFile(filePath(dir, file.area, file.key));
      await storage.put(file.key, body, contentTypeOf(file.key));
    }
    if (deps.config.databaseUrl) {
      await restorePostgres(deps.config.databaseUrl, dump, options.replace);
      assertCounts(await countPostgres(deps.config.databaseUrl), manifest.database.tables);
    } else {
      await restorePglite(pgliteDir(deps.config.dataDir), dump, manifest.database.tables);
    }
    return manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
