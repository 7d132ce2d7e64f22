// POST /api/delivery-partners/applications (applyAsDeliveryPartner) as multipart, over
// XMLHttpRequest because fetch cannot report upload progress. Raises the API client's errors
// (ApiError with the contract's code and message, NetworkError); the form decides what to show.
import { NetworkError, apiErrorFrom } from '@kirana/api-client/client';
import type { SuccessBody, paths } from '@kirana/api-client/types';
import { API_URL } from '../../config';

const PATH = '/api/delivery-partners/applications' satisfies keyof paths;

export type ApplicationReceived = SuccessBody<'applyAsDeliveryPartner'>;

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Sends the form; `onProgress` gets whole percentages of the upload. Resolves with the 201's
 * body, rejects with ApiError (any other answer) or NetworkError (no answer).
 */
export function sendPartnerApplication(
  form: FormData,
  onProgress: (percent: number) => void,
): Promise<ApplicationReceived> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_URL}${PATH}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 201 && body) {
        onProgress(100);
        resolve(body as ApplicationReceived);
      } else {
        reject(apiErrorFrom(request.status, body));
      }
    };
    request.onerror = () => reject(new NetworkError());
    request.onabort = () => reject(new NetworkError());
    request.send(form);
  });
}
