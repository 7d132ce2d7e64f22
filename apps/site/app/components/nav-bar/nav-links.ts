// The navigation bar's links as data, so the bar shows them in the page's language.
import type { Messages } from '../../i18n/messages/en';

/** The navigation bar's links, in order: English paths and their label's key in the catalogue. */
export const NAV_LINKS = [
  { to: '/', key: 'home' },
  { to: '/about', key: 'about' },
  { to: '/how-it-works', key: 'howItWorks' },
  { to: '/faqs', key: 'faq' },
  { to: '/contact', key: 'contact' },
  { to: '/register-store', key: 'registerStore' },
] as const satisfies readonly { to: string; key: keyof Messages['nav'] }[];
