// A TCP proxy the tests can cut and restore, put between the API and PostgreSQL.
// "reset": the database is down (connections dropped, new ones refused at once).
// "blackhole": the network is gone (connections stay open, nothing gets through).
import { connect, createServer, type Socket } from 'node:net';
import { createSchema, dropSchema } from '../db/schemas.js';

export type Cut = 'reset' | 'blackhole';

export interface TcpProxy {
  port: number;
  cut(mode: Cut): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'open' | Cut = 'open';
  const pairs = new Set<[Socket, Socket | null]>();

  const server = createServer((client) => {
    client.on('error', () => undefined);
    if (state === 'reset') {
      client.resetAndDestroy();
      return;
    }
    const upstream = state === 'open' ? connect(target.port, target.host) : null;
    const pair: [Socket, Socket | null] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream?.destroy();
    };
    client.on('close', drop);
    if (!upstream) return; // accepted during a blackhole: never answered
    upstream.on('error', () => undefined);
    upstream.on('close', drop);
    client.on('data', (chunk) => {
      if (state === 'open') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (state === 'open') client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream?.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    cut(mode) {
      state = mode;
      if (mode === 'reset') dropAll();
    },
    restore() {
      // Connections that lost bytes in a blackhole cannot carry on: they end as a timeout would.
      if (state === 'blackhole') dropAll();
      state = 'open';
    },
    close() {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A new schema on the PostgreSQL server at `postgresUrl`, reached through a proxy: the URL to
 * give the API (its search_path the schema), the proxy to cut, and drop() to remove both.
 */
export async function proxiedSchema(
  postgresUrl: string,
): Promise<{ url: string; proxy: TcpProxy; drop(): Promise<void> }> {
  const schema = await createSchema(postgresUrl, 't');
  const target = new URL(postgresUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const url = new URL(postgresUrl);
  url.port = String(proxy.port);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    proxy,
    async drop() {
      await proxy.close();
      await dropSchema(postgresUrl, schema);
    },
  };
}
