// POST /api/branch/{branchId}/categories (multipart: name, categoryImage): a custom category.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData, unwrap } from '@kirana/api-client/client';
import { api } from '../../../lib/api-client';
import { refreshLists } from './cache';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (_category, { branchId }) => refreshLists(queryClient, categoryKeys.list(branchId)),
  });
}
