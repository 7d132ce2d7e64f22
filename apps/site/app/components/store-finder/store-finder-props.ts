// The store finder island's props in a language (see ../contact-form/contact-form-props.ts).
import type { Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { wordsFor } from '../../i18n/rules/catalogue';
import type { StoreFinderProps } from './store-finder';

export function storeFinderProps(locale: Locale): StoreFinderProps {
  return { locale, text: messagesFor(locale).storeFinder, rules: wordsFor(locale, ['finder']) };
}
