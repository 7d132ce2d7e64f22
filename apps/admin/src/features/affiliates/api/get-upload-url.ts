// GET /api/affiliate/upload-url: a signed, one-use ticket for one affiliate image. Asked for
// right before each upload (tickets expire), never cached.

import { unwrap } from '@kirana/api-client/errors';
import type { UploadTicket } from '@kirana/api-client/types';
import { api } from '../../../lib/api-client';

export async function getUploadTicket(): Promise<UploadTicket> {
  const { data } = await unwrap(api.GET('/api/affiliate/upload-url'));
  return data;
}
