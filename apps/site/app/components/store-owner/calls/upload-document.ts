// PUT /api/store-owner/registration/documents/{kind} (uploadOwnerRegistrationDocument): one
// document, over XMLHttpRequest for its progress (lib/upload.ts).
import type { StoreDocumentKind, SuccessBody } from '@kirana/api-client/types';
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
