// What every inventory rule needs: the branch must exist, images are re-encoded and stored, and
// images of deleted rows are removed after the commit.
import type { FastifyBaseLogger } from 'fastify';
import { STORE_NOT_FOUND } from '@kirana/domain/stores';
import type { Queryable } from '../../db/adapter.js';
import { notFound } from '../../errors.js';
import { processImage } from '../../images/images.js';
import type { Repositories } from '../../repositories/index.js';
import type { Audited } from '../audited.js';
import { newMediaKey, type MediaFolder, type Storage } from '../../storage/storage.js';

/** What the inventory's operations work with; each takes only the part it uses. */
export interface InventoryDeps {
  repos: Repositories;
  audited: Audited;
  /** Public media: the categories' and products' images. */
  storage: Storage;
}

/** 404 unless the branch exists. */
export async function requireStore(
  deps: Pick<InventoryDeps, 'repos'>,
  branchId: string,
  tx?: Queryable,
): Promise<void> {
  if (!(await deps.repos.stores.exists(branchId, tx))) throw notFound(STORE_NOT_FOUND);
}

/** Re-encodes an uploaded image to WebP and stores it; returns its key. */
export async function storeImage(
  deps: Pick<InventoryDeps, 'storage'>,
  bytes: Buffer,
  folder: MediaFolder,
): Promise<string> {
  const image = await processImage(bytes, {
    accept: ['jpeg', 'png', 'gif', 'webp'],
    output: 'webp',
  });
  const key = newMediaKey(folder, image.extension);
  await deps.storage.put(key, image.body, image.contentType);
  return key;
}

/** Removes images in the background; a failure only leaves a stray file (logged). */
export function removeImages(
  deps: Pick<InventoryDeps, 'storage'>,
  keys: string[],
  log: FastifyBaseLogger,
): void {
  for (const key of keys) {
    deps.storage
      .delete(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'could not delete image'));
  }
}
