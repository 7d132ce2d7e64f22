// @vitest-environment node
// Island pages load no list of every error code and rule (1.5 KB gzipped; issue 26): the site
// imports the API client's errors from `@kirana/api-client/errors`, and reads an error answer
// (`error-body`) only through ./error-body.ts (for ./api.ts and ./upload.ts), loaded when a call
// fails. `@kirana/api-client/client` gives both at once, so the site's code never imports it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = new URL('..', import.meta.url).pathname;

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("the site's imports of the API client", () => {
  it('never take the client entry, and take the reading of errors only when a call fails', () => {
    const found = sourcesOf(APP).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const name = file.slice(APP.length);
      return [
        ...[...source.matchAll(/^import (?!type )[^;]*'@kirana\/api-client\/client';/gm)].map(
          () => `${name}: @kirana/api-client/client`,
        ),
        ...[...source.matchAll(/^import (?!type )[^;]*'@kirana\/api-client\/error-body';/gm)].map(
          () => `${name}: a static import of @kirana/api-client/error-body`,
        ),
      ];
    });
    expect(found).toEqual([]);
  });
});
