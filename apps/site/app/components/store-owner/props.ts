// What the store owner's islands take (/register-store and /store-status): the page's language,
// their words in it, and the words of the rules they can meet.
import type { Words } from '../../i18n/rules';
import type { Locale } from '../../i18n/locales';
import type { storeOwner } from '../../i18n/messages/en-store-owner';

export type StoreOwnerText = typeof storeOwner;

export interface StoreOwnerProps {
  /** The page's language: dates, links and the language codes are sent in (English if not given). */
  locale?: Locale;
  /** The islands' words in that language (English when not given). */
  text?: StoreOwnerText;
  /** The words of the rules they can meet (their own, and the API's answers), in that language. */
  rules?: Words;
}
