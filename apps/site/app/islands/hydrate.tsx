// Hydrates every island of one name on the page with its component and the props its HTML
// carries (see ./island.tsx).
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandIdPrefix, type IslandName } from './names';

export function hydrateIslands<P extends object>(name: IslandName, Component: ComponentType<P>) {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? '{}') as P;
    hydrateRoot(element, <Component {...props} />, { identifierPrefix: islandIdPrefix(name) });
    // Says the island now answers (tests wait for it; the attribute is outside React's root).
    element.dataset.hydrated = '';
  }
}
