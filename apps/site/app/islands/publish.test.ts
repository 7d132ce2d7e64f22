// scripts/islands.mjs on a page as React Router prerenders it: its client goes, the page's own
// scripts come in, whatever the page's path or language.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  HOLD_SUBMITS_HASH,
  SPECULATION_RULES_HASH,
  SPECULATION_RULES_TEXT,
  islandsOf,
  pageStart,
  publishPage,
  withHoldSubmits,
  withPageStart,
} from '../../scripts/islands.mjs';
import { pageStartScript } from '../components/nav-bar/page-start.mjs';
import { HOLD_SUBMITS_SCRIPT } from './hold-submits.mjs';

const MANIFEST = {
  'app/components/nav-bar/nav-entry.ts': { file: 'assets/nav-1.js', imports: ['_business.js'] },
  'app/islands/entries/contact-form.ts': {
    file: 'assets/contact-form-1.js',
    imports: ['_react.js', '_business.js'],
  },
  'app/islands/entries/store-finder.ts': {
    file: 'assets/store-finder-1.js',
    imports: ['_react.js'],
  },
  '_react.js': { file: 'assets/react-1.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_business.js': { file: 'assets/business-1.js' },
};

/** The shape of React Router's prerendered HTML (root.tsx's <Scripts/>, React's streaming). */
function prerendered(body: string): string {
  return [
    '<!DOCTYPE html><html lang="en-IN"><head><title>T</title>',
    '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/framework-1.js"/>',
    '<link rel="stylesheet" href="/assets/style-1.css"/>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '</head><body>',
    body,
    '<script>window.__reactRouterContext = {}</script>',
    '<script type="module" async="">import "/assets/manifest-1.js";</script>',
    '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">x()</script>',
    '<div hidden id="S:0"><script>y()</script><!--$?--><template id="B:1"></template><!--/$--></div>',
    '<script>$RC("B:1","S:1")</script></body></html>',
  ].join('');
}

const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(([, href]) => href);
const inlineOf = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);

describe('publishPage', () => {
  it('leaves a content page no script file and no preload, only the Speculation Rules', () => {
    const html = publishPage(prerendered('<main><h1>FAQ</h1></main>'), MANIFEST);
    expect(scriptsOf(html)).toEqual([]);
    expect(preloadsOf(html)).toEqual([]);
    expect(html).not.toMatch(/__reactRouter|\$RC|id="S:|id="B:|_R_|framework-1/);
    expect(html).toContain('<main><h1>FAQ</h1></main>');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain(`<script type="speculationrules">${SPECULATION_RULES_TEXT}</script>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/style-1.css"/>');
  });

  it("marks each island with its entry's address and loads no island script up front", () => {
    const body =
      '<div data-island="store-finder" data-props="{}"><form></form></div>' +
      '<div data-island="contact-form" data-props="{}"><form></form></div>';
    const html = publishPage(prerendered(body), MANIFEST);
    expect(islandsOf(html)).toEqual(['store-finder', 'contact-form']);
    expect(html).toContain(
      '<div data-island="store-finder" data-island-src="/assets/store-finder-1.js" data-props="{}">',
    );
    expect(html).toContain(
      '<div data-island="contact-form" data-island-src="/assets/contact-form-1.js" data-props="{}">',
    );
    // No script up front: the navigation module (started after the first paint, withPageStart)
    // loads an island's entry when the island nears the screen.
    expect(scriptsOf(html)).toEqual([]);
    expect(preloadsOf(html)).toEqual([]);
  });

  it('preloads no font, whatever the language (a preload would defeat local())', () => {
    for (const lang of ['en-IN', 'te', 'hi']) {
      const html = publishPage(
        prerendered('<main></main>').replace('lang="en-IN"', `lang="${lang}"`),
        MANIFEST,
      );
      expect(html).not.toMatch(/rel="preload"[^>]*as="font"/);
    }
  });

  it('refuses a page whose streamed segment holds content (it would never show)', () => {
    const html = prerendered('').replace('<script>y()</script>', '<p>late content</p>');
    expect(() => publishPage(html, MANIFEST)).toThrow(/streamed segment holds content/);
  });

  it('names the hash the policy allows the rules by', () => {
    expect(SPECULATION_RULES_HASH).toMatch(/^'sha256-[\w+/=]{44}'$/);
    expect(JSON.parse(SPECULATION_RULES_TEXT).prerender[0].eagerness).toBe('moderate');
  });

  it('starts every page with the script that loads the navigation module, before its stylesheet', () => {
    const html = withPageStart(publishPage(prerendered('<main></main>'), MANIFEST), MANIFEST);
    expect(pageStart(MANIFEST)).toBe(pageStartScript('/assets/nav-1.js'));
    expect(inlineOf(html)).toEqual([pageStart(MANIFEST)]);
    expect(html.indexOf(pageStart(MANIFEST))).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('gives a page with an island the script that holds early submits, before its stylesheet', () => {
    const island = publishPage(
      prerendered('<div data-island="contact-form" data-props="{}"><form></form></div>'),
      MANIFEST,
    );
    const held = withHoldSubmits(island);
    expect(inlineOf(held)).toEqual([HOLD_SUBMITS_SCRIPT]);
    expect(held.indexOf(HOLD_SUBMITS_SCRIPT)).toBeLessThan(held.indexOf('rel="stylesheet"'));
    const hash = createHash('sha256').update(HOLD_SUBMITS_SCRIPT).digest('base64');
    expect(HOLD_SUBMITS_HASH).toBe(`'sha256-${hash}'`);
    const content = publishPage(prerendered('<main><h1>FAQ</h1></main>'), MANIFEST);
    expect(withHoldSubmits(content)).toBe(content);
  });
});
