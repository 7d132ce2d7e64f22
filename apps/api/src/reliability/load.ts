// A small closed-loop load generator: `connections` keep-alive sockets, each sending its next
// request as soon as the previous answer arrived, for `durationMs`. Counts every answer by
// status, every socket error, and the latencies.
import { Agent, request } from 'node:http';

export interface Call {
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** The status a correct answer has. */
  expect: number;
}

export interface LoadReport {
  connections: number;
  durationMs: number;
  requests: number;
  perSecond: number;
  /** status -> count */
  statuses: Record<string, number>;
  socketErrors: number;
  /** The first few answers whose status was not the expected one. */
  unexpected: string[];
  /** kind -> answers with the expected status */
  acknowledged: Record<string, number>;
  latencyMs: { p50: number; p99: number; max: number };
}

function send(agent: Agent, base: string, call: Call): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${call.path}`,
      {
        method: call.method,
        agent,
        headers: {
          ...call.headers,
          ...(call.body ? { 'content-length': String(call.body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function runLoad(
  base: string,
  options: { connections: number; durationMs: number; next: (n: number) => Call },
): Promise<LoadReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const statuses: Record<string, number> = {};
  const acknowledged: Record<string, number> = {};
  const unexpected: string[] = [];
  const latencies: number[] = [];
  let socketErrors = 0;
  let counter = 0;
  const started = performance.now();
  const end = started + options.durationMs;

  const worker = async () => {
    while (performance.now() < end) {
      const call = options.next(counter);
      counter += 1;
      const sentAt = performance.now();
      try {
        const { status, body } = await send(agent, base, call);
        latencies.push(performance.now() - sentAt);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === call.expect) acknowledged[call.kind] = (acknowledged[call.kind] ?? 0) + 1;
        else if (unexpected.length < 10)
          unexpected.push(`${call.method} ${call.path}: ${status} ${body.slice(0, 200)}`);
      } catch (error) {
        socketErrors += 1;
        if (unexpected.length < 10)
          unexpected.push(`${call.method} ${call.path}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  const durationMs = performance.now() - started;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    connections: options.connections,
    durationMs,
    requests: counter,
    perSecond: counter / (durationMs / 1000),
    statuses,
    socketErrors,
    unexpected,
    acknowledged,
    latencyMs: {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
    },
  };
}
