// GET /api/admin/delivery-partners/applications: the applications queue, pending first, oldest
// first, filtered by status, vehicle and text, paged by cursor ("Load more" appends a page).

import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dataOf } from '../../../lib/data-of';
import { cursorPages } from '../../../lib/pages';
import { applicationKeys, type ApplicationListFilters } from './keys';

export const APPLICATION_PAGE_SIZE = 20;

function applicationListQueryOptions(filters: ApplicationListFilters) {
  return cursorPages(applicationKeys.list(filters), (start, signal) =>
    dataOf(
      api.GET('/api/admin/delivery-partners/applications', {
        params: {
          query: {
            ...(filters.status ? { status: filters.status } : {}),
            ...(filters.vehicle ? { vehicle: filters.vehicle } : {}),
            ...(filters.q ? { q: filters.q } : {}),
            ...start,
            limit: APPLICATION_PAGE_SIZE,
          },
        },
        signal,
      }),
    ),
  );
}

export function useApplicationList(filters: ApplicationListFilters) {
  return useInfiniteQuery(applicationListQueryOptions(filters));
}
