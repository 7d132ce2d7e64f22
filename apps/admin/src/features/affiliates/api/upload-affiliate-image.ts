// Step 1 of the affiliate wizard as one mutation: convert the image to JPEG, get an upload
// ticket, PUT the JPEG to the ticket's uploadUrl with live progress, then check the image
// address with a HEAD request (a failure there is only logged). A failure is an UploadFailure
// carrying the words the wizard shows.

import { useMutation } from '@tanstack/react-query';
import { UnauthorizedError } from '@kirana/api-client/client';
import { UPLOAD_CONTENT_TYPE } from '@kirana/domain/uploads';
import {
  IMAGE_CONVERSION_FAILED,
  MISSING_UPLOAD_DATA,
  UPLOAD_NETWORK_ERROR,
  uploadFailedMessage,
  uploadStatusMessage,
} from '../messages';
import { convertToJpeg } from '../utils/convert-to-jpeg';
import { getUploadTicket } from './get-upload-url';

/** A failed step of the upload, with the wizard's words for it. */
export class UploadFailure extends Error {
  constructor(
    readonly words: string,
    options?: { cause?: unknown },
  ) {
    super(words, options);
    this.name = 'UploadFailure';
  }
}

/** PUTs `body` to `url` as image/jpeg; `onProgress` gets whole percentages. */
export function putImage(
  url: string,
  body: Blob,
  onProgress: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', UPLOAD_CONTENT_TYPE);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadFailure(uploadStatusMessage(request.status, request.statusText)));
      }
    };
    request.onerror = () => reject(new UploadFailure(UPLOAD_NETWORK_ERROR));
    request.send(body);
  });
}

/** Checks that the uploaded image is served; only warns when it is not. */
export async function verifyImage(imageUrl: string): Promise<void> {
  try {
    const response = await fetch(imageUrl, { method: 'HEAD' });
    if (!response.ok) console.warn(`Uploaded image check answered ${response.status}: ${imageUrl}`);
  } catch (error) {
    console.warn(`Uploaded image check failed: ${imageUrl}`, error);
  }
}

export interface UploadInput {
  file: File;
  onProgress: (percent: number) => void;
}

export interface UploadedImage {
  imageUrl: string;
  fileName: string;
}

export async function uploadAffiliateImage({
  file,
  onProgress,
}: UploadInput): Promise<UploadedImage> {
  let jpeg: File;
  try {
    jpeg = await convertToJpeg(file);
  } catch (cause) {
    throw new UploadFailure(IMAGE_CONVERSION_FAILED, { cause });
  }
  let ticket;
  try {
    ticket = await getUploadTicket();
  } catch (error) {
    if (error instanceof UnauthorizedError) throw error;
    throw new UploadFailure(MISSING_UPLOAD_DATA, { cause: error });
  }
  try {
    await putImage(ticket.uploadUrl, jpeg, onProgress);
  } catch (error) {
    const reason = error instanceof UploadFailure ? error.words : UPLOAD_NETWORK_ERROR;
    throw new UploadFailure(uploadFailedMessage(reason), { cause: error });
  }
  await verifyImage(ticket.imageUrl);
  return { imageUrl: ticket.imageUrl, fileName: jpeg.name };
}

export function useUploadAffiliateImage() {
  return useMutation({ mutationFn: uploadAffiliateImage });
}
