// A branch's categories: list, create a custom one, remove imported ones, delete custom ones.
import {
  customCategoryFieldsSchema,
  CATEGORIES_DELETED,
  CATEGORIES_REMOVED,
  CATEGORY_CREATED,
  CATEGORY_NAME_AND_IMAGE_REQUIRED,
} from '@kirana/domain/inventory';
import { currentAdmin } from '../../auth/guard.js';
import type { Handlers } from '../../contract/types.js';
import { badRequest } from '../../errors.js';
import type { Deps } from '../deps.js';
import { IMAGE_LIMIT, readForm } from '../multipart.js';
import { presenters } from '../present.js';
import { parseWith } from '../validate.js';
import * as categories from '../../services/inventory/categories.js';
import type { ItemKind } from '../../services/inventory/categories.js';
import { requireStore } from '../../services/inventory/store-items.js';

type CategoryHandlers = Pick<
  Handlers,
  | 'listBranchCategories'
  | 'createCustomCategory'
  | 'removeImportedCategories'
  | 'deleteCustomCategories'
>;
type RemoveRequest = Parameters<CategoryHandlers['removeImportedCategories']>[0];

export function categoryHandlers({ repos, storage, services }: Deps): CategoryHandlers {
  const present = presenters(storage);

  // Removing imported categories and deleting custom ones differ only in their kind and message.
  async function removeCategories(request: RemoveRequest, kind: ItemKind) {
    const { categoryIds } = request.body;
    await categories.removeMany(
      services.inventory,
      currentAdmin(request),
      { branchId: request.params.branchId, categoryIds, kind },
      request.log,
    );
    const message = kind === 'imported' ? CATEGORIES_REMOVED : CATEGORIES_DELETED;
    return { status: 'success' as const, message, data: { categoryIds } };
  }

  return {
    async listBranchCategories(request) {
      const { branchId } = request.params;
      const { kind, q, cursor, limit = 20 } = request.query;
      await requireStore(services.inventory, branchId);
      const page = await repos.categories.listPage({ branchId, kind, q, cursor, limit });
      return {
        status: 'success',
        data: { categories: page.items.map(present.category), nextCursor: page.nextCursor },
      };
    },

    async createCustomCategory(request, reply) {
      const { branchId } = request.params;
      const form = await readForm(request, 'categoryImage', IMAGE_LIMIT);
      await requireStore(services.inventory, branchId);
      const { name } = parseWith(customCategoryFieldsSchema, { name: form.fields.name ?? '' });
      if (!form.file) throw badRequest(CATEGORY_NAME_AND_IMAGE_REQUIRED);
      const category = await categories.createCustom(
        services.inventory,
        currentAdmin(request),
        { branchId, name, image: form.file },
        request.log,
      );
      reply.code(201);
      return {
        status: 'success',
        message: CATEGORY_CREATED,
        data: { category: present.category(category) },
      };
    },

    removeImportedCategories: (request) => removeCategories(request, 'imported'),
    deleteCustomCategories: (request) => removeCategories(request, 'custom'),
  };
}
