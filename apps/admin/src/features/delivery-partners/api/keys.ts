// One key scheme for the delivery-partner calls, so a decision can refresh the queue and the
// application it changed.
import type { components } from '@kirana/api-client/types';

export type ApplicationStatus = components['schemas']['ApplicationStatus'];
export type Vehicle = components['schemas']['Vehicle'];

export interface ApplicationListFilters {
  status?: ApplicationStatus;
  vehicle?: Vehicle;
  q?: string;
}

/** Query keys of delivery-partner applications: the queue's pages per filter, and each by id. */
export const applicationKeys = {
  all: ['partner-applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (filters: ApplicationListFilters) => [...applicationKeys.lists(), filters] as const,
  details: () => [...applicationKeys.all, 'detail'] as const,
  detail: (applicationId: string) => [...applicationKeys.details(), applicationId] as const,
};
