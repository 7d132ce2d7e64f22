// React Router writes the prerendered client to build/client; static hosts get it as dist/:
// every route as <path>/index.html, the not-found page as 404.html, sitemap.xml and robots.txt.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// SITE_BUILD_DIR and SITE_DIST_DIR let the browser tests build a copy against their own API.
const build = process.env.SITE_BUILD_DIR ?? 'build';
const dist = process.env.SITE_DIST_DIR ?? 'dist';
const at = (file) => join(dist, file);

rmSync(dist, { recursive: true, force: true });
cpSync(join(build, 'client'), dist, { recursive: true });

// The prerendered /404 path becomes the page static hosts serve for unknown paths.
renameSync(at('404/index.html'), at('404.html'));
rmSync(at('404'), { recursive: true });
// Every route is prerendered, so the SPA fallback and the loader data files of the two text
// files are never requested.
for (const file of ['__spa-fallback.html', 'sitemap.xml.data', 'robots.txt.data']) {
  rmSync(at(file), { force: true });
}

for (const file of ['index.html', '404.html', 'sitemap.xml', 'robots.txt']) {
  if (!existsSync(at(file))) throw new Error(`prerender wrote no ${at(file)}`);
}
