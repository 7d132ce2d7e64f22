// "When it nears the screen", for what the navigation module starts late: an island's script,
// a map's frame, the footer's fonts. Each starts about a screen ahead of the scroll, so that a
// visitor who scrolls to it finds it ready and one who never does downloads nothing of it.

/** How near the screen something starts loading: about a screen ahead of the scroll. */
export const NEAR_SCREEN = '800px 0px';

/**
 * Calls `near` once for each element when it comes within NEAR_SCREEN of view; at once for
 * every element where the browser cannot tell what is in view.
 */
export function whenNearScreen(
  view: Document['defaultView'],
  elements: readonly Element[],
  near: (element: Element) => void,
): void {
  if (!view || !('IntersectionObserver' in view)) {
    elements.forEach(near);
    return;
  }
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        near(entry.target);
      }
    },
    { rootMargin: NEAR_SCREEN },
  );
  elements.forEach((element) => observer.observe(element));
}
