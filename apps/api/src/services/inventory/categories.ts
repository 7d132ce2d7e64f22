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
import type { Repositories } from '../../repositories/index.js';
import type { Audited } from '../audited.js';
import type { StoreItems } from './store-items.js';

/** Imported categories are removed; custom ones are deleted (with their image). */
export type ItemKind = 'imported' | 'custom';

export function categoryService(repos: Repositories, audited: Audited, items: StoreItems) {
  /**
   * Locks the categories: all must be this branch's (else 404), all of `kind` (else 400), and
   * all empty (else 409), checked in that order.
   */
  async function lockForRemoval(
    branchId: string,
    ids: string[],
    kind: ItemKind,
    tx: Queryable,
  ): Promise<CategoryRow[]> {
    await items.requireStore(branchId, tx);
    const rows = await repos.categories.lockManyInBranch(branchId, ids, tx);
    if (rows.length !== ids.length) throw notFound(CATEGORY_NOT_FOUND);
    const imported = kind === 'imported';
    if (rows.some((row) => row.createdFromTemplate !== imported)) {
      throw badRequest(imported ? ONLY_IMPORTED_CATEGORIES : ONLY_CUSTOM_CATEGORIES);
    }
    if ((await repos.categories.withProducts(ids, tx)).length > 0) {
      throw conflict(CATEGORY_NOT_EMPTY, 'CATEGORY_NOT_EMPTY');
    }
    return rows;
  }

  return {
    async createCustom(
      admin: AdminRow,
      input: { branchId: string; name: string; image: Buffer },
      log: FastifyBaseLogger,
    ): Promise<CategoryRow> {
      const { branchId, name } = input;
      const imageKey = await items.storeImage(input.image, 'categories');
      try {
        return await audited(
          admin,
          async (tx) => {
            await items.requireStore(branchId, tx);
            return repos.categories.createCustom({ branchId, name, imageKey }, tx);
          },
          (created) => ({
            action: 'create',
            entity: 'category',
            entityId: created.id,
            details: { branchId, name },
          }),
        );
      } catch (error) {
        items.removeImages([imageKey], log);
        throw error;
      }
    },

    /** Removes imported or deletes custom categories, all or none; custom images go after. */
    async removeMany(
      admin: AdminRow,
      input: { branchId: string; categoryIds: string[]; kind: ItemKind },
      log: FastifyBaseLogger,
    ): Promise<void> {
      const { branchId, categoryIds, kind } = input;
      const rows = await audited(
        admin,
        async (tx) => {
          const locked = await lockForRemoval(branchId, categoryIds, kind, tx);
          await repos.categories.deleteMany(categoryIds, tx);
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
        items.removeImages(
          rows.map((row) => row.imageKey),
          log,
        );
    },
  };
}
