// NIST SP 800-63B §5.1.1.2: a new password is refused when it is on a list of passwords known to
// be commonly used or leaked. The list is zxcvbn-ts's common-passwords dictionary (49,233 from
// breach corpora, lower case), kept on the server only (it is too large for the admin's bundle)
// and read once, when a password is first checked. A common word with digits or signs added
// after it ("password2024!") is the first thing an attacker tries: it is refused too.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** At least this much of a password must be left when trailing digits and signs are cut off. */
const MIN_STEM = 4;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary.passwords);
  const plain = password.normalize('NFKC').toLowerCase();
  if (common.has(plain)) return true;
  const stem = plain.replace(/[\d\W_]+$/u, '');
  return stem.length >= MIN_STEM && stem !== plain && common.has(stem);
}
