// The raw-SQL anchor as its own process (issue 27): node:http and a pg pool, serving the API's
// list URLs with the API's own SQL (./anchor.ts) and JSON.stringify, nothing else. What a read
// of the same data costs in Node on this machine without the API's framework: the ceiling the
// API's uncached lists are compared with.
//
//   DATABASE_URL=postgres://... PORT=4100 node --import tsx src/api/anchor-server.ts
import { createServer } from 'node:http';
import pg from 'pg';
import type { Queryable } from '../../../apps/api/src/db/adapter.js';
import { anchorReads } from './anchor.js';

/** As many connections as the API's pool (apps/api/src/db/adapter.ts). */
const POOL_SIZE = 10;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
pool.on('error', () => undefined);
const db: Queryable = {
  query: async <T>(sql: string, params?: readonly unknown[]) =>
    (await pool.query(sql, params ? [...params] : undefined)).rows as T[],
};
const read = anchorReads(db);

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://anchor');
  const send = (status: number, body: string) => {
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  };
  if (url.pathname === '/ready') return send(200, '{"status":"ok"}');
  read(url).then(
    (data) =>
      data === undefined
        ? send(404, '{"status":"error"}')
        : send(200, JSON.stringify({ status: 'success', data })),
    (error: unknown) => send(500, JSON.stringify({ status: 'error', message: String(error) })),
  );
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');

const stop = () => {
  server.closeAllConnections();
  server.close(() => void pool.end().then(() => process.exit(0)));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
