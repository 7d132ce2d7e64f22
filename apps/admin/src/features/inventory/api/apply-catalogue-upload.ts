// POST /api/admin/branches/{branchId}/catalogue-uploads/{uploadId}/apply: writes a checked
// upload; the store's categories and products are read again afterwards.

import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
import { refetch, useApiMutation } from '../../../lib/mutations';
import { categoryKeys, productKeys } from './keys';

export interface ApplyCatalogueUploadInput {
  branchId: string;
  uploadId: string;
}

export async function applyCatalogueUpload({ branchId, uploadId }: ApplyCatalogueUploadInput) {
  const { data } = await unwrap(
    api.POST('/api/admin/branches/{branchId}/catalogue-uploads/{uploadId}/apply', {
      params: { path: { branchId, uploadId } },
    }),
  );
  return data.applied;
}

export function useApplyCatalogueUpload() {
  return useApiMutation(applyCatalogueUpload, {
    onSuccess: (queryClient, _applied, { branchId }) =>
      refetch(queryClient, categoryKeys.list(branchId), productKeys.branch(branchId)),
  });
}
