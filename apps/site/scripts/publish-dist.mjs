// React Router writes the prerendered client to build/client; static hosts get it as dist/:
// every route as <path>/index.html, the not-found page as 404.html, sitemap.xml and robots.txt.
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
cpSync('build/client', 'dist', { recursive: true });

// The prerendered /404 path becomes the page static hosts serve for unknown paths.
renameSync('dist/404/index.html', 'dist/404.html');
rmSync('dist/404', { recursive: true });
// Every route is prerendered, so the SPA fallback and the loader data files of the two text
// files are never requested.
rmSync('dist/__spa-fallback.html', { force: true });
rmSync('dist/sitemap.xml.data', { force: true });
rmSync('dist/robots.txt.data', { force: true });

for (const file of ['index.html', '404.html', 'sitemap.xml', 'robots.txt']) {
  if (!existsSync(`dist/${file}`)) throw new Error(`prerender wrote no dist/${file}`);
}
