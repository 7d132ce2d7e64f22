// An admin's new password (admin:create, an accepted invite, a password change) and the body of
// a password change: one rule, one source. Its length, and no words of the person's own (their
// e-mail or name): NIST SP 800-63B asks to accept any long passphrase rather than impose
// character classes, and to refuse context-specific words and common or breached passwords
// (the API checks those against its list: apps/api/src/auth/common-passwords.ts). Built with zod/mini, like the login's.

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import * as z from 'zod/mini';
import {
  CURRENT_PASSWORD_REQUIRED,
  NEW_PASSWORD_TOO_LONG,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from './auth.js';
import { defineMessage } from './catalogue.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './common.js';
import { type ValidationResult, toResult } from './validation.js';

export const newPasswordSchema = z
  .string(PASSWORD_REQUIRED.rule)
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT.rule),
    z.maxLength(MAX_PASSWORD_LENGTH, NEW_PASSWORD_TOO_LONG.rule),
  );

export const PASSWORD_HAS_PERSONAL_WORDS = defineMessage(
  'auth.passwordHasPersonalWords',
  'Choose a password that does not contain your name or e-mail address.',
);

export const PASSWORD_TOO_COMMON = defineMessage(
  'auth.passwordTooCommon',
  'This password is on a list of common or leaked passwords that attackers try first. Choose another.',
);

/** Shorter parts of a name or an e-mail are too common to refuse ("ravi" in "bravissimo"). */
const MIN_PERSONAL_WORD = 4;

/**
 * Whether the password is, or contains, the person's e-mail address, the part before its @, or
 * their name (spaces ignored, any case): words an attacker who knows them tries first.
 */
export function passwordHasPersonalWords(
  password: string,
  person: { email?: string | null; name?: string | null },
): boolean {
  const plain = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  const typed = plain(password);
  const email = plain(person.email ?? '');
  const words = [email, email.split('@')[0] ?? '', plain(person.name ?? '')];
  return words.some((word) => word.length >= MIN_PERSONAL_WORD && typed.includes(word));
}

/** POST /api/admin/account/password body (My account's form checks the same). */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string(CURRENT_PASSWORD_REQUIRED.rule)
    .check(
      z.minLength(1, CURRENT_PASSWORD_REQUIRED.rule),
      z.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG.rule),
    ),
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export function validateChangePassword(values: {
  currentPassword: string;
  newPassword: string;
}): ValidationResult<ChangePasswordBody, 'currentPassword' | 'newPassword'> {
  return toResult(changePasswordBodySchema.safeParse(values));
}
