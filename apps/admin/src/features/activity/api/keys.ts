// Query keys of the activity log: its pages per filter.
import type { operations } from '@kirana/api-client/types';
import { resourceKeys } from '../../../lib/query-keys';

export type ActivityFilters = Omit<
  NonNullable<operations['listActivity']['parameters']['query']>,
  'cursor' | 'limit'
>;

export const activityKeys = resourceKeys<ActivityFilters>('activity');
