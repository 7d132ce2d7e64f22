// Gzipped JavaScript and CSS per entry route of both apps.
// Site: each prerendered page's HTML, its scripts (src, modulepreload links, the modules the
// inline module script imports, the module an inline script appends, its islands' entries) and stylesheets, then every static import
// of those scripts.
// Admin: every route opened in Chromium (./admin-routes.ts), counting each script it fetches.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from './paths.js';

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
}

export interface PageBundle {
  page: string;
  js: Sizes;
  css: Sizes;
  /** The HTML document itself (site only). */
  html?: Sizes;
}

export const SITE_DIST = join(REPO_ROOT, 'apps/site/dist');

/** Aims of gzipped JavaScript a page loads: a page with a form or filter (issue 26: under 75 KB),
 * any other (issue 17). */
export const SITE_JS_AIM_KB = { plain: 20, form: 75 } as const;
/** The pages with a form or filter (English paths; /te/ and /hi/ copies count the same). */
export const SITE_FORM_PAGES: readonly string[] = [
  '/',
  '/contact',
  '/blog',
  '/deliver-with-us',
  '/register-store',
  '/store-status',
];

/** The site's languages: English at /, Telugu at /te/, Hindi at /hi/. */
export const SITE_LOCALES = ['en', 'te', 'hi'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** A page's language and its English path: /te/faqs is te and /faqs, /hi is hi and /. */
export function pageLocale(page: string): { locale: SiteLocale; english: string } {
  const match = /^\/(te|hi)(?=\/|$)/.exec(page);
  if (!match) return { locale: 'en', english: page };
  return { locale: match[1] as SiteLocale, english: page.slice(3) || '/' };
}

/** Rows of one figure per page, as one row per English page with each language's figure. */
export function byLocale<T extends { page: string }>(
  rows: readonly T[],
): { page: string; locales: Partial<Record<SiteLocale, T>> }[] {
  const grouped = new Map<string, Partial<Record<SiteLocale, T>>>();
  for (const row of rows) {
    const { locale, english } = pageLocale(row.page);
    const entry = grouped.get(english) ?? {};
    entry[locale] = row;
    grouped.set(english, entry);
  }
  return [...grouped].map(([page, locales]) => ({ page, locales }));
}

/** True for a page with a form or filter, in any language. */
export function hasFormOrFilter(page: string): boolean {
  return SITE_FORM_PAGES.includes(pageLocale(page).english);
}

/** The admin's first screens' JavaScript aims in KB (issues 27 and 43): the login and the
 * dashboard. Every other route is measured and listed without an aim. */
export const ADMIN_JS_AIM_KB: Readonly<Record<string, number>> = {
  '/admin/login': 100,
  '/admin/dashboard': 130,
};

/** An admin page's JavaScript aim as a word (met or missed), or '' for a page without one. */
export function adminJsAim(bundle: PageBundle): string {
  const aim = ADMIN_JS_AIM_KB[bundle.page];
  if (aim === undefined) return '';
  return bundle.js.gzip / 1024 <= aim ? `≤ ${aim} KB: met` : `≤ ${aim} KB: missed`;
}

/** A line for the aims missed when an admin page loads more JavaScript than its aim, else null. */
export function adminJsMissed(bundle: PageBundle): string | null {
  const aim = ADMIN_JS_AIM_KB[bundle.page];
  const kb = bundle.js.gzip / 1024;
  return aim !== undefined && kb > aim
    ? `Admin ${bundle.page}: ${kb.toFixed(1)} KB of gzipped JavaScript, aim at most ${aim} KB`
    : null;
}

/** The page's JavaScript aim in KB. */
export const siteJsAimKb = (page: string) =>
  hasFormOrFilter(page) ? SITE_JS_AIM_KB.form : SITE_JS_AIM_KB.plain;

/** A line for the aims missed when the page loads more JavaScript than its aim, else null. */
export function siteJsMissed(bundle: PageBundle): string | null {
  const aim = siteJsAimKb(bundle.page);
  const kb = bundle.js.gzip / 1024;
  return kb > aim
    ? `Site ${bundle.page}: ${kb.toFixed(1)} KB of gzipped JavaScript, aim at most ${aim} KB`
    : null;
}

const gzipCache = new Map<string, Sizes>();
function sizeOf(file: string): Sizes {
  let sizes = gzipCache.get(file);
  if (!sizes) {
    const bytes = readFileSync(file);
    sizes = { files: 1, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    gzipCache.set(file, sizes);
  }
  return sizes;
}

/** The sizes of files together (each file's gzip at level 9, counted once a run). */
export function total(files: Iterable<string>): Sizes {
  const sum: Sizes = { files: 0, raw: 0, gzip: 0 };
  for (const file of files) {
    const sizes = sizeOf(file);
    sum.files += 1;
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
  }
  return sum;
}

/** Every prerendered page of the site: [URL path, HTML file], the home page first. */
export function sitePages(dist = SITE_DIST): [string, string][] {
  const pages: [string, string][] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (name === 'assets') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') {
        const route = `/${relative(dist, dir).split('\\').join('/')}`;
        pages.push([route === '/' ? '/' : route, path]);
      }
    }
  };
  walk(dist);
  return pages.sort(([a], [b]) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/** A locale's figure of one page, or "" when that page has no copy in it. */
export const perLocale = <T>(
  locales: Partial<Record<SiteLocale, T>>,
  figure: (row: T) => string,
): string[] =>
  SITE_LOCALES.map((locale) => {
    const row = locales[locale];
    return row === undefined ? '' : figure(row);
  });

/** The JavaScript aim of a page in every language, as a word: met, or which languages missed. */
export function siteJsAimCell(page: string, locales: Partial<Record<SiteLocale, PageBundle>>) {
  const missed = SITE_LOCALES.filter((locale) => {
    const row = locales[locale];
    return row !== undefined && siteJsMissed(row) !== null;
  });
  return `≤ ${siteJsAimKb(page)} KB: ${missed.length ? `missed (${missed.join(', ')})` : 'met'}`;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Root-relative asset URLs a page's HTML loads: scripts and stylesheets. */
export function htmlAssets(page: string): { scripts: string[]; styles: string[] } {
  // What <noscript> holds loads only without JavaScript.
  const html = page.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.add(href);
    if (rel === 'stylesheet') styles.add(href);
  }
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    const src = attribute(attributes, 'src');
    if (src) scripts.add(src);
    if (!src && !attribute(attributes, 'type')) {
      // An inline classic script that adds a module by its address (the site's start script
      // appends the navigation module after the first paint): the page loads it.
      for (const [, url = ''] of body.matchAll(/"(\/[^"\s]+\.js)"/g)) scripts.add(url);
    }
    if (!/type="module"/.test(attributes)) continue;
    // The inline module script imports the route modules and then the client entry at once.
    for (const [, specifier = ''] of body.matchAll(
      /import\s*(?:[^'"()]*?from\s*)?\(?\s*"([^"]+)"/g,
    )) {
      scripts.add(specifier);
    }
  }
  // An island's entry, which the navigation module loads when the island nears the screen.
  for (const [, src = ''] of html.matchAll(/\sdata-island-src="([^"]+)"/g)) scripts.add(src);
  const local = (url: string) => url.startsWith('/') && !url.startsWith('//');
  return { scripts: [...scripts].filter(local), styles: [...styles].filter(local) };
}

/** Static imports of an ES module chunk ("./x.js"), resolved against its own URL. */
function staticImports(url: string, code: string): string[] {
  const found: string[] = [];
  for (const [, specifier = ''] of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
    found.push(specifier.startsWith('/') ? specifier : posix.join(posix.dirname(url), specifier));
  }
  return found;
}

export function measureSitePage(page: string, htmlFile: string, dist = SITE_DIST): PageBundle {
  const html = readFileSync(htmlFile, 'utf8');
  const { scripts, styles } = htmlAssets(html);
  const js = new Set<string>();
  const queue = [...scripts];
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    const file = join(dist, url);
    if (js.has(file)) continue;
    if (!existsSync(file)) throw new Error(`${page} loads ${url}, which is not in ${dist}`);
    js.add(file);
    queue.push(...staticImports(url, readFileSync(file, 'utf8')));
  }
  const css = styles.map((url) => join(dist, url));
  for (const file of css) {
    if (!existsSync(file)) throw new Error(`${page} loads ${file}, which is not there`);
  }
  return {
    page,
    js: total(js),
    css: total(css),
    html: sizeOf(htmlFile),
  };
}

/** Every prerendered page, and the not-found pages static hosts serve (404.html per language). */
export function measureSite(dist = SITE_DIST): PageBundle[] {
  const pages = sitePages(dist).filter(([page]) => !/\/404$/.test(page));
  for (const prefix of ['', 'te/', 'hi/']) {
    const notFound = join(dist, `${prefix}404.html`);
    if (existsSync(notFound)) pages.push([`/${prefix}404.html`, notFound]);
  }
  return pages.map(([page, file]) => measureSitePage(page, file, dist));
}

export const siteDistExists = () => existsSync(join(SITE_DIST, 'index.html'));
