// The site's links as data, so the navigation bar and the footer show them in the page's language:
// each page's English path by its label's key in the catalogue, and which of them each lists.
import type { Messages } from '../../i18n/messages/en';

type NavKey = keyof Messages['nav'];

/** The English path of each page the navigation bar or the footer links by a `nav` label. */
const PATHS = {
  home: '/',
  about: '/about',
  howItWorks: '/how-it-works',
  blog: '/blog',
  faq: '/faqs',
  contact: '/contact',
  registerStore: '/register-store',
} as const satisfies Partial<Record<NavKey, string>>;

const links = <Key extends keyof typeof PATHS>(...keys: Key[]) =>
  keys.map((key) => ({ to: PATHS[key], key }));

/** The navigation bar's links, in order. */
export const NAV_LINKS = links('home', 'about', 'howItWorks', 'faq', 'contact', 'registerStore');

/** The footer's company links, in order. */
export const COMPANY_LINKS = links('home', 'about', 'howItWorks', 'blog', 'faq', 'contact');
