// One key scheme for the Requests queue's calls, so answering a request refreshes the queue and
// the request.
import type { components } from '@kirana/api-client/types';
import { resourceKeys } from '../../../lib/query-keys';

type Schemas = components['schemas'];

export interface DataRequestFilters {
  status?: Schemas['DataRequestStatus'];
  kind?: Schemas['DataRequestKind'];
}

/** Query keys of the Requests queue: its lists per filter and each request. */
export const dataRequestKeys = resourceKeys<DataRequestFilters>('data-requests');
