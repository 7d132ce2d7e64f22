// Second-factor secrets at rest (DESIGN.md, wave 3): a TOTP secret is encrypted with AES-256-GCM
// under a key from configuration (MFA_ENCRYPTION_KEY, or in development one derived from
// AUTH_SECRET), bound to its admin's id; recovery codes and challenge tokens are kept only as
// keyed hashes (HMAC-SHA256), so a copy of the database alone opens nothing.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
  normaliseRecoveryCode,
} from '@kirana/domain/two-step';

export interface MfaKeys {
  /** Encrypts TOTP secrets. */
  encryption: Buffer;
  /** Keys the hashes of recovery codes and challenge tokens. */
  hashing: Buffer;
}

const derive = (material: string, info: string) =>
  Buffer.from(hkdfSync('sha256', material, 'kirana-mfa', info, 32));

/** The two keys from the configured key material (MFA_ENCRYPTION_KEY or AUTH_SECRET). */
export function mfaKeys(material: string): MfaKeys {
  return {
    encryption: derive(material, 'totp-secret-aes-256-gcm'),
    hashing: derive(material, 'recovery-code-hmac'),
  };
}

const VERSION = 'v1';

/** `v1.<iv>.<ciphertext>.<tag>` (base64url), the admin's id as additional data. */
export function encryptSecret(keys: MfaKeys, adminId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  cipher.setAAD(Buffer.from(adminId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or an error when the text was changed, moved to another admin or another key. */
export function decryptSecret(keys: MfaKeys, adminId: string, stored: string): string {
  const [version, iv, body, tag] = stored.split('.');
  if (version !== VERSION || !iv || !body || !tag) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(adminId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** The keyed hash a recovery code (as typed) or a challenge token is stored and found by. */
export function keyedHash(keys: MfaKeys, purpose: 'recovery' | 'challenge', value: string): string {
  const plain = purpose === 'recovery' ? normaliseRecoveryCode(value) : value;
  return createHmac('sha256', keys.hashing).update(`${purpose}:${plain}`).digest('hex');
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten new recovery codes as shown ("abcde-23456"), 50 random bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(RECOVERY_CODE_LENGTH);
    const plain = Array.from(bytes, (byte) => ALPHABET[byte & 31]).join('');
    return formatRecoveryCode(plain);
  });
}

/** A challenge's bearer text: 32 random bytes. */
export function newChallengeToken(): string {
  return randomBytes(32).toString('base64url');
}
