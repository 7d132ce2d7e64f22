// React Router writes the prerendered client to build/client; static hosts get it as dist/:
// every route as <path>/index.html, the not-found page as 404.html, sitemap.xml and robots.txt,
// and _headers with the Content Security Policy (no inline script left in the HTML). Each page
// loads only its own script (./islands.mjs): React Router's client is taken out, the islands
// build (vite.islands.config.ts, build/islands) provides the navigation bar's module and the
// islands' entries.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { siteHeadersFile } from '../csp.mjs';
import { checkFonts, scriptHash, subsetFonts, withFontLoader } from './fonts.mjs';
import {
  HOLD_SUBMITS_HASH,
  SPECULATION_RULES_HASH,
  islandsFiles,
  pageStart,
  publishPage,
  readIslandsManifest,
  withHoldSubmits,
  withPageStart,
} from './islands.mjs';

// SITE_BUILD_DIR and SITE_DIST_DIR let the browser tests build a copy against their own API.
const build = process.env.SITE_BUILD_DIR ?? 'build';
const dist = process.env.SITE_DIST_DIR ?? 'dist';
const at = (file) => join(dist, file);

rmSync(dist, { recursive: true, force: true });
cpSync(join(build, 'client'), dist, { recursive: true });

// React Router's client scripts are loaded by no page: only the islands build's files ship.
const manifest = readIslandsManifest(build);
for (const file of readdirSync(at('assets'))) {
  if (file.endsWith('.js')) rmSync(at(`assets/${file}`));
}
for (const file of islandsFiles(manifest)) cpSync(join(build, 'islands', file), at(file));

// The prerendered /404 path becomes the page static hosts serve for unknown paths; /te/404 and
// /hi/404 become te/404.html and hi/404.html, served for unknown paths under /te/ and /hi/
// (docs/deploy.md; scripts/serve-static.mjs does it).
for (const prefix of ['', 'te/', 'hi/']) {
  renameSync(at(`${prefix}404/index.html`), at(`${prefix}404.html`));
  rmSync(at(`${prefix}404`), { recursive: true });
}
// Every route is prerendered, so the SPA fallback and the loader data files of the two text
// files are never requested.
for (const file of ['__spa-fallback.html', 'sitemap.xml.data', 'robots.txt.data']) {
  rmSync(at(file), { force: true });
}

for (const file of [
  'index.html',
  '404.html',
  'te/404.html',
  'hi/404.html',
  'sitemap.xml',
  'robots.txt',
]) {
  if (!existsSync(at(file))) throw new Error(`prerender wrote no ${at(file)}`);
}

// --- Content Security Policy: no inline script, no inline style element. -------------------
// Every inline script of the prerendered HTML (React Router's hydration context and route
// imports, React's streaming instructions) moves into a file under assets/ named by its
// content, referenced with the same attributes in the same place, so `script-src 'self'` runs
// them all in the same order. JSON-LD data blocks stay inline: browsers do not run them and
// crawlers only read them there. <style> elements become stylesheet links; style attributes are
// allowed by their hashes. dist/_headers carries the policy (see ../csp.mjs).
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const sha256 = (text) => createHash('sha256').update(text);
const attribute = (attributes, name) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attributes)?.[1];
const decodeEntities = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function asset(content, extension) {
  const name = `assets/inline-${sha256(content).digest('hex').slice(0, 16)}.${extension}`;
  writeFileSync(at(name), content);
  return `/${name}`;
}

function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

// --- Fonts: each te/hi face cut to the characters its pages show (./fonts.mjs). ---------------
const faces = await subsetFonts(dist);
const fontLoaderHashes = new Set();

const styleHashes = new Set();
for (const file of htmlFiles(dist)) {
  let html = publishPage(readFileSync(file, 'utf8'), manifest);
  html = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (whole, attributes, body) => {
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type) || attribute(attributes, 'src') !== undefined) return whole;
    if (!body.trim()) return whole;
    // Without `async`: React treats <script async src> as a resource that hydration skips, so
    // the client's inline twin would not match it. (async does nothing on an inline classic
    // script; a module script without it runs after parsing, still before hydration is needed.)
    const kept = attributes.replace(/\sasync(?:=(?:""|"async"))?(?=\s|$)/i, '');
    return `<script${kept} src="${asset(body, 'js')}"></script>`;
  });
  html = html.replace(
    /<style\b[^>]*>([\s\S]*?)<\/style>/gi,
    (_, css) => `<link rel="stylesheet" href="${asset(css, 'css')}"/>`,
  );
  for (const [, value] of html.matchAll(/\sstyle="([^"]*)"/gi)) {
    styleHashes.add(`sha256-${sha256(decodeEntities(value)).digest('base64')}`);
  }
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes, body]) =>
      EXECUTABLE_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase()) &&
      body.trim(),
  );
  if (inline.length) throw new Error(`${file} still has ${inline.length} inline script(s)`);
  // The inline scripts: on every page, the one that takes a returning visitor to their language
  // and starts the navigation module after the first paint; on a page with an island, the one
  // that holds a submit until the island wakes; on te/hi pages, the font loader. All three run
  // before the stylesheet.
  const loaded = withFontLoader(withHoldSubmits(withPageStart(html, manifest)), faces);
  if (loaded.script) fontLoaderHashes.add(scriptHash(loaded.script));
  writeFileSync(file, loaded.html);
}

const missing = await checkFonts(dist, faces);
if (missing.length) {
  throw new Error(
    `Pages show characters their font subsets lack:\n${missing.slice(0, 20).join('\n')}`,
  );
}

writeFileSync(
  at('_headers'),
  siteHeadersFile({
    apiUrl: process.env.VITE_API_URL || 'http://localhost:3000',
    mediaUrl: process.env.MEDIA_ORIGIN || undefined,
    tilesUrl: process.env.VITE_MAP_TILES_URL || undefined,
    styleHashes: [...styleHashes].sort(),
    scriptHashes: [
      SPECULATION_RULES_HASH,
      scriptHash(pageStart(manifest)),
      HOLD_SUBMITS_HASH,
      ...[...fontLoaderHashes].sort(),
    ],
  }),
);
