// GET /api/admin/data-requests (listDataRequests): the Requests queue, open ones first by due
// date (soonest first), then answered ones; the counts of open and overdue requests.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { dataRequestKeys, type DataRequestFilters } from './keys';

/** The most the queue shows at once (the contract's limit). */
export const REQUESTS_LIMIT = 100;

function requestsQueryOptions(filters: DataRequestFilters) {
  return queryOptions({
    queryKey: dataRequestKeys.list(filters),
    queryFn: ({ signal }) =>
      dataOf(
        api.GET('/api/admin/data-requests', {
          params: { query: { ...filters, limit: REQUESTS_LIMIT } },
          signal,
        }),
      ),
  });
}

export function useDataRequests(filters: DataRequestFilters) {
  return useQuery(requestsQueryOptions(filters));
}
