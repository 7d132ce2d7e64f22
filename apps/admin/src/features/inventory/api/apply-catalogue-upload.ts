// POST /api/admin/branches/{branchId}/catalogue-uploads/{uploadId}/apply: writes a checked
// upload; the store's categories and products are read again afterwards.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/errors';
import { api } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCatalogueUpload,
    onSuccess: (_applied, { branchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.list(branchId) }),
        queryClient.invalidateQueries({ queryKey: productKeys.branch(branchId) }),
      ]),
  });
}
