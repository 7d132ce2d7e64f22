// Files on the local disk: media under DATA_DIR/media (served by the API at /media/<key>),
// private documents under DATA_DIR/private (served only through signed links).
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  assertKey,
  contentTypeOf,
  MEDIA_AREA,
  type Storage,
  type StorageArea,
  type StoredInfo,
} from './storage.js';

export function localStorage(
  root: string,
  publicUrl: string,
  area: StorageArea = MEDIA_AREA,
): Storage {
  const pathOf = (key: string) => {
    assertKey(area, key);
    return join(root, key);
  };

  async function info(key: string): Promise<StoredInfo | null> {
    try {
      const stats = await stat(pathOf(key));
      if (!stats.isFile()) return null;
      return {
        contentType: contentTypeOf(key),
        size: stats.size,
        etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      const found = await info(key);
      if (!found) return null;
      try {
        return { ...found, body: await readFile(pathOf(key)) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    head: info,
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .filter((key) => area.isKey(key))
        .sort();
    },
    publicUrl: (key) => `${publicUrl}/media/${key}`,
    close: async () => undefined,
  };
}
