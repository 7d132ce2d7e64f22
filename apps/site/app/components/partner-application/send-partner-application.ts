// POST /api/delivery-partners/applications (applyAsDeliveryPartner) as multipart, with its
// upload's progress (../../lib/upload.ts, loaded on the first send: a visitor who only reads the
// page does not download it).
import type { SuccessBody, paths } from '@kirana/api-client/types';
import { NetworkError } from '@kirana/api-client/errors';

const PATH = '/api/delivery-partners/applications' satisfies keyof paths;

export type ApplicationReceived = SuccessBody<'applyAsDeliveryPartner'>;

/**
 * Sends the form; `onProgress` gets whole percentages of the upload. Resolves with the 201's
 * body, rejects with ApiError (any other answer) or NetworkError (no answer).
 */
export async function sendPartnerApplication(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<ApplicationReceived> {
  // A download that fails is the network failing: the form says so and keeps what was typed.
  const { upload } = await import('../../lib/upload').catch((cause: unknown) => {
    throw new NetworkError({ cause });
  });
  return upload<ApplicationReceived>({
    method: 'POST',
    path: PATH,
    form,
    okStatus: 201,
    onProgress,
  });
}
