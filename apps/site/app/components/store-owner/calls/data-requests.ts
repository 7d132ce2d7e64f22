// The owner's erasure requests and grievances (issue 40 §5): their list with the team's answers
// (listOwnerDataRequests) and a new one (createOwnerDataRequest), which has its due date.
import type { components, SuccessBody } from '@kirana/api-client/types';
import { unwrap } from '../../../lib/api';
import { ownerApi } from '../../../lib/owner-api';

type CreateDataRequestRequest = components['schemas']['CreateDataRequestRequest'];
export type OwnerDataRequest = SuccessBody<'createOwnerDataRequest'>['data']['request'];

/** GET /api/store-owner/requests: newest first. */
export async function readDataRequests(): Promise<OwnerDataRequest[]> {
  return (await unwrap(ownerApi.GET('/api/store-owner/requests'))).data.requests;
}

/** POST /api/store-owner/requests: an erasure request or a grievance. */
export async function sendDataRequest(body: CreateDataRequestRequest): Promise<OwnerDataRequest> {
  return (await unwrap(ownerApi.POST('/api/store-owner/requests', { body }))).data.request;
}
