// The navigation bar's behaviour on every page, without a framework (the bar's markup is
// prerendered by ./nav-bar.tsx): the scrolled state past HEADER_SCROLL_THRESHOLD_PX and the
// small-screen menu (its button toggles it; choosing a link or Escape closes it). It reads
// nothing but the bar's data attributes and ARIA, so every language's pages use it unchanged.
// It also remembers the language a visitor picks in a switcher (LANGUAGE_STORAGE_KEY).
import { HEADER_SCROLL_THRESHOLD_PX } from '../../content/business';
import { LANGUAGE_STORAGE_KEY } from './page-start.mjs';

/**
 * Remembers the language of a switcher link the visitor follows (a later arrival from outside
 * the site on an English page goes to it: ./page-start.mjs).
 */
function rememberLanguage(event: MouseEvent, view: Window & typeof globalThis) {
  if (!(event.target instanceof view.Element)) return;
  const link = event.target.closest<HTMLAnchorElement>('[data-lang-switch] a[hreflang]');
  if (!link) return;
  try {
    view.localStorage.setItem(LANGUAGE_STORAGE_KEY, link.hreflang);
  } catch {
    // Storage refused (private mode, full): the link still works, the choice is not kept.
  }
}

/** Wires the bar of `doc`; returns a function that unwires it (the dev server's re-renders). */
export function enhanceNavBar(doc: Document = document): () => void {
  const header = doc.querySelector<HTMLElement>('[data-nav-header]');
  const toggle = header?.querySelector<HTMLButtonElement>('[data-nav-toggle]');
  const menu = header?.querySelector<HTMLElement>('[data-nav-menu]');
  const view = doc.defaultView;
  if (!header || !toggle || !menu || !view) return () => {};

  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    header.dataset.menuOpen = String(open);
  };
  const onScroll = () => {
    header.dataset.scrolled = String(view.scrollY > HEADER_SCROLL_THRESHOLD_PX);
  };
  const onToggle = () => setOpen(!isOpen());
  // Any link of the bar (brand, pages, Download App) closes the menu, the current page's too.
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof view.Element && event.target.closest('a')) setOpen(false);
  };
  const onDocumentClick = (event: MouseEvent) => rememberLanguage(event, view);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    const focusWasInMenu = menu.contains(doc.activeElement);
    setOpen(false);
    if (focusWasInMenu) toggle.focus();
  };
  // A page shown again from the back/forward cache: the scroll may differ, the menu is closed.
  const onPageShow = () => {
    onScroll();
    setOpen(false);
  };

  onScroll();
  view.addEventListener('scroll', onScroll, { passive: true });
  view.addEventListener('pageshow', onPageShow);
  toggle.addEventListener('click', onToggle);
  header.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeyDown);
  doc.addEventListener('click', onDocumentClick);
  return () => {
    view.removeEventListener('scroll', onScroll);
    view.removeEventListener('pageshow', onPageShow);
    toggle.removeEventListener('click', onToggle);
    header.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
    doc.removeEventListener('click', onDocumentClick);
  };
}
