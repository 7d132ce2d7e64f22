// The code an authenticator app shows for a base32 secret (RFC 6238: HMAC-SHA1, 6 digits,
// 30-second steps), so a test can enrol and sign in as a person with a phone would. Checked
// against the RFC's test vector below, at import: a wrong helper fails every test that uses it.
import { createHmac } from 'node:crypto';
import { TOTP_DIGITS, TOTP_STEP_SECONDS } from '@kirana/domain/two-step';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]+/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 secret: ${text}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The 6-digit code of `secretBase32` at `time` (epoch milliseconds; now by default). */
export function totpCode(secretBase32: string, time: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / TOTP_STEP_SECONDS)));
  const mac = createHmac('sha1', base32Bytes(secretBase32)).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

// RFC 6238 appendix B: the ASCII secret "12345678901234567890" at 59 s gives 94287082, whose
// last six digits an app shows.
if (totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000) !== '287082') {
  throw new Error('e2e/support/totp.ts does not compute RFC 6238 codes');
}
