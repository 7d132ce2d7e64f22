// A branch's categories: create a custom one, remove imported ones, delete custom ones. Each
// write is one transaction with its audit entry; nothing changes on any refusal.
import {
  CATEGORY_NOT_EMPTY,
  CATEGORY_NOT_FOUND,
  ONLY_CUSTOM_CATEGORIES,
  ONLY_IMPORTED_CATEGORIES,
} from '@kirana/domain/inventory';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/adapter.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { AdminRow } from '../../repositories/admins.js';
import type { CategoryRow } from '../../repositories/categories.js';
import { requireStore, storeImage, removeImages, type InventoryDeps } from './store-items.js';

/** Imported categories are removed; custom ones are deleted (with their image). */
export type ItemKind = 'imported' | 'custom';

/**
 * Locks the categories: all must be this branch's (else 404), all of `kind` (else 400), and
 * all empty (else 409), checked in that order.
 */
async function lockForRemoval(
  deps: InventoryDeps,
  branchId: string,
  ids: string[],
  kind: ItemKind,
  tx: Queryable,
): Promise<CategoryRow[]> {
  await requireStore(deps, branchId, tx);
  const rows = await deps.repos.categories.lockManyInBranch(branchId, ids, tx);
  if (rows.length !== ids.length) throw notFound(CATEGORY_NOT_FOUND);
  const imported = kind === 'imported';
  if (rows.some((row) => row.createdFromTemplate !== imported)) {
    throw badRequest(imported ? ONLY_IMPORTED_CATEGORIES : ONLY_CUSTOM_CATEGORIES);
  }
  if ((await deps.repos.categories.withProducts(ids, tx)).length > 0) {
    throw conflict(CATEGORY_NOT_EMPTY, 'CATEGORY_NOT_EMPTY');
  }
  return rows;
}

export async function createCustom(
  deps: InventoryDeps,
  admin: AdminRow,
  input: { branchId: string; name: string; image: Buffer },
  log: FastifyBaseLogger,
): Promise<CategoryRow> {
  const { branchId, name } = input;
  const imageKey = await storeImage(deps, input.image, 'categories');
  try {
    return await deps.audited(
      admin,
      async (tx) => {
        await requireStore(deps, branchId, tx);
        return deps.repos.categories.createCustom({ branchId, name, imageKey }, tx);
      },
      (created) => ({
        action: 'create',
        entity: 'category',
        entityId: created.id,
        details: { branchId, name },
      }),
    );
  } catch (error) {
    removeImages(deps, [imageKey], log);
    throw error;
  }
}

/** Removes imported or deletes custom categories, all or none; custom images go after. */
export async function removeMany(
  deps: InventoryDeps,
  admin: AdminRow,
  input: { branchId: string; categoryIds: string[]; kind: ItemKind },
  log: FastifyBaseLogger,
): Promise<void> {
  const { branchId, categoryIds, kind } = input;
  const rows = await deps.audited(
    admin,
    async (tx) => {
      const locked = await lockForRemoval(deps, branchId, categoryIds, kind, tx);
      await deps.repos.categories.deleteMany(categoryIds, tx);
      return locked;
    },
    () => ({
      action: kind === 'imported' ? 'remove' : 'delete',
      entity: 'category',
      entityId: null,
      details: { branchId, categoryIds },
    }),
  );
  // Imported categories share the default catalogue's image: only custom images go.
  if (kind === 'custom')
    removeImages(
      deps,
      rows.map((row) => row.imageKey),
      log,
    );
}
