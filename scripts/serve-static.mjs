// A small static file server for the built apps, used by `pnpm start` and the browser tests.
// mode "site": /about -> about/index.html, unknown paths -> 404.html with status 404 (te/404.html
// and hi/404.html under /te/ and /hi/).
// mode "spa":  unknown paths -> index.html (the admin app routes in the browser).
// Text files are compressed for clients that accept it, as any production static host or CDN
// does: Brotli (at its best level) where the client takes it, else gzip; each file is compressed
// once and kept in memory until it changes.
// A `_headers` file in the directory (Netlify / Cloudflare Pages format: a path pattern, then its
// indented `Name: value` lines) adds its headers to matching paths: the apps' CSP comes from it.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.xml',
  '.txt',
  '.webmanifest',
]);

/** The encoding a client's Accept-Encoding takes, best first (Brotli, gzip), or null. */
function encodingFor(acceptEncoding = '') {
  const taken = new Set();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) taken.add(name);
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip')) return 'gzip';
  return null;
}

/** Compressed files, by path, encoding, modification time and size. */
const compressed = new Map();

function compressedFile(file, encoding) {
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding} ${mtimeMs} ${size} ${file}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/** The rules of `<root>/_headers`: [{ pattern, headers }] in file order. */
function headerRules(root) {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const parts = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
      rules.push({ pattern: new RegExp(`^${parts.join('.*')}$`), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined; // a malformed %-escape names no file
  }
  if (decoded === '/_headers') return undefined;
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidate = join(root, safe);
  if (!candidate.startsWith(root)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return undefined;
}

/**
 * The not-found page of a path's language: <lang>/404.html when the path's first segment has one
 * (the site's /te/ and /hi/ pages), else 404.html.
 */
function notFoundPage(root, pathname) {
  const first = /^\/([a-z]{2})\//.exec(pathname)?.[1];
  const localised = first && join(root, first, '404.html');
  return localised && existsSync(localised) ? localised : join(root, '404.html');
}

export function serveStatic({ dir, mode, port = 0, host = '127.0.0.1', headers = {} }) {
  const root = resolve(dir);
  const rules = headerRules(root);
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    let file = fileFor(root, pathname);
    let status = 200;
    if (!file) {
      file = mode === 'spa' ? join(root, 'index.html') : notFoundPage(root, pathname);
      status = mode === 'spa' ? 200 : 404;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${root}/assets/`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache';
    const encoding = COMPRESSIBLE.has(extname(file))
      ? encodingFor(req.headers['accept-encoding'])
      : null;
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': cache,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      ...Object.assign({}, ...rules.filter((r) => r.pattern.test(pathname)).map((r) => r.headers)),
      ...headers,
    });
    if (req.method === 'HEAD') return res.end();
    if (encoding) res.end(compressedFile(file, encoding));
    else createReadStream(file).pipe(res);
  });
  return new Promise((ok) => {
    server.listen(port, host, () => {
      const address = server.address();
      ok({ server, url: `http://${host}:${address.port}` });
    });
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const [dir, mode = 'site', port = '0'] = process.argv.slice(2);
  const { url } = await serveStatic({ dir, mode, port: Number(port) });
  console.log(`Serving ${dir} at ${url}`);
}
