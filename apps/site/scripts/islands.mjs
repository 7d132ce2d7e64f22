// "Only the script a page uses" (docs/decisions.md): React Router prerenders every page with
// React; this step takes its client back out of each HTML file (scripts, modulepreloads, the
// hydration context and streamed data) and puts in what the page needs instead: the navigation
// bar's module on every page (started after the page's first paint by an inline script,
// ../app/components/nav-bar/page-start.mjs), the address of each island's entry on the island itself
// (<div data-island=name data-island-src=...>, loaded by the navigation module when the island
// nears the screen, so React never competes with the page's first paint), and Speculation
// Rules so that plain page loads between pages are prerendered on hover.
// It reads only the HTML, so it works on every page under dist whatever its path.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageStartScript } from '../app/components/nav-bar/page-start.mjs';
import { HOLD_SUBMITS_SCRIPT } from '../app/islands/hold-submits.mjs';

/** Prerender or prefetch same-site pages when the visitor shows intent (hover, pointerdown). */
const SPECULATION_RULES = {
  prerender: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
};
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
/** The CSP source that allows the inline rules (with 'inline-speculation-rules'). */
export const SPECULATION_RULES_HASH = `'sha256-${createHash('sha256').update(SPECULATION_RULES_TEXT).digest('base64')}'`;

/** The CSP source that allows the inline script holding early submits (../app/islands/hold-submits.mjs). */
export const HOLD_SUBMITS_HASH = `'sha256-${createHash('sha256').update(HOLD_SUBMITS_SCRIPT).digest('base64')}'`;

const NAV_ENTRY = 'app/components/nav-bar/nav-entry.ts';
const islandEntry = (name) => `app/islands/entries/${name}.ts`;
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const typeOf = (attributes) =>
  (/(?:^|\s)type\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '').trim().toLowerCase();

/** The manifests of the islands build and the navigation module's (vite.islands.config.ts,
 * vite.nav.config.ts), as one: both write into build/islands. */
export function readIslandsManifest(buildDir) {
  const read = (name) => JSON.parse(readFileSync(join(buildDir, `islands/.vite/${name}`), 'utf8'));
  return { ...read('manifest.json'), ...read('nav-manifest.json') };
}

/** The entry file of `key` and every chunk it imports statically, as root-relative URLs. */
function entryFiles(manifest, key) {
  const entry = manifest[key];
  if (!entry) throw new Error(`the islands manifest has no ${key}`);
  const imports = [];
  const walk = (chunkKey) => {
    for (const next of manifest[chunkKey]?.imports ?? []) {
      const file = `/${manifest[next].file}`;
      if (imports.includes(file)) continue;
      imports.push(file);
      walk(next);
    }
  };
  walk(key);
  return { entry: `/${entry.file}`, imports };
}

/** Every JS file of the islands build (for copying into dist/assets). */
export function islandsFiles(manifest) {
  return Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
}

/** The names of the islands in a page's HTML, in page order, each once. */
export function islandsOf(html) {
  return [...new Set([...html.matchAll(/\sdata-island="([^"]+)"/g)].map(([, name]) => name))];
}

/**
 * The HTML without React Router's client: module preloads, executable scripts (data blocks
 * such as JSON-LD stay), React's render-blocking "expect" link and its streamed boundaries.
 */
export function stripFramework(html) {
  let out = html
    .replace(/<link\b[^>]*\brel="(?:modulepreload|expect)"[^>]*>/gi, '')
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (whole, attributes) =>
      EXECUTABLE_TYPES.has(typeOf(attributes)) ? '' : whole,
    );
  // What React streamed after the shell: hidden segments and their placeholders. With the
  // scripts gone they hold nothing; anything else in them would be content that never shows.
  out = out.replace(/<div hidden(?:="")? id="S:\d+">([\s\S]*?)<\/div>/g, (whole, inner) => {
    if (inner.replace(/<!--\/?\$\??-->|<template id="B:\d+"><\/template>/g, '').trim()) {
      throw new Error(`a streamed segment holds content: ${whole.slice(0, 200)}`);
    }
    return '';
  });
  out = out.replace(/<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g, '');
  for (const left of ['__reactRouter', '<template id="B:', 'id="S:', 'rel="modulepreload"']) {
    if (out.includes(left)) throw new Error(`React Router's client is still in the page (${left})`);
  }
  return out;
}

/** The inline script every page starts with (../app/components/nav-bar/page-start.mjs): it
 * starts the navigation module after the first paint (its chunks come with it, not before). */
export function pageStart(manifest) {
  return pageStartScript(entryFiles(manifest, NAV_ENTRY).entry);
}

/** Each island marked with the address of its entry, which the navigation module loads. */
export function markIslands(html, manifest) {
  return html.replace(/(\sdata-island="([^"]+)")/g, (whole, attribute, name) => {
    const { entry } = entryFiles(manifest, islandEntry(name));
    return `${attribute} data-island-src="${entry}"`;
  });
}

/**
 * One page's HTML as published: no framework, the Speculation Rules at the end of <head> (the
 * navigation module comes with withPageStart). (Fonts are not preloaded: a preload downloads the
 * file even where the phone has the font; ./fonts.mjs starts them loading local() first.)
 */
export function publishPage(html, manifest) {
  const stripped = stripFramework(html);
  if (!stripped.includes('</head>')) throw new Error('a page without </head>');
  return markIslands(stripped, manifest).replace(
    '</head>',
    `<script type="speculationrules">${SPECULATION_RULES_TEXT}</script></head>`,
  );
}

/** Puts `script` inline right before the page's first stylesheet. */
function beforeStylesheet(html, script) {
  const at = html.search(/<link\b[^>]*\brel="stylesheet"/i);
  if (at < 0) throw new Error('a page without a stylesheet');
  return `${html.slice(0, at)}<script>${script}</script>${html.slice(at)}`;
}

/**
 * Every page with its start script (pageStart) inline before its first stylesheet: it runs as
 * soon as the head's links are parsed, and waits for no file. Applied after the inline scripts
 * of the prerender have moved into files (publish-dist.mjs).
 */
export function withPageStart(html, manifest) {
  return beforeStylesheet(html, pageStart(manifest));
}

/**
 * A page with an island, with the script that holds a submit until the island wakes
 * (../app/islands/hold-submits.mjs) inline before its first stylesheet: it runs before the body
 * is parsed and waits for no file. Other pages unchanged. Applied after the inline scripts of
 * the prerender have moved into files (publish-dist.mjs), as the font loader is.
 */
export function withHoldSubmits(html) {
  if (islandsOf(html).length === 0) return html;
  return beforeStylesheet(html, HOLD_SUBMITS_SCRIPT);
}
