// What metrics and traces cost (issue 42): the same API three times side by side, on PostgreSQL
// when it answers (so each SQL statement is a span) or else PGlite: with neither, with metrics
// (METRICS_TOKEN; nothing scrapes, the counting is the cost), and with traces exported over OTLP
// to a sink of the bench's own (an HTTP server that answers 200 and keeps nothing). All three
// run at once and are measured in turn (the order turning each round, and each run waiting for
// the traced one's last exports), so that they share the machine's load; each figure is the
// median of its rounds. Aims: metrics cost under 3 % of throughput,
// traces under 15 %.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { login } from './fixtures.js';
import { BROWSER_ACCEPT_ENCODING, measure, type LoadResult, type LoadSettings } from './load.js';
import { medianResult } from './rounds.js';
import { postgresAvailable, startApi, type DatabaseKind, type RunningApi } from './server.js';

export const METRICS_AIM = 0.03;
export const TRACING_AIM = 0.15;

export interface ObservabilityRun {
  kind: DatabaseKind;
  rounds: number;
  /** Per scenario: off, metrics, tracing (medians of the rounds). */
  rows: { scenario: string; off: LoadResult; metrics: LoadResult; tracing: LoadResult }[];
  /** Spans the sink received. */
  spans: number;
}

/** An OTLP/HTTP receiver that answers every export and counts its spans. */
async function startSink(): Promise<{
  url: string;
  spans(): number;
  quiet(): Promise<void>;
  stop(): Promise<void>;
}> {
  let spans = 0;
  let last = 0;
  const server: Server = createServer((request, response) => {
    last = Date.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      spans += Buffer.concat(chunks).toString().split('"spanId"').length - 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans: () => spans,
    /** Resolves once nothing has been exported for a second (at most 15 s). */
    async quiet() {
      const deadline = Date.now() + 15_000;
      while (Date.now() - last < 1_000 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const overhead = (run: LoadResult, off: LoadResult) => 1 - run.rps / off.rps;

export async function benchObservability(
  settings: LoadSettings,
  rounds: number,
  log: (line: string) => void,
): Promise<ObservabilityRun> {
  const kind: DatabaseKind = (await postgresAvailable()) ? 'postgres' : 'pglite';
  log(`Metrics and traces, side by side (${kind}): starting`);
  const sink = await startSink();
  // Each answer from the database: the response cache would hide the SQL spans.
  const common = { NOTIFY_WORKER: 'off', RESPONSE_CACHE_MB: '0' };
  const apis: Record<'off' | 'metrics' | 'tracing', RunningApi | undefined> = {
    off: undefined,
    metrics: undefined,
    tracing: undefined,
  };
  try {
    apis.off = await startApi(kind, { env: common });
    apis.metrics = await startApi(kind, {
      env: { ...common, METRICS_TOKEN: 'bench-metrics-token-0123456789' },
    });
    apis.tracing = await startApi(kind, {
      env: { ...common, OTEL_EXPORTER_OTLP_ENDPOINT: sink.url },
    });
    const scenarios = [
      {
        key: 'health',
        label: 'bare route (GET /health)',
        headers: {} as Record<string, string>,
        path: '/health',
      },
      {
        key: 'stores',
        label: 'stores list, uncached (GET /api/admin/branches)',
        headers: { authorization: `Bearer ${await login(apis.off.url)}` },
        path: '/api/admin/branches',
      },
    ];
    const measured: Record<string, Record<string, LoadResult[]>> = {};
    for (let round = 0; round < rounds; round += 1) {
      for (const scenario of scenarios) {
        // The order turns each round; a traced run's last batches are delivered before the next
        // run starts, so that no run pays for another's export.
        const modes = (['off', 'metrics', 'tracing'] as const).map(
          (_, i, all) => all[(i + round) % all.length] as 'off' | 'metrics' | 'tracing',
        );
        for (const mode of modes) {
          const api = apis[mode];
          if (!api) continue;
          await sink.quiet();
          // Tokens are the same secret's only on the instance that issued them: sign in to each.
          const headers =
            scenario.headers.authorization && mode !== 'off'
              ? { authorization: `Bearer ${await login(api.url)}` }
              : scenario.headers;
          log(`    round ${round + 1}: ${scenario.key}, ${mode}`);
          const result = await measure(
            api.url,
            {
              key: `${scenario.key}-${mode}`,
              label: scenario.label,
              requests: [
                {
                  method: 'GET',
                  path: scenario.path,
                  headers: { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
                },
              ],
            },
            settings,
            api.pid,
          );
          ((measured[scenario.key] ??= {})[mode] ??= []).push(result);
        }
      }
    }
    const pick = (results: LoadResult[] | undefined) => medianResult(results ?? []);
    return {
      kind,
      rounds,
      rows: scenarios.map((scenario) => ({
        scenario: scenario.label,
        off: pick(measured[scenario.key]?.off),
        metrics: pick(measured[scenario.key]?.metrics),
        tracing: pick(measured[scenario.key]?.tracing),
      })),
      spans: sink.spans(),
    };
  } finally {
    for (const api of Object.values(apis)) await api?.stop();
    await sink.stop();
  }
}

export function observabilityMissed(run: ObservabilityRun | null | undefined): string[] {
  if (!run) return [];
  return run.rows.flatMap((row) => [
    ...(overhead(row.metrics, row.off) > METRICS_AIM
      ? [
          `${row.scenario} with metrics: ${(overhead(row.metrics, row.off) * 100).toFixed(1)} % less throughput`,
        ]
      : []),
    ...(overhead(row.tracing, row.off) > TRACING_AIM
      ? [
          `${row.scenario} with traces: ${(overhead(row.tracing, row.off) * 100).toFixed(1)} % less throughput`,
        ]
      : []),
  ]);
}

export function observabilitySection(run: ObservabilityRun | null | undefined): string {
  if (!run) return '';
  const cell = (result: LoadResult, off: LoadResult, aim?: number) => {
    const cost = overhead(result, off);
    const verdict = aim === undefined ? '' : ` (${cost <= aim ? 'met' : 'missed'})`;
    return `${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms${aim === undefined ? '' : `, ${(cost * 100).toFixed(1)} %${verdict}`}`;
  };
  return [
    `## Metrics and traces (${run.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    '',
    `The same API three times at once: with neither, with metrics (\`METRICS_TOKEN\`), and with traces exported over OTLP to a local sink (\`OTEL_EXPORTER_OTLP_ENDPOINT\`; ${run.spans.toLocaleString('en-IN')} spans received), measured in turn over ${run.rounds} round(s) with wrk, the response cache off. The percentage is the throughput lost against "neither". Aims: metrics under ${METRICS_AIM * 100} %, traces under ${TRACING_AIM * 100} %.`,
    '',
    '| scenario | neither | metrics | traces |',
    '| --- | --- | --- | --- |',
    ...run.rows.map(
      (row) =>
        `| ${row.scenario} | ${cell(row.off, row.off)} | ${cell(row.metrics, row.off, METRICS_AIM)} | ${cell(row.tracing, row.off, TRACING_AIM)} |`,
    ),
    '',
  ].join('\n');
}
