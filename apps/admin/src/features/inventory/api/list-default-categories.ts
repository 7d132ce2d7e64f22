// GET /api/admin/default-categories: the shared catalogue's categories.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

const defaultCategoriesQueryOptions = queryOptions({
  queryKey: catalogueKeys.categories(),
  queryFn: async ({ signal }) =>
    (await dataOf(api.GET('/api/admin/default-categories', { signal }))).defaultCategories,
  staleTime: 5 * 60_000,
});

export function useDefaultCategories() {
  return useQuery(defaultCategoriesQueryOptions);
}
