// GET /api/admin/document-views: who opened which document of a store or an application, and
// when, newest first (the Owner's: documents.views).

import { useInfiniteQuery } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { cursorPages } from '../../../lib/pages';
import { documentViewKeys, type DocumentViewsFilter } from './keys';

const PAGE_SIZE = 20;

function documentViewsQueryOptions(filter: DocumentViewsFilter) {
  return cursorPages(documentViewKeys.list(filter), async (start, signal) => {
    const { data } = await unwrap(
      api.GET('/api/admin/document-views', {
        params: { query: { ...filter, ...start, limit: PAGE_SIZE } },
        signal,
      }),
    );
    return data;
  });
}

export function useDocumentViews(filter: DocumentViewsFilter, enabled = true) {
  return useInfiniteQuery({ ...documentViewsQueryOptions(filter), enabled });
}
