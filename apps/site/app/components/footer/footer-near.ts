// The footer's language switcher names its languages in their own scripts (తెలుగు, हिन्दी),
// drawn from few-glyph fonts (styles/fonts.css). Those fonts wait until the footer nears the
// screen (this marks it, data-near), so that on a phone, where the footer is far below, they are
// fetched after the first screen rather than competing with it (issue 26).

/** How near the screen the footer's fonts start loading: about a screen ahead of the scroll. */
export const FOOTER_MARGIN = '800px 0px';

export function markFooterNear(root: Document): void {
  const footers = [...root.querySelectorAll('footer')];
  const view = root.defaultView;
  if (!view || !('IntersectionObserver' in view)) {
    for (const footer of footers) footer.setAttribute('data-near', '');
    return;
  }
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute('data-near', '');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: FOOTER_MARGIN },
  );
  for (const footer of footers) observer.observe(footer);
}
