// A branch's inventory: categories and products, imported from the default catalogue or
// custom, plus the default catalogue itself. Every write is one transaction with its audit
// entry; ids of another branch answer 404.
import {
  categoryIdsBodySchema,
  customCategoryFieldsSchema,
  importCategoriesBodySchema,
  importProductsBodySchema,
  productFieldsSchema,
  productIdsBodySchema,
  productTextFieldsSchema,
} from '@kirana/domain/rules';
import {
  API_PRODUCT_CREATED,
  BRANCH_ID_MISMATCH,
  BRANCH_NOT_FOUND,
  BRANCH_OR_CATEGORY_ID_MISSING,
  CATEGORIES_DELETED,
  CATEGORIES_IMPORTED,
  CATEGORIES_REMOVED,
  CATEGORY_CREATED,
  CATEGORY_NAME_AND_IMAGE_REQUIRED,
  CATEGORY_NOT_EMPTY,
  CATEGORY_NOT_FOUND,
  DEFAULT_CATEGORY_NOT_FOUND,
  IMPORT_NEEDS_IMPORTED_CATEGORY,
  NOT_IN_DEFAULT_CATEGORY,
  ONLY_CUSTOM_CATEGORIES,
  ONLY_CUSTOM_PRODUCTS,
  ONLY_IMPORTED_CATEGORIES,
  ONLY_IMPORTED_PRODUCTS,
  PRODUCTS_DELETED,
  PRODUCTS_IMPORTED,
  PRODUCTS_REMOVED,
  PRODUCT_IMAGE_REQUIRED,
  PRODUCT_NOT_FOUND,
  PRODUCT_UPDATED,
} from '@kirana/domain/messages';
import type { FastifyBaseLogger } from 'fastify';
import { currentAdmin } from '../auth/guard.js';
import type { Handlers } from '../contract/types.js';
import type { Queryable } from '../db/adapter.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { processImage } from '../images/images.js';
import type { CategoryRow } from '../repositories/categories.js';
import type { ProductRow } from '../repositories/products.js';
import { newMediaKey, type MediaFolder } from '../storage/storage.js';
import type { Deps } from './deps.js';
import { readForm } from './multipart.js';
import { presenters } from './present.js';
import { parseWith } from './validate.js';

type InventoryHandlers = Pick<
  Handlers,
  | 'listBranchCategories'
  | 'createCustomCategory'
  | 'removeImportedCategories'
  | 'deleteCustomCategories'
  | 'importDefaultCategories'
  | 'listCategoryProducts'
  | 'importDefaultProducts'
  | 'createCustomProduct'
  | 'updateProduct'
  | 'removeImportedProducts'
  | 'deleteCustomProducts'
  | 'listDefaultCategories'
  | 'listDefaultProducts'
>;

const byName = <T extends { name: string; id: string }>(a: T, b: T) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id);

