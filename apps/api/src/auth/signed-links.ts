// Signed upload links (PUT /api/uploads/...): HMAC-SHA256 over a purpose, a key and an expiry,
// keyed by AUTH_SECRET. Private documents have no links: an admin opens them with their own
// token (routes/documents.ts), so that who opened which ID is always the admin who asked.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link is for, inside the HMAC: only uploads are signed now. */
export type LinkPurpose = 'upload';

/** How long an upload URL stays valid (the contract says 15 minutes). */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export function signLink(secret: string, purpose: LinkPurpose, key: string, expires: number) {
  return createHmac('sha256', secret).update(`${purpose}\n${key}\n${expires}`).digest('hex');
}

export const signUpload = (secret: string, key: string, expires: number) =>
  signLink(secret, 'upload', key, expires);

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

const EXPIRES = /^\d{1,15}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/** The link's expires and signature as sent: any value but the issued ones is 'invalid'. */
export function checkLink(
  secret: string,
  purpose: LinkPurpose,
  key: string,
  expires: string,
  signature: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!EXPIRES.test(expires) || !SIGNATURE.test(signature)) return 'invalid';
  const seconds = Number(expires);
  const expected = Buffer.from(signLink(secret, purpose, key, seconds), 'hex');
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), expected)) return 'invalid';
  return seconds < nowSeconds ? 'expired' : 'valid';
}

export const checkUploadSignature = (
  secret: string,
  key: string,
  expires: string,
  signature: string,
  nowSeconds?: number,
) => checkLink(secret, 'upload', key, expires, signature, nowSeconds);
