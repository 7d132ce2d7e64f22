// Multipart uploads over XMLHttpRequest, because fetch cannot report upload progress: the
// delivery-partner application and a store owner's documents. Raises the API client's errors
// (ApiError with the contract's code, rule and Retry-After; NetworkError); the form decides what
// to show.
import { NetworkError } from '@kirana/api-client/errors';
import { API_URL } from '../config';
import { errorBody } from './error-body';

export interface UploadOptions {
  method: 'POST' | 'PUT';
  /** The API's path, e.g. `/api/delivery-partners/applications`. */
  path: string;
  form: FormData;
  /** The status a success answers (201 for a create, 200 otherwise). */
  okStatus: number;
  /** A bearer token, for a signed-in call. */
  token?: string | undefined;
  /** Whole percentages of the upload. */
  onProgress: (percent: number) => void;
}

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Sends the form; resolves with the success's body, rejects with ApiError or NetworkError. */
export function upload<T>({
  method,
  path,
  form,
  okStatus,
  token,
  onProgress,
}: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_URL}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === okStatus && body) {
        onProgress(100);
        resolve(body as T);
      } else {
        // The reading of a refusal loads when one comes (@kirana/api-client/error-body).
        const retryAfter = request.getResponseHeader('Retry-After');
        errorBody
          .load()
          .then(
            ({ apiErrorFrom }) => reject(apiErrorFrom(request.status, body, retryAfter)),
            reject,
          );
      }
    };
    request.onerror = () => reject(new NetworkError());
    request.onabort = () => reject(new NetworkError());
    request.send(form);
  });
}
