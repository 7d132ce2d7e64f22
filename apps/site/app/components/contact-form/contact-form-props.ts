// The contact form island's props in a language: its words and the words of the rules it can
// meet (the island runs without the router and without the catalogues).
import type { Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { wordsFor } from '../../i18n/rules/catalogue';
import type { ContactFormProps } from './contact-form';

export function contactFormProps(locale: Locale): ContactFormProps {
  const rules = wordsFor(locale, ['contact']);
  return { text: messagesFor(locale).contactForm, rules };
}
