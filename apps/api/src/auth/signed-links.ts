// Signed links: HMAC-SHA256 over a purpose, a key and an expiry, keyed by AUTH_SECRET. An
// upload link (PUT /api/uploads/...) and a private document link (GET /api/documents/...) are
// signed the same way with different purposes, so one can never stand in for the other.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'upload' | 'document';

/** How long an upload URL stays valid (the contract says 15 minutes). */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

export function signLink(secret: string, purpose: LinkPurpose, key: string, expires: number) {
  return createHmac('sha256', secret).update(`${purpose}\n${key}\n${expires}`).digest('hex');
}

export const signUpload = (secret: string, key: string, expires: number) =>
  signLink(secret, 'upload', key, expires);

/** `?expires=...&signature=...` of a link valid for `ttlSeconds` from now. */
export function signedQuery(
  secret: string,
  purpose: LinkPurpose,
  key: string,
  ttlSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): { query: string; expires: number } {
  const expires = nowSeconds + ttlSeconds;
  return {
    query: `expires=${expires}&signature=${signLink(secret, purpose, key, expires)}`,
    expires,
  };
}

/**
 * A private document's link is signed for the admin it is issued to (`viewer`): serving it
 * records that this admin opened the document, and the link cannot be re-addressed to another.
 */
export function documentLinkQuery(
  secret: string,
  key: string,
  viewer: string,
  ttlSeconds: number,
): { query: string; expires: number } {
  const signed = signedQuery(secret, 'document', `${key}\n${viewer}`, ttlSeconds);
  return { query: `${signed.query}&viewer=${viewer}`, expires: signed.expires };
}

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

export const checkDocumentLink = (
  secret: string,
  key: string,
  viewer: string,
  expires: string,
  signature: string,
  nowSeconds?: number,
) => checkLink(secret, 'document', `${key}\n${viewer}`, expires, signature, nowSeconds);

export const checkUploadSignature = (
  secret: string,
  key: string,
  expires: string,
  signature: string,
  nowSeconds?: number,
) => checkLink(secret, 'upload', key, expires, signature, nowSeconds);
