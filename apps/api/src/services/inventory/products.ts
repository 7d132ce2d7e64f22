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
import type { Repositories } from '../../repositories/index.js';
import type { ProductFields, ProductRow } from '../../repositories/products.js';
import type { Audited } from '../audited.js';
import type { BranchItems } from './branch-items.js';
import type { ItemKind } from './categories.js';

export function productService(repos: Repositories, audited: Audited, items: BranchItems) {
  return {
    /**
     * The category must be the branch's (404), then an image is required (400); it is stored
     * before the transaction and removed again if the transaction fails.
     */
    async createCustom(
      admin: AdminRow,
      input: { branchId: string; categoryId: string; fields: ProductFields; image: Buffer | null },
      log: FastifyBaseLogger,
    ): Promise<ProductRow> {
      const { branchId, fields } = input;
      const category = await repos.categories.findInBranch(branchId, input.categoryId);
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      if (!input.image)
        throw badRequest(invalidFieldMessage('productImage', PRODUCT_IMAGE_REQUIRED));
      const imageKey = await items.storeImage(input.image, 'products');
      try {
        return await audited(
          admin,
          async (tx) => {
            // The category may have been removed meanwhile: look again inside the transaction.
            const still = await repos.categories.findInBranch(branchId, category.id, {
              tx,
              lock: true,
            });
            if (!still) throw notFound(CATEGORY_NOT_FOUND);
            return repos.products.createCustom(
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
        items.removeImages([imageKey], log);
        throw error;
      }
    },

    async update(admin: AdminRow, productId: string, fields: ProductFields): Promise<ProductRow> {
      return audited(
        admin,
        async (tx) => {
          const existing = await repos.products.findById(productId, { tx, lock: true });
          if (!existing) throw notFound(PRODUCT_NOT_FOUND);
          const updated = await repos.products.update(existing.id, fields, tx);
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
    },

    /**
     * Removes imported or deletes custom products, all or none: all must be this branch's
     * (else 404) and of `kind` (else 400). Custom images are removed after the commit.
     */
    async removeMany(
      admin: AdminRow,
      input: { branchId: string; productIds: string[]; kind: ItemKind },
      log: FastifyBaseLogger,
    ): Promise<void> {
      const { branchId, productIds, kind } = input;
      const imported = kind === 'imported';
      const rows = await audited(
        admin,
        async (tx) => {
          await items.requireBranch(branchId, tx);
          const locked = await repos.products.lockManyInBranch(branchId, productIds, tx);
          if (locked.length !== productIds.length) throw notFound(PRODUCT_NOT_FOUND);
          if (locked.some((row) => row.createdFromTemplate !== imported)) {
            throw badRequest(imported ? ONLY_IMPORTED_PRODUCTS : ONLY_CUSTOM_PRODUCTS);
          }
          await repos.products.deleteMany(productIds, tx);
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
        items.removeImages(
          rows.map((row) => row.imageKey),
          log,
        );
    },
  };
}
