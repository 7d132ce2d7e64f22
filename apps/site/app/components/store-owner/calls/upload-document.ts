// PUT /api/store-owner/registration/documents/{kind} (uploadOwnerRegistrationDocument): one
// document, over XMLHttpRequest for its progress (lib/upload.ts); and reading it back.
import type { StoreDocumentKind, SuccessBody } from '@kirana/api-client/types';
import { unwrap } from '../../../lib/api';
import { ownerApi } from '../../../lib/owner-api';
import { ownerToken } from '../../../lib/owner-session';
import { upload } from '../../../lib/upload';
import type { OwnerView } from './view';

export async function uploadDocument(
  kind: StoreDocumentKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<OwnerView> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await upload<SuccessBody<'uploadOwnerRegistrationDocument'>>({
    method: 'PUT',
    path: `/api/store-owner/registration/documents/${kind}`,
    form,
    okStatus: 200,
    token: ownerToken() ?? undefined,
    onProgress,
  });
  return body.data;
}

/**
 * GET /api/store-owner/registration/documents/{kind} (openOwnerRegistrationDocument): the
 * owner's own saved document, for its thumbnail after a reload or on another phone.
 */
export async function readDocument(kind: StoreDocumentKind): Promise<Blob> {
  return await unwrap(
    ownerApi.GET('/api/store-owner/registration/documents/{kind}', {
      params: { path: { kind } },
      parseAs: 'blob',
    }),
  );
}
