// Gives each waiting frame (an <iframe data-src>, ./map-frame.tsx) its address once the page
// has painted and the frame nears the screen.
import { afterFirstPaint } from '../../lib/first-paint';
import { whenNearScreen } from '../../lib/near-screen';

export function loadFramesNear(root: Document): void {
  const frames = [...root.querySelectorAll('iframe[data-src]')];
  if (frames.length === 0) return;
  const view = root.defaultView;
  afterFirstPaint(view, () =>
    whenNearScreen(view, frames, (frame) => {
      frame.setAttribute('src', frame.getAttribute('data-src') ?? '');
      frame.removeAttribute('data-src');
    }),
  );
}
