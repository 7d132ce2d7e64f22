// The contact form island's props in a language: its words and the rules' messages (the island
// runs without the router and without the catalogues).
import type { Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import type { ContactFormProps } from './contact-form';

export function contactFormProps(locale: Locale): ContactFormProps {
  if (locale === 'en') return { locale };
  const t = messagesFor(locale);
  return { locale, text: t.contactForm, validation: t.validation };
}
