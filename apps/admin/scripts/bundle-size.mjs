#!/usr/bin/env node
// Prints the gzipped JavaScript (and CSS) each page of the admin app loads: the entry chunk plus
// the modules the page loads after it (a sign-in screen; or the signed-in app, src/app/app.tsx,
// and the route modules), following every static import through Vite's manifest
// (dist/.vite/manifest.json). Builds the app first unless --no-build is given and dist exists.
// The bench measures every route in Chromium instead (bench/src/admin-routes.ts).
//
//   pnpm --filter @kirana/admin size            build, then measure
//   pnpm --filter @kirana/admin size --no-build measure the existing dist
//
// Exits 1 when the login page is over its budget (issue 43).

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
export const LOGIN_BUDGET_KB = 100;

/**
 * The signed-in app: the router, the query cache and the frame of every signed-in screen, the
 * `signed-in` chunk (./chunks.mjs). A name that is no key of the manifest is a chunk's name.
 */
const APP = ['signed-in'];

/** Pages and the modules they load (besides the entry). */
export const PAGES = [
  { page: '/admin/login', routes: ['src/app/sign-in-app.tsx', 'src/app/routes/login.tsx'] },
  {
    page: '/admin/dashboard',
    routes: [...APP, 'src/app/routes/dashboard.tsx'],
  },
  {
    page: '/admin/manage-branch',
    routes: [...APP, 'src/app/routes/manage-branch.tsx'],
  },
  {
    page: '/admin/manage-branch/:id/inventory',
    routes: [...APP, 'src/app/routes/inventory.tsx'],
  },
  {
    page: '/admin/manage-branch/:id/inventory/:id',
    routes: [...APP, 'src/app/routes/products.tsx'],
  },
  {
    page: '/create-affiliate-product',
    routes: [...APP, 'src/app/routes/create-affiliate-product.tsx'],
  },
];

/** Builds the app (vite build) so that dist and its manifest are current. */
export function buildAdmin() {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

export function readManifest() {
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/** The manifest key of the JavaScript chunk named `name` (a group of ./chunks.mjs). */
function chunkNamed(manifest, name) {
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate].name === name && manifest[candidate].file.endsWith('.js'),
  );
  if (!key) throw new Error(`The manifest has no chunk named "${name}".`);
  return key;
}

/** Every file a chunk needs before it runs: itself, its static imports and their CSS, recursively. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (ref) => {
    const key = ref in manifest ? ref : chunkNamed(manifest, ref);
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

function total(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    raw += sizeOf(file).raw;
    gzip += sizeOf(file).gzip;
  }
  return { files: files.size, raw, gzip };
}

/**
 * For each page: the JavaScript and the CSS it loads (bytes raw and gzipped at level 9), from
 * the manifest of the built app.
 */
export function measurePages(manifest = readManifest()) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  return PAGES.map(({ page, routes }) => {
    const { js, css } = staticClosure(manifest, [entryKey, ...routes]);
    return { page, js: total(js), css: total(css) };
  });
}

/** The largest JavaScript chunks of the whole app, gzipped. */
export function largestChunks(manifest = readManifest(), count = 8) {
  const all = [...staticClosure(manifest, Object.keys(manifest)).js].map((file) => ({
    file,
    ...sizeOf(file),
  }));
  return all.sort((a, b) => b.gzip - a.gzip).slice(0, count);
}

function main() {
  if (!process.argv.includes('--no-build') || !existsSync(manifestPath)) buildAdmin();
  const manifest = readManifest();
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  let overBudget = false;

  console.log(
    'Gzipped JavaScript and CSS loaded by each page (entry + route chunks + their imports)\n',
  );
  console.log(
    `${'page'.padEnd(42)}${'files'.padStart(6)}${'raw KB'.padStart(10)}${'gzip KB'.padStart(10)}${'CSS gzip KB'.padStart(13)}`,
  );
  for (const { page, js, css } of measurePages(manifest)) {
    let note = '';
    if (page === '/admin/login') {
      overBudget = js.gzip / 1024 > LOGIN_BUDGET_KB;
      note = overBudget
        ? `  OVER the ${LOGIN_BUDGET_KB} KB budget`
        : `  (budget ${LOGIN_BUDGET_KB} KB)`;
    }
    console.log(
      `${page.padEnd(42)}${String(js.files).padStart(6)}${kb(js.raw).padStart(10)}${kb(js.gzip).padStart(10)}${kb(css.gzip).padStart(13)}${note}`,
    );
  }

  console.log('\nLargest chunks (gzip KB):');
  for (const { file, gzip } of largestChunks(manifest)) {
    console.log(`  ${kb(gzip).padStart(7)}  ${file}`);
  }
  process.exitCode = overBudget ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
