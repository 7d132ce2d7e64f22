// What the providers' fakes share: an HTTP server on 127.0.0.1 that reads each request's body,
// answers after the delay the test set (a slow provider), lists what it accepted at
// `GET /_fake/messages` (a developer reads a sign-in code there in the demo), takes a test's
// orders at `POST /_fake/<order>` (a browser test's stack runs the fake in another process), and
// closes with its connections.
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
  /**
   * `POST /_fake/<order>` with a JSON body: the order runs and its result is the answer (200),
   * or what it throws is (400).
   */
  orders?: Record<string, (body: Record<string, unknown>) => unknown>;
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
      const order = /^\/_fake\/(\w+)$/.exec(req.url ?? '')?.[1];
      if (req.method === 'POST' && order !== undefined) {
        void runOrder(options.orders?.[order], raw, res);
        return;
      }
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

async function runOrder(
  order: ((body: Record<string, unknown>) => unknown) | undefined,
  raw: string,
  res: ServerResponse,
): Promise<void> {
  res.setHeader('content-type', 'application/json');
  if (!order) {
    res.statusCode = 404;
    res.end(JSON.stringify({ error: 'No such order.' }));
    return;
  }
  try {
    const result = await order(JSON.parse(raw || '{}') as Record<string, unknown>);
    res.end(JSON.stringify(result ?? null));
  } catch (error) {
    res.statusCode = 400;
    res.end(JSON.stringify({ error: (error as Error).message }));
  }
}