export function inventoryHandlers({ db, repos, storage }: Deps): InventoryHandlers {
  const present = presenters(storage);

  async function requireBranch(branchId: string, tx?: Queryable): Promise<void> {
    if (!(await repos.branches.exists(branchId, tx))) throw notFound(BRANCH_NOT_FOUND);
  }

  /** Re-encodes an uploaded image and stores it; returns its key. */
  async function storeImage(bytes: Buffer, folder: MediaFolder): Promise<string> {
    const image = await processImage(bytes, {
      accept: ['jpeg', 'png', 'gif', 'webp'],
      output: 'webp',
    });
    const key = newMediaKey(folder, image.extension);
    await storage.put(key, image.body, image.contentType);
    return key;
  }

  /** Images of deleted rows are removed after the commit; a failure only leaves a stray file. */
  function removeImages(keys: string[], log: FastifyBaseLogger): void {
    for (const key of keys) {
      storage
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'could not delete image'));
    }
  }

  /**
   * Locks the categories to remove or delete: all must be this branch's (else 404), all
   * imported or all custom (else 400), and all empty (else 409).
   */
  async function lockCategories(
    branchId: string,
    ids: string[],
    imported: boolean,
    tx: Queryable,
  ): Promise<CategoryRow[]> {
    await requireBranch(branchId, tx);
    const rows = await repos.categories.lockManyInBranch(branchId, ids, tx);
    if (rows.length !== ids.length) throw notFound(CATEGORY_NOT_FOUND);
    if (rows.some((row) => row.createdFromTemplate !== imported)) {
      throw badRequest(imported ? ONLY_IMPORTED_CATEGORIES : ONLY_CUSTOM_CATEGORIES);
    }
    const withProducts = await repos.categories.withProducts(ids, tx);
    if (withProducts.length > 0) throw conflict(CATEGORY_NOT_EMPTY);
    return rows;
  }

  /** Locks the products to remove or delete: this branch's (else 404), of the right kind (else 400). */
  async function lockProducts(
    branchId: string,
    ids: string[],
    imported: boolean,
    tx: Queryable,
  ): Promise<ProductRow[]> {
    await requireBranch(branchId, tx);
    const rows = await repos.products.lockManyInBranch(branchId, ids, tx);
    if (rows.length !== ids.length) throw notFound(PRODUCT_NOT_FOUND);
    if (rows.some((row) => row.createdFromTemplate !== imported)) {
      throw badRequest(imported ? ONLY_IMPORTED_PRODUCTS : ONLY_CUSTOM_PRODUCTS);
    }
    return rows;
  }

  return {
    async listBranchCategories(request) {
      const { branchId } = request.params;
      const categories = await repos.categories.listByBranch(branchId);
      // One query when there is something to list; only an empty list asks whether the branch exists.
      if (categories.length === 0) await requireBranch(branchId);
      return { status: 'success', data: { categories: categories.map(present.category) } };
    },

    async createCustomCategory(request, reply) {
      const admin = currentAdmin(request);
      const { branchId } = request.params;
      const form = await readForm(request, 'categoryImage');
      await requireBranch(branchId);
      const { name } = parseWith(customCategoryFieldsSchema, { name: form.fields.name ?? '' });
      if (!form.file) throw badRequest(CATEGORY_NAME_AND_IMAGE_REQUIRED);
      const imageKey = await storeImage(form.file, 'categories');
      try {
        const category = await db.transaction(async (tx) => {
          await requireBranch(branchId, tx);
          const created = await repos.categories.createCustom({ branchId, name, imageKey }, tx);
          await repos.audit.record(
            {
              adminId: admin.id,
              action: 'create',
              entity: 'category',
              entityId: created.id,
              details: { branchId, name },
            },
            tx,
          );
          return created;
        });
        reply.code(201);
        return {
          status: 'success',
          message: CATEGORY_CREATED,
          data: { category: present.category(category) },
        };
      } catch (error) {
        removeImages([imageKey], request.log);
        throw error;
      }
    },

    async removeImportedCategories(request) {
      const admin = currentAdmin(request);
      const { branchId } = request.params;
      const { categoryIds } = parseWith(categoryIdsBodySchema, request.body);
      await db.transaction(async (tx) => {
        await lockCategories(branchId, categoryIds, true, tx);
        await repos.categories.deleteMany(categoryIds, tx);
        await repos.audit.record(
          {
            adminId: admin.id,
            action: 'remove',
            entity: 'category',
            entityId: null,
            details: { branchId, categoryIds },
          },
          tx,
        );
      });
      return { status: 'success', message: CATEGORIES_REMOVED, data: { categoryIds } };
    },

    async deleteCustomCategories(request) {
      const admin = currentAdmin(request);
      const { branchId } = request.params;
      const { categoryIds } = parseWith(categoryIdsBodySchema, request.body);
      const rows = await db.transaction(async (tx) => {
        const locked = await lockCategories(branchId, categoryIds, false, tx);
        await repos.categories.deleteMany(categoryIds, tx);
        await repos.audit.record(
          {
            adminId: admin.id,
            action: 'delete',
            entity: 'category',
            entityId: null,
            details: { branchId, categoryIds },
          },
          tx,
        );
        return locked;
      });
      removeImages(
        rows.map((row) => row.imageKey),
        request.log,
      );
      return { status: 'success', message: CATEGORIES_DELETED, data: { categoryIds } };
    },

    async importDefaultCategories(request) {
      const admin = currentAdmin(request);
      const { branchId } = request.params;
      const { categoryIds } = parseWith(importCategoriesBodySchema, request.body);
      const created = await db.transaction(async (tx) => {
        await requireBranch(branchId, tx);
        const known = await repos.catalogue.existingCategoryIds(categoryIds, tx);
        if (known.size !== categoryIds.length) throw notFound(DEFAULT_CATEGORY_NOT_FOUND);
        const rows = await repos.categories.importDefaults(branchId, categoryIds, tx);
        if (rows.length > 0) {
          await repos.audit.record(
            {
              adminId: admin.id,
              action: 'import',
              entity: 'category',
              entityId: null,
              details: { branchId, defaultCategoryIds: rows.map((row) => row.defaultCategoryId) },
            },
            tx,
          );
        }
        return rows;
      });
      const createdFrom = new Set(created.map((row) => row.defaultCategoryId));
      return {
        status: 'success',
        message: CATEGORIES_IMPORTED,
        data: {
          categories: created.sort(byName).map(present.category),
          skippedIds: categoryIds.filter((id) => !createdFrom.has(id)),
        },
      };
    },

    async listCategoryProducts(request) {
      const { branchId, categoryId } = request.params;
      // A category found in the branch proves the branch exists; only a miss asks which 404 it is.
      const category = await repos.categories.findInBranch(branchId, categoryId);
      if (!category) {
        await requireBranch(branchId);
        throw notFound(CATEGORY_NOT_FOUND);
      }
      const products = await repos.products.listByCategory(category.id);
      return { status: 'success', data: { products: products.map(present.product) } };
    },

    async importDefaultProducts(request) {
      const admin = currentAdmin(request);
      const { branchId, categoryId } = request.params;
      const { productIds } = parseWith(importProductsBodySchema, request.body);
      const created = await db.transaction(async (tx) => {
        await requireBranch(branchId, tx);
        const category = await repos.categories.findInBranch(branchId, categoryId, tx, true);
        if (!category) throw notFound(CATEGORY_NOT_FOUND);
        if (!category.createdFromTemplate || !category.defaultCategoryId) {
          throw badRequest(IMPORT_NEEDS_IMPORTED_CATEGORY);
        }
        const inCategory = await repos.catalogue.productIdsInCategory(
          category.defaultCategoryId,
          productIds,
          tx,
        );
        if (inCategory.size !== productIds.length) throw badRequest(NOT_IN_DEFAULT_CATEGORY);
        const rows = await repos.products.importDefaults(
          { branchId, categoryId: category.id, defaultProductIds: productIds },
          tx,
        );
        if (rows.length > 0) {
          await repos.audit.record(
            {
              adminId: admin.id,
              action: 'import',
              entity: 'product',
              entityId: null,
              details: {
                branchId,
                categoryId,
                defaultProductIds: rows.map((row) => row.defaultProductId),
              },
            },
            tx,
          );
        }
        return rows;
      });
      const createdFrom = new Set(created.map((row) => row.defaultProductId));
      return {
        status: 'success',
        message: PRODUCTS_IMPORTED,
        data: {
          products: created.sort(byName).map(present.product),
          skippedIds: productIds.filter((id) => !createdFrom.has(id)),
        },
      };
    },

    async createCustomProduct(request, reply) {
      const admin = currentAdmin(request);
      const { branchId } = request.params;
      const form = await readForm(request, 'productImage');
      await requireBranch(branchId);
      const { fields } = form;
      if (!fields.branchId?.trim() || !fields.categoryId?.trim())
        throw badRequest(BRANCH_OR_CATEGORY_ID_MISSING);
      if (fields.branchId.trim() !== branchId) throw badRequest(BRANCH_ID_MISMATCH);
      const product = parseWith(productTextFieldsSchema, {
        name: fields.name ?? '',
        description: fields.description ?? '',
        price: fields.price ?? '',
        quantity: fields.quantity ?? '',
        unit: fields.unit ?? '',
        isPacket: fields.isPacket,
      });
      const category = await repos.categories.findInBranch(branchId, fields.categoryId.trim());
      if (!category) throw notFound(CATEGORY_NOT_FOUND);
      if (!form.file) throw badRequest(`productImage: ${PRODUCT_IMAGE_REQUIRED}`);
      const imageKey = await storeImage(form.file, 'products');
      try {
        const created = await db.transaction(async (tx) => {
          // The category may have been removed meanwhile: look again inside the transaction.
          const still = await repos.categories.findInBranch(branchId, category.id, tx, true);
          if (!still) throw notFound(CATEGORY_NOT_FOUND);
          const row = await repos.products.createCustom(
            { ...product, branchId, categoryId: category.id, imageKey },
            tx,
          );
          await repos.audit.record(
            {
              adminId: admin.id,
              action: 'create',
              entity: 'product',
              entityId: row.id,
              details: { branchId, categoryId: category.id, name: row.name },
            },
            tx,
          );
          return row;
        });
        reply.code(201);
        return {
          status: 'success',
          message: API_PRODUCT_CREATED,
          data: { product: present.product(created) },
        };
      } catch (error) {
        removeImages([imageKey], request.log);
        throw error;
      }
    },

    async updateProduct(request) {
      const admin = currentAdmin(request);
      const fields = parseWith(productFieldsSchema, request.body);
      const product = await db.transaction(async (tx) => {
        const existing = await repos.products.findById(request.params.productId, tx, true);
        if (!existing) throw notFound(PRODUCT_NOT_FOUND);
        const updated = await repos.products.update(existing.id, fields, tx);
        if (!updated) throw notFound(PRODUCT_NOT_FOUND);
        await repos.audit.record(
          {
            adminId: admin.id,
            action: 'edit',
            entity: 'product',
            entityId: updated.id,
            details: { branchId: updated.branchId, ...fields },
          },
          tx,
        );
        return updated;
      });
      return {
        status: 'success',
        message: PRODUCT_UPDATED,
        data: { product: present.product(product) },
      };
    },

    async removeImportedProducts(request) {
      const admin = currentAdmin(request);
      const { branchId } = request.params;
      const { productIds } = parseWith(productIdsBodySchema, request.body);
      await db.transaction(async (tx) => {
        await lockProducts(branchId, productIds, true, tx);
        await repos.products.deleteMany(productIds, tx);
        await repos.audit.record(
          {
            adminId: admin.id,
            action: 'remove',
            entity: 'product',
            entityId: null,
            details: { branchId, productIds },
          },
          tx,
        );
      });
      return { status: 'success', message: PRODUCTS_REMOVED, data: { productIds } };
    },

    async deleteCustomProducts(request) {
      const admin = currentAdmin(request);
      const { branchId } = request.params;
      const { productIds } = parseWith(productIdsBodySchema, request.body);
      const rows = await db.transaction(async (tx) => {
        const locked = await lockProducts(branchId, productIds, false, tx);
        await repos.products.deleteMany(productIds, tx);
        await repos.audit.record(
          {
            adminId: admin.id,
            action: 'delete',
            entity: 'product',
            entityId: null,
            details: { branchId, productIds },
          },
          tx,
        );
        return locked;
      });
      removeImages(
        rows.map((row) => row.imageKey),
        request.log,
      );
      return { status: 'success', message: PRODUCTS_DELETED, data: { productIds } };
    },

    async listDefaultCategories() {
      const rows = await repos.catalogue.listCategories();
      return { status: 'success', data: { defaultCategories: rows.map(present.defaultCategory) } };
    },

    async listDefaultProducts(request) {
      const category = await repos.catalogue.findCategory(request.params.categoryId);
      if (!category) throw notFound(DEFAULT_CATEGORY_NOT_FOUND);
      const rows = await repos.catalogue.listProducts(category.id);
      return { status: 'success', data: { defaultProducts: rows.map(present.defaultProduct) } };
    },
  };
}
