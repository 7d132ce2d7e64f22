// The store finder island's props in a language (see ../contact-form/contact-form-props.ts).
import type { Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import type { StoreFinderProps } from './store-finder';

export function storeFinderProps(locale: Locale): StoreFinderProps {
  if (locale === 'en') return { locale };
  const t = messagesFor(locale);
  return { locale, text: t.storeFinder, validation: t.validation };
}
