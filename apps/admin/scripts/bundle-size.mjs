#!/usr/bin/env node
// Prints the gzipped JavaScript each page of the admin app loads: the entry chunk plus the lazy
// route modules of the page, following every static import through Vite's manifest
// (dist/.vite/manifest.json). Builds the app first unless --no-build is given and dist exists.
//
//   pnpm --filter @kirana/admin size            build, then measure
//   pnpm --filter @kirana/admin size --no-build measure the existing dist
//
// Exits 1 when the login page is over its budget.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const LOGIN_BUDGET_KB = 150;

/** Pages and the route modules they render (besides the entry). */
const PAGES = [
  { page: '/admin/login', routes: ['src/app/routes/login.tsx'] },
  {
    page: '/admin/dashboard',
    routes: ['src/app/routes/signed-in-layout.tsx', 'src/app/routes/dashboard.tsx'],
  },
  {
    page: '/admin/manage-branch',
    routes: ['src/app/routes/signed-in-layout.tsx', 'src/app/routes/manage-branch.tsx'],
  },
  {
    page: '/admin/manage-branch/:id/inventory',
    routes: ['src/app/routes/signed-in-layout.tsx', 'src/app/routes/inventory.tsx'],
  },
  {
    page: '/admin/manage-branch/:id/inventory/:id',
    routes: ['src/app/routes/signed-in-layout.tsx', 'src/app/routes/products.tsx'],
  },
  {
    page: '/create-affiliate-product',
    routes: ['src/app/routes/signed-in-layout.tsx', 'src/app/routes/create-affiliate-product.tsx'],
  },
];

if (!process.argv.includes('--no-build') || !existsSync(manifestPath)) {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');

/** Every JS file a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let overBudget = false;

console.log('Gzipped JavaScript loaded by each page (entry + route chunks + their imports)\n');
console.log(
  `${'page'.padEnd(42)}${'files'.padStart(6)}${'raw KB'.padStart(10)}${'gzip KB'.padStart(10)}`,
);
for (const { page, routes } of PAGES) {
  const files = staticClosure([entryKey, ...routes]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    raw += sizeOf(file).raw;
    gzip += sizeOf(file).gzip;
  }
  let note = '';
  if (page === '/admin/login') {
    overBudget = gzip / 1024 > LOGIN_BUDGET_KB;
    note = overBudget
      ? `  OVER the ${LOGIN_BUDGET_KB} KB budget`
      : `  (budget ${LOGIN_BUDGET_KB} KB)`;
  }
  console.log(
    `${page.padEnd(42)}${String(files.size).padStart(6)}${kb(raw).padStart(10)}${kb(gzip).padStart(10)}${note}`,
  );
}

console.log('\nLargest chunks (gzip KB):');
const all = [...staticClosure(Object.keys(manifest))].map((file) => [file, sizeOf(file)]);
all.sort((a, b) => b[1].gzip - a[1].gzip);
for (const [file, size] of all.slice(0, 8)) {
  console.log(`  ${kb(size.gzip).padStart(7)}  ${file}`);
}

process.exitCode = overBudget ? 1 : 0;
