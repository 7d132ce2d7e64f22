// GET /api/admin/activity: the audit log, newest first, filtered, paged by cursor.

import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dataOf } from '../../../lib/data-of';
import { cursorPages } from '../../../lib/pages';
import { activityKeys, type ActivityFilters } from './keys';

export const ACTIVITY_PAGE_SIZE = 25;

function activityQueryOptions(filters: ActivityFilters) {
  return cursorPages(activityKeys.list(filters), (start, signal) =>
    dataOf(
      api.GET('/api/admin/activity', {
        params: { query: { ...filters, ...start, limit: ACTIVITY_PAGE_SIZE } },
        signal,
      }),
    ),
  );
}

export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery(activityQueryOptions(filters));
}
