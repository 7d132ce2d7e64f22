// GET /api/branch/{branchId}/categories: every category of the branch, imported and custom.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import { api } from '../../../lib/api-client';
import { categoryKeys } from './keys';

export function categoriesQueryOptions(branchId: string) {
  return queryOptions({
    queryKey: categoryKeys.list(branchId),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(
        api.GET('/api/branch/{branchId}/categories', { params: { path: { branchId } }, signal }),
      );
      return data.categories;
    },
  });
}

export function useCategories(branchId: string) {
  return useQuery(categoriesQueryOptions(branchId));
}
