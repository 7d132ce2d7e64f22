// A branch's products: list a category's or search the branch's, create a custom one, edit, remove imported ones,
// delete custom ones.
import {
  productTextFieldsSchema,
  PRODUCT_CREATED,
  BRANCH_ID_MISMATCH,
  BRANCH_OR_CATEGORY_ID_MISSING,
  CATEGORY_NOT_FOUND,
  PRODUCTS_DELETED,
  PRODUCTS_REMOVED,
  PRODUCT_UPDATED,
} from '@kirana/domain/inventory';
import { NOT_A_UUID, invalidFieldMessage } from '@kirana/domain/common';
import { currentAdmin } from '../../auth/guard.js';
import type { Handlers } from '../../contract/types.js';
import { badRequest, notFound } from '../../errors.js';
import { isUuid } from '../../repositories/rows.js';
import type { Deps } from '../deps.js';
import { IMAGE_LIMIT, readForm } from '../multipart.js';
import { presenters } from '../present.js';
import { parseWith } from '../validate.js';
import * as products from '../../services/inventory/products.js';
import type { ItemKind } from '../../services/inventory/categories.js';
import { requireStore } from '../../services/inventory/store-items.js';

type ProductHandlers = Pick<
  Handlers,
  | 'listCategoryProducts'
  | 'listBranchProducts'
  | 'createCustomProduct'
  | 'updateProduct'
  | 'removeImportedProducts'
  | 'deleteCustomProducts'
>;
type RemoveRequest = Parameters<ProductHandlers['removeImportedProducts']>[0];

export function productHandlers({ repos, storage, services }: Deps): ProductHandlers {
  const present = presenters(storage);

  // Removing imported products and deleting custom ones differ only in their kind and message.
  async function removeProducts(request: RemoveRequest, kind: ItemKind) {
    const { productIds } = request.body;
    await products.removeMany(
      services.inventory,
      currentAdmin(request),
      { branchId: request.params.branchId, productIds, kind },
      request.log,
    );
    const message = kind === 'imported' ? PRODUCTS_REMOVED : PRODUCTS_DELETED;
    return { status: 'success' as const, message, data: { productIds } };
  }

  return {
    async listCategoryProducts(request) {
      const { branchId, categoryId } = request.params;
      const { kind, q, sort = 'name', cursor, limit = 20 } = request.query;
      if (!isUuid(branchId) || !isUuid(categoryId)) {
        await requireStore(services.inventory, branchId);
        throw notFound(CATEGORY_NOT_FOUND);
      }
      const page = await repos.products.listPage({
        branchId,
        categoryId,
        kind,
        q,
        sort,
        cursor,
        limit,
      });
      // Products found prove the category is the branch's (one query for the usual read); only
      // an empty page asks whether the category, then the branch, exists.
      if (page.items.length === 0 && !(await repos.categories.findInBranch(branchId, categoryId))) {
        await requireStore(services.inventory, branchId);
        throw notFound(CATEGORY_NOT_FOUND);
      }
      return {
        status: 'success',
        data: { products: page.items.map(present.product), nextCursor: page.nextCursor },
      };
    },

    async listBranchProducts(request) {
      const { branchId } = request.params;
      await requireStore(services.inventory, branchId);
      const { kind, q, sort = 'name', cursor, limit = 20 } = request.query;
      const page = await repos.products.listPageWithCategory({
        branchId,
        kind,
        q,
        sort,
        cursor,
        limit,
      });
      return {
        status: 'success',
        data: {
          products: page.items.map((row) => ({
            ...present.product(row),
            categoryName: row.categoryName,
          })),
          nextCursor: page.nextCursor,
        },
      };
    },

    async createCustomProduct(request, reply) {
      const { branchId } = request.params;
      const form = await readForm(request, 'productImage', IMAGE_LIMIT);
      await requireStore(services.inventory, branchId);
      const { fields } = form;
      if (!fields.branchId?.trim() || !fields.categoryId?.trim())
        throw badRequest(BRANCH_OR_CATEGORY_ID_MISSING);
      if (fields.branchId.trim() !== branchId) throw badRequest(BRANCH_ID_MISMATCH);
      if (!isUuid(fields.categoryId.trim()))
        throw badRequest(invalidFieldMessage('categoryId', NOT_A_UUID));
      const product = parseWith(productTextFieldsSchema, {
        name: fields.name ?? '',
        description: fields.description ?? '',
        price: fields.price ?? '',
        quantity: fields.quantity ?? '',
        unit: fields.unit ?? '',
        isPacket: fields.isPacket,
      });
      const created = await products.createCustom(
        services.inventory,
        currentAdmin(request),
        { branchId, categoryId: fields.categoryId.trim(), fields: product, image: form.file },
        request.log,
      );
      reply.code(201);
      return {
        status: 'success',
        message: PRODUCT_CREATED,
        data: { product: present.product(created) },
      };
    },

    async updateProduct(request) {
      const fields = request.body;
      const product = await products.update(
        services.inventory,
        currentAdmin(request),
        request.params.productId,
        fields,
      );
      return {
        status: 'success',
        message: PRODUCT_UPDATED,
        data: { product: present.product(product) },
      };
    },

    removeImportedProducts: (request) => removeProducts(request, 'imported'),
    deleteCustomProducts: (request) => removeProducts(request, 'custom'),
  };
}
