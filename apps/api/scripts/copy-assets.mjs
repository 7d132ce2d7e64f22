// Copies what the built server reads at runtime next to it: the SQL migrations and the
// contract (dist/openapi.yaml), so `node dist/server.js` works from a copy of dist alone.
import { cpSync, mkdirSync } from 'node:fs';

const root = new URL('..', import.meta.url);
mkdirSync(new URL('dist/db/', root), { recursive: true });
cpSync(new URL('src/db/migrations/', root), new URL('dist/db/migrations/', root), {
  recursive: true,
});
cpSync(new URL('../../openapi/openapi.yaml', root), new URL('dist/openapi.yaml', root));
