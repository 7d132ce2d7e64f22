// POST /api/admin/branches/{branchId}/catalogue-uploads (multipart: file): checks a catalogue
// CSV and answers its preview. Nothing of the catalogue changes, so no cache is touched.

import { useMutation } from '@tanstack/react-query';
import { toFormData, unwrap } from '@kirana/api-client/client';
import { api } from '../../../lib/api-client';

export interface CreateCatalogueUploadInput {
  branchId: string;
  file: File;
}

export async function createCatalogueUpload({ branchId, file }: CreateCatalogueUploadInput) {
  const { data } = await unwrap(
    api.POST('/api/admin/branches/{branchId}/catalogue-uploads', {
      params: { path: { branchId } },
      body: { file },
      bodySerializer: toFormData,
    }),
  );
  return data.upload;
}

export function useCreateCatalogueUpload() {
  return useMutation({ mutationFn: createCatalogueUpload });
}
