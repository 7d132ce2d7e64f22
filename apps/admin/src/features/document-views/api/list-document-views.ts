// GET /api/admin/document-views: who opened which document of a store or an application, and
// when, newest first (the Owner's: documents.views).

import { useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { filteredPages } from '../../../lib/pages';
import { documentViewKeys, type DocumentViewsFilter } from './keys';

const PAGE_SIZE = 20;

function documentViewsQueryOptions(filter: DocumentViewsFilter) {
  return filteredPages(documentViewKeys, filter, PAGE_SIZE, (query, signal) =>
    dataOf(api.GET('/api/admin/document-views', { params: { query }, signal })),
  );
}

export function useDocumentViews(filter: DocumentViewsFilter, enabled = true) {
  return useInfiniteQuery({ ...documentViewsQueryOptions(filter), enabled });
}
