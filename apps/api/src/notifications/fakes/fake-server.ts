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

/** What both providers' fakes can be told at start, besides their own settings. */
export interface FakeOptions<Accepted> {
  /** Where receipts go (the API's webhook); may be set later. */
  webhookUrl?: string;
  /** The port to listen on (127.0.0.1); 0 or unset: a free one. */
  port?: number;
  /**
   * The share of sends (0 to 1) answered, at random, with a failure worth another try: half 503
   * (the provider's trouble), half 429 (its throttling). Unset: none (the bench sets 0.02).
   */
  transientRate?: number;
  /** The randomness of `transientRate` (Math.random unless given). */
  random?: () => number;
  /** Told of each message as it is accepted, before the answer (the bench times acceptance). */
  onAccept?: (message: Accepted) => void;
}

/**
 * A send refused before it is read, as the provider's trouble looks: the next `failing.count`
 * sends answer `failing.status` (a test's order), and a share `transientRate` answers 503 or,
 * through `throttle`, the provider's own 429. True when this send was refused.
 */
export function troubled(
  res: ServerResponse,
  state: {
    failing: { count: number; status: number };
    refused: { status: number; code: unknown }[];
  },
  options: Pick<FakeOptions<unknown>, 'transientRate' | 'random'>,
  throttle: () => void,
): boolean {
  const unavailable = (status: number) => {
    state.refused.push({ status, code: undefined });
    res.statusCode = status;
    res.end('Service unavailable');
  };
  if (state.failing.count > 0) {
    state.failing.count -= 1;
    unavailable(state.failing.status);
    return true;
  }
  const random = options.random ?? Math.random;
  if (options.transientRate && random() < options.transientRate) {
    if (random() < 0.5) unavailable(503);
    else throttle();
    return true;
  }
  return false;
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
