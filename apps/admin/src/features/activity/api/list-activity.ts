// GET /api/admin/activity: the audit log, newest first, filtered, paged by cursor.

import { useInfiniteQuery } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api-client';
import { filteredPages } from '../../../lib/pages';
import { activityKeys, type ActivityFilters } from './keys';

export const ACTIVITY_PAGE_SIZE = 25;

function activityQueryOptions(filters: ActivityFilters) {
  return filteredPages(activityKeys, filters, ACTIVITY_PAGE_SIZE, (query, signal) =>
    dataOf(api.GET('/api/admin/activity', { params: { query }, signal })),
  );
}

export function useActivity(filters: ActivityFilters) {
  return useInfiniteQuery(activityQueryOptions(filters));
}
