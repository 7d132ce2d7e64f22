// Signed upload URLs: HMAC-SHA256 over the key and the expiry, keyed by AUTH_SECRET.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an upload URL stays valid (the contract says 15 minutes). */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export function signUpload(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`upload\n${key}\n${expires}`).digest('hex');
}

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

export function checkUploadSignature(
  secret: string,
  key: string,
  expires: number,
  signature: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const expected = Buffer.from(signUpload(secret, key, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires < nowSeconds ? 'expired' : 'valid';
}
