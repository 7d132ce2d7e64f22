// GET /api/admin/default-categories: the shared catalogue's categories.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

const defaultCategoriesQueryOptions = queryOptions({
  queryKey: catalogueKeys.categories(),
  queryFn: async ({ signal }) => {
    const { data } = await unwrap(api.GET('/api/admin/default-categories', { signal }));
    return data.defaultCategories;
  },
  staleTime: 5 * 60_000,
});

export function useDefaultCategories() {
  return useQuery(defaultCategoriesQueryOptions);
}
