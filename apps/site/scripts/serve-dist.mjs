// Serves dist/ the way a static host does: /path -> path/index.html (or the file itself),
// anything else -> 404.html with status 404. For looking at the build and for browser tests.
// Usage: node scripts/serve-dist.mjs [--port 5173] [--host 127.0.0.1]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '5173' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'dist' },
  },
});
const root = resolve(values.dir);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file a URL path maps to, or undefined. Never leaves the root. */
function resolveFile(urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = normalize(join(root, path));
  if (!file.startsWith(root)) return undefined;
  for (const candidate of [file, join(file, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const file = resolveFile(pathname);
  const status = file ? 200 : 404;
  const body = file ?? join(root, '404.html');
  res.writeHead(status, {
    'Content-Type': TYPES[extname(body)] ?? 'application/octet-stream',
    'Cache-Control': body.includes(`${join(root, 'assets')}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(body).pipe(res);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
