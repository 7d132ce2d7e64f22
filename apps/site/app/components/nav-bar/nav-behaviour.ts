// The navigation bar's behaviour on every page, without a framework (the bar's markup is
// prerendered by ./nav-bar.tsx): the scrolled state past HEADER_SCROLL_THRESHOLD_PX and the
// small-screen menu (its button toggles it; choosing a link or Escape closes it). It reads
// nothing but the bar's data attributes and ARIA, so every language's pages use it unchanged.
import { HEADER_SCROLL_THRESHOLD_PX } from '../../content/business';

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
  return () => {
    view.removeEventListener('scroll', onScroll);
    view.removeEventListener('pageshow', onPageShow);
    toggle.removeEventListener('click', onToggle);
    header.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeyDown);
  };
}
