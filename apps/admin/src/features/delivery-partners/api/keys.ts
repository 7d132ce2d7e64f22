// One key scheme for the delivery-partner calls, so a decision can refresh the queue and the
// application it changed.
import type { components } from '@kirana/api-client/types';
import { resourceKeys } from '../../../lib/query-keys';

export type ApplicationStatus = components['schemas']['ApplicationStatus'];
export type Vehicle = components['schemas']['Vehicle'];

export interface ApplicationListFilters {
  status?: ApplicationStatus;
  vehicle?: Vehicle;
  q?: string;
}

/** Query keys of delivery-partner applications: the queue's pages per filter, and each by id. */
export const applicationKeys = resourceKeys<ApplicationListFilters>('partner-applications');
