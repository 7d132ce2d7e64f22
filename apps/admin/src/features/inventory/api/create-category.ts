// POST /api/branch/{branchId}/categories (multipart: name, categoryImage): a custom category.

import { toFormData, unwrap } from '@kirana/api-client/client';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { categoryKeys } from './keys';

export interface CreateCategoryInput {
  branchId: string;
  name: string;
  image: File;
}

export async function createCategory({ branchId, name, image }: CreateCategoryInput) {
  const { data } = await unwrap(
    api.POST('/api/branch/{branchId}/categories', {
      params: { path: { branchId } },
      body: { name, categoryImage: image },
      bodySerializer: toFormData,
    }),
  );
  return data.category;
}

export function useCreateCategory() {
  return useApiMutation(createCategory, {
    onSuccess: (queryClient, _category, { branchId }) =>
      refetch(queryClient, categoryKeys.list(branchId)),
  });
}
