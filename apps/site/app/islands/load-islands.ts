// Loads the entry of each island on the page (its address is on the island itself,
// data-island-src, written by scripts/islands.mjs) once the island comes near the screen, or at
// once when the visitor focuses or touches it first. React and a form's code thus reach the
// page only for an island the visitor may use, and never ahead of the page's first paint or its
// fonts.

import { afterFirstPaint } from '../lib/first-paint';
import { whenNearScreen } from '../lib/near-screen';

type Load = (src: string) => Promise<unknown>;

const importEntry: Load = (src) => import(/* @vite-ignore */ src);

export function loadIslands(root: Document, load: Load = importEntry): void {
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island-src]')];
  if (islands.length === 0) return;
  const started = new Set<string>();
  const start = (island: Element) => {
    const src = island.getAttribute('data-island-src');
    if (!src || started.has(src)) return;
    started.add(src);
    load(src).catch((error: unknown) => {
      // Without its script the island stays the prerendered HTML; say why in the console.
      started.delete(src);
      console.error(`The island ${src} did not load`, error);
    });
  };
  const view = root.defaultView;
  for (const island of islands) {
    island.addEventListener('focusin', () => start(island), { once: true });
    island.addEventListener('pointerdown', () => start(island), { once: true });
    // A form sent before its island woke is held by the page's inline script (hold-submits.mjs)
    // until the island takes it (wake.ts): its script is needed now.
    island.addEventListener('submit', () => start(island), { capture: true });
    // Sent or focused before this module ran (a slow network): needed now too.
    if (island.hasAttribute('data-held') || island.contains(root.activeElement)) start(island);
  }
  // An island's container has no box of its own (display: contents), so what is watched is
  // what it holds; the island starts when the first of them nears the screen.
  const islandOf = new Map<Element, Element>();
  for (const island of islands) {
    for (const element of island.children.length > 0 ? [...island.children] : [island])
      islandOf.set(element, island);
  }
  const watch = () =>
    whenNearScreen(view, [...islandOf.keys()], (element) => {
      const island = islandOf.get(element);
      if (island) start(island);
    });
  // The page's first paint and its fonts first: on a slow link an island near the screen would
  // download React beside the stylesheet or the fonts, and the page's text waits for both. A
  // visitor who focuses, touches or sends still wakes an island at once (above).
  afterFirstPaint(view, () => {
    const fonts = (root as Partial<Pick<Document, 'fonts'>>).fonts;
    if (fonts?.status === 'loading') void fonts.ready.then(watch, watch);
    else watch();
  });
}
