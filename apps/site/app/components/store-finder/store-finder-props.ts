// The store finder island's props in a language (see ../contact-form/contact-form-props.ts).
import type { Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { wordsFor } from '../../i18n/rules/catalogue';
import type { StoreFinderProps } from './store-finder';

export function storeFinderProps(locale: Locale): StoreFinderProps {
  const rules = wordsFor(locale, []);
  if (locale === 'en') return { locale, rules };
  return { locale, text: messagesFor(locale).storeFinder, rules };
}
