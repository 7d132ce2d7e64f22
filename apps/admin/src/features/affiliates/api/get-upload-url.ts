// GET /api/affiliate/upload-url: a signed, one-use ticket for one affiliate image. Asked for
// right before each upload (tickets expire), never cached.

import type { UploadTicket } from '@kirana/api-client/types';
import { api, dataOf } from '../../../lib/api-client';

export async function getUploadTicket(): Promise<UploadTicket> {
  return dataOf(api.GET('/api/affiliate/upload-url'));
}
