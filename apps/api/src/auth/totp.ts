// TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto: HMAC-SHA1, six digits, a 30-second
// step (the numbers are packages/domain's two-step entry). Secrets travel as base32 text, the
// way authenticator apps take them by hand and in the otpauth:// URI.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  TOTP_DIGITS,
  TOTP_ISSUER,
  TOTP_STEP_SECONDS,
  acceptedSteps,
  isTotpCode,
} from '@kirana/domain/two-step';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 text (case, spaces and padding ignored) as bytes; throws on another character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]+/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommended length) in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** HOTP (RFC 4226 section 5.3): the counter's HMAC, truncated dynamically to `digits` digits. */
export function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1',
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The TOTP code of a base32 secret at a moment (epoch milliseconds). */
export function totpCode(secretBase32: string, nowMs = Date.now()): string {
  return hotp(base32Decode(secretBase32), Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS));
}

/**
 * The step a code belongs to when it is right for now or one step either side, else null.
 * Callers refuse a step not after the last one accepted (each code is accepted once).
 */
export function matchTotp(secretBase32: string, code: string, nowMs = Date.now()): number | null {
  if (!isTotpCode(code)) return null;
  const key = base32Decode(secretBase32);
  const given = Buffer.from(code);
  let found: number | null = null;
  // Every accepted step is compared, whichever matches, so the time taken says nothing.
  for (const step of acceptedSteps(nowMs)) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && found === null) found = step;
  }
  return found;
}

/** The otpauth:// URI authenticator apps read from the QR code (Google's Key URI Format). */
export function otpauthUri(secretBase32: string, account: string): string {
  const label = encodeURIComponent(`${TOTP_ISSUER}:${account}`);
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
