import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MapFrame } from './map-frame';

const SRC = 'https://www.openstreetmap.org/export/embed.html?bbox=1&marker=17.3867';

describe('MapFrame', () => {
  it('waits with its address in data-src, and gives it to a browser without JavaScript', () => {
    const html = renderToStaticMarkup(
      <MapFrame title="Map of our office" src={SRC} width={960} height={400} />,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const [waiting] = page.querySelectorAll('iframe');
    expect(waiting?.getAttribute('data-src')).toBe(SRC);
    expect(waiting?.hasAttribute('src')).toBe(false);
    expect(waiting?.getAttribute('title')).toBe('Map of our office');
    expect(waiting?.getAttribute('loading')).toBe('lazy');
    // Parsed without scripting (as DOMParser parses), <noscript> holds the frame with its address.
    const frame = page.querySelector('noscript > iframe');
    expect(frame?.getAttribute('src')).toBe(SRC);
    expect(frame?.getAttribute('title')).toBe('Map of our office');
    expect(frame?.getAttribute('width')).toBe('960');
  });
});
