// POST /api/delivery-partners/applications (applyAsDeliveryPartner) as multipart, with its
// upload's progress (../../lib/upload.ts). Part of what loads on the form's first use
// (./sending.ts).
import type { SuccessBody, paths } from '@kirana/api-client/types';
import { upload } from '../../lib/upload';

const PATH = '/api/delivery-partners/applications' satisfies keyof paths;

export type ApplicationReceived = SuccessBody<'applyAsDeliveryPartner'>;

/**
 * Sends the form; `onProgress` gets whole percentages of the upload. Resolves with the 201's
 * body, rejects with ApiError (any other answer) or NetworkError (no answer).
 */
export function sendPartnerApplication(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<ApplicationReceived> {
  return upload<ApplicationReceived>({
    method: 'POST',
    path: PATH,
    form,
    okStatus: 201,
    onProgress,
  });
}
