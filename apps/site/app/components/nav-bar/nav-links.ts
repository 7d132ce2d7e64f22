/** The navigation bar's links, in order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/faqs', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
] as const;
