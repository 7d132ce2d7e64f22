// A branch's products: create a custom one, edit one, remove imported ones, delete custom ones.
// Each write is one transaction with its audit entry; nothing changes on any refusal.
import { invalidFieldMessage } from '@kirana/domain/common';
import {
  CATEGORY_NOT_FOUND,
  ONLY_CUSTOM_PRODUCTS,
  ONLY_IMPORTED_PRODUCTS,
  PRODUCT_IMAGE_REQUIRED,
  PRODUCT_NOT_FOUND,
} from '@kirana/domain/inventory';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../../errors.js';
import type { AdminRow } from '../../repositories/admins.js';
import type { ProductFields, ProductRow } from '../../repositories/products.js';
import type { ItemKind } from './categories.js';
import { requireStore, storeImage, removeImages, type InventoryDeps } from './store-items.js';

/**
 * The category must be the branch's (404), then an image is required (400); it is stored
 * before the transaction and removed again if the transaction fails.
 */
export async function createCustom(
  deps: InventoryDeps,
  admin: AdminRow,
  input: { branchId: string; categoryId: string; fields: ProductFields; image: Buffer | null },
  log: FastifyBaseLogger,
): Promise<ProductRow> {
  const { branchId, fields } = input;
  const category = await deps.repos.categories.findInBranch(branchId, input.categoryId);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  if (!input.image) throw badRequest(invalidFieldMessage('productImage', PRODUCT_IMAGE_REQUIRED));
  const imageKey = await storeImage(deps, input.image, 'products');
  try {
    return await deps.audited(
      admin,
      async (tx) => {
        // The category may have been removed meanwhile: look again inside the transaction.
        const still = await deps.repos.categories.findInBranch(branchId, category.id, {
          tx,
          lock: true,
        });
        if (!still) throw notFound(CATEGORY_NOT_FOUND);
        return deps.repos.products.createCustom(
          { ...fields, branchId, categoryId: category.id, imageKey },
          tx,
        );
      },
      (row) => ({
        action: 'create',
        entity: 'product',
        entityId: row.id,
        details: { branchId, categoryId: category.id, name: row.name },
      }),
    );
  } catch (error) {
    removeImages(deps, [imageKey], log);
    throw error;
  }
}

export async function update(
  deps: InventoryDeps,
  admin: AdminRow,
  productId: string,
  fields: ProductFields,
): Promise<ProductRow> {
  return deps.audited(
    admin,
    async (tx) => {
      const existing = await deps.repos.products.findById(productId, { tx, lock: true });
      if (!existing) throw notFound(PRODUCT_NOT_FOUND);
      const updated = await deps.repos.products.update(existing.id, fields, tx);
      if (!updated) throw notFound(PRODUCT_NOT_FOUND);
      return updated;
    },
    (updated) => ({
      action: 'edit',
      entity: 'product',
      entityId: updated.id,
      details: { branchId: updated.branchId, ...fields },
    }),
  );
}

/**
 * Removes imported or deletes custom products, all or none: all must be this branch's
 * (else 404) and of `kind` (else 400). Custom images are removed after the commit.
 */
export async function removeMany(
  deps: InventoryDeps,
  admin: AdminRow,
  input: { branchId: string; productIds: string[]; kind: ItemKind },
  log: FastifyBaseLogger,
): Promise<void> {
  const { branchId, productIds, kind } = input;
  const imported = kind === 'imported';
  const rows = await deps.audited(
    admin,
    async (tx) => {
      await requireStore(deps, branchId, tx);
      const locked = await deps.repos.products.lockManyInBranch(branchId, productIds, tx);
      if (locked.length !== productIds.length) throw notFound(PRODUCT_NOT_FOUND);
      if (locked.some((row) => row.createdFromTemplate !== imported)) {
        throw badRequest(imported ? ONLY_IMPORTED_PRODUCTS : ONLY_CUSTOM_PRODUCTS);
      }
      await deps.repos.products.deleteMany(productIds, tx);
      return locked;
    },
    () => ({
      action: imported ? 'remove' : 'delete',
      entity: 'product',
      entityId: null,
      details: { branchId, productIds },
    }),
  );
  if (!imported)
    removeImages(
      deps,
      rows.map((row) => row.imageKey),
      log,
    );
}
