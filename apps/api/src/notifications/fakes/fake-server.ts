// What the providers' fakes share: an HTTP server on 127.0.0.1 that reads each request's body,
// answers after the delay the test set (a slow provider), lists what it accepted at
// `GET /_fake/messages` (a developer reads a sign-in code there in the demo), and closes with its
// connections.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FakeServer {
  url: string;
  close(): Promise<void>;
}

export async function listenFake(options: {
  port?: number | undefined;
  /** The wait before each answer, ms, read at each request. */
  delayMs: () => number;
  /** What `GET /_fake/messages` answers. */
  messages: () => unknown;
  handle: (req: IncomingMessage, res: ServerResponse, raw: string) => void;
}): Promise<FakeServer> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/_fake/messages') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(options.messages(), null, 2));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const delay = options.delayMs();
      if (delay > 0) setTimeout(() => options.handle(req, res, raw), delay);
      else options.handle(req, res, raw);
    });
  });
  await new Promise<void>((ok) => server.listen(options.port ?? 0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
