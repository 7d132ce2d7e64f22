// GET /api/admin/delivery-partners/applications: the applications queue, pending first, oldest
// first, filtered by status, vehicle and text, paged by cursor ("Load more" appends a page).

import { useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { filteredPages } from '../../../lib/pages';
import { applicationKeys, type ApplicationListFilters } from './keys';

export const APPLICATION_PAGE_SIZE = 20;

function applicationListQueryOptions(filters: ApplicationListFilters) {
  return filteredPages(applicationKeys, filters, APPLICATION_PAGE_SIZE, (query, signal) =>
    dataOf(api.GET('/api/admin/delivery-partners/applications', { params: { query }, signal })),
  );
}

export function useApplicationList(filters: ApplicationListFilters) {
  return useInfiniteQuery(applicationListQueryOptions(filters));
}
