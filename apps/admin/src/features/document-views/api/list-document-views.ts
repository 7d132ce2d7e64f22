// GET /api/admin/document-views: who opened which document of a store or an application, and
// when, newest first (the Owner's: documents.views).

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { documentViewKeys, type DocumentViewsFilter } from './keys';

const PAGE_SIZE = 20;

function documentViewsQueryOptions(filter: DocumentViewsFilter) {
  return infiniteQueryOptions({
    queryKey: documentViewKeys.list(filter),
    queryFn: async ({ pageParam, signal }) => {
      const { data } = await unwrap(
        api.GET('/api/admin/document-views', {
          params: {
            query: { ...filter, ...(pageParam ? { cursor: pageParam } : {}), limit: PAGE_SIZE },
          },
          signal,
        }),
      );
      return data;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useDocumentViews(filter: DocumentViewsFilter, enabled = true) {
  return useInfiniteQuery({ ...documentViewsQueryOptions(filter), enabled });
}
