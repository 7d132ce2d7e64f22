// The language of the page being rendered, from its URL, with its words and content. Pages and
// the frame use it; islands get their words as props instead (they run without the router).
import { useLocation } from 'react-router';
import { contentFor } from './content';
import { localeOfPath, localePath, type Locale } from './locales';
import { messagesFor } from './messages';

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

export function useI18n() {
  const locale = useLocale();
  return {
    locale,
    t: messagesFor(locale),
    content: contentFor(locale),
    /** An English path in this page's language: href('/faqs') is /te/faqs on a Telugu page. */
    href: (path: string) => localePath(locale, path),
  };
}
