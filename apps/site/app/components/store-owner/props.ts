// What the store owner's islands take (/register-store and /store-status): the page's language,
// their words in it, and the words of the rules they can meet.
import type { Words } from '../../i18n/rules';
import type { Locale } from '../../i18n/locales';
import type { ownerSignIn } from '../../i18n/messages/en-owner-sign-in';
import type { storeOwner } from '../../i18n/messages/en-store-owner';

/** The words shown before signing in: the sign-in and the registration's progress. */
export type OwnerSignInText = typeof ownerSignIn;
/** The words shown once signed in: the steps and the status. */
export type StoreOwnerText = typeof storeOwner;

export interface StoreOwnerProps {
  /** The page's language: dates, links and the language codes are sent in (English if not given). */
  locale?: Locale;
  /** The sign-in's words in that language (in the props in every language, so the first screen's
   * script carries none). */
  signInText: OwnerSignInText;
  /** The signed-in parts' words in that language (English when not given). */
  text?: StoreOwnerText;
  /** The words of the rules they can meet (their own, and the API's answers), in that language. */
  rules?: Words;
}
