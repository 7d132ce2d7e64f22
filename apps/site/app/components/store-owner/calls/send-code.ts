// POST /api/auth/branch/login/initiate (initiateOwnerSignIn): a code to the owner's mobile.
import type { OwnerLanguage } from '@kirana/api-client/types';
import { api, unwrap } from '../../../lib/api';

/**
 * Sends a code to the number, in the language; answers the request the code belongs to.
 * `bySms`: "Send by SMS instead", 30 s after the last code.
 */
export async function sendCode(phone: string, language: OwnerLanguage, bySms = false) {
  const body = await unwrap(
    api.POST('/api/auth/branch/login/initiate', {
      body: { phone, language, ...(bySms ? { bySms } : {}) },
    }),
  );
  return body.data;
}
