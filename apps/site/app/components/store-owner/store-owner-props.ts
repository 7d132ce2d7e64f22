// The store owner's islands' props in a language, made at prerender: their words and the words
// of the rules they can meet (sign-in, registration, documents, the stores' checks, the owner's rights),
// so the islands run without the router and without the catalogues.
import type { Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { wordsFor } from '../../i18n/rules/catalogue';
import type { StoreOwnerProps } from './props';

export function storeOwnerProps(locale: Locale): StoreOwnerProps {
  const rules = wordsFor(locale, [
    'storeOwners',
    'registration',
    'documents',
    'stores',
    'storeHours',
    'rights',
  ]);
  const messages = messagesFor(locale);
  // The signed-in parts' English words load with them (they are shown after the first screen).
  const text = locale === 'en' ? {} : { text: messages.storeOwner };
  return { locale, signInText: messages.ownerSignIn, ...text, rules };
}
