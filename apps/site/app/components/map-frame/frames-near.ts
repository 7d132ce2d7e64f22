// Gives each waiting frame (an <iframe data-src>, ./map-frame.tsx) its address once the page
// has painted and the frame is about a screen from view, so a visitor who scrolls to it finds it
// loaded and one who never does downloads nothing of it.
import { afterFirstPaint } from '../../lib/first-paint';

/** How near the screen a waiting frame starts loading: about a screen ahead of the scroll. */
export const FRAME_MARGIN = '800px 0px';

const load = (frame: Element) => {
  const src = frame.getAttribute('data-src');
  if (src) frame.setAttribute('src', src);
  frame.removeAttribute('data-src');
};

export function loadFramesNear(root: Document): void {
  const frames = [...root.querySelectorAll('iframe[data-src]')];
  if (frames.length === 0) return;
  const view = root.defaultView;
  afterFirstPaint(view, () => {
    if (!view || !('IntersectionObserver' in view)) {
      frames.forEach(load);
      return;
    }
    const observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          load(entry.target);
        }
      },
      { rootMargin: FRAME_MARGIN },
    );
    frames.forEach((frame) => observer.observe(frame));
  });
}
