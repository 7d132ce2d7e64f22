// The repository's static server (scripts/serve-static.mjs) on a free port of 127.0.0.1, for
// what the bench opens in Chromium: the site's pages ('site') or the admin app ('spa').
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './paths.js';

export interface StaticServer {
  server: { close(callback?: () => void): void };
  url: string;
}

export async function serveDir(dir: string, mode: 'site' | 'spa', port = 0): Promise<StaticServer> {
  const module = (await import(
    pathToFileURL(join(REPO_ROOT, 'scripts/serve-static.mjs')).href
  )) as {
    serveStatic(options: { dir: string; mode: string; port?: number }): Promise<StaticServer>;
  };
  return module.serveStatic({ dir, mode, port });
}

export const closeServer = ({ server }: StaticServer) =>
  new Promise<void>((resolve) => server.close(() => resolve()));
