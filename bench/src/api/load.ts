// The API under load: each endpoint driven by wrk (Debian's package, written in C) at a fixed
// concurrency, a warm-up run first (not measured), then the measured run. GET /health of the
// same process is the bare route: a constant answer with no database, through the same plugins
// and hooks. wrk rather than a load generator in JavaScript: on these 2 shared cores the load
// generator's own cost per answer must stay small next to the server's, or the figures measure
// the generator (autocannon spent 0.25 ms of CPU parsing each 10 KB products answer, more than
// the API spent making it).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ADMIN, productForm, type Fixtures } from './fixtures.js';

const run = promisify(execFile);

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface Scenario {
  key: string;
  label: string;
  /** Sent in turn, over and over. */
  requests: HttpRequest[];
}

export interface LoadResult {
  key: string;
  label: string;
  /** Mean requests a second over the measured run. */
  rps: number;
  /** Latency percentiles, ms. */
  p50: number;
  p99: number;
  requests: number;
  /** Responses that were not 2xx or 3xx, plus socket errors and timeouts. */
  failures: number;
  /**
   * CPU time of the API process per request, ms (user + system, from /proc): what a request
   * costs the server, much steadier than throughput when other work shares the machine.
   */
  cpuMs?: number;
  /** CPU time of the load generator (wrk) per request, ms. */
  clientCpuMs?: number;
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/** CPU time from /proc/<pid>/stat, ms: the process's own, or that of its finished children. */
export function cpuTime(pid: number | 'self', of: 'own' | 'children' = 'own'): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which is in parentheses): utime, stime, cutime, cstime
    // are fields 14 to 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [user, system] = of === 'own' ? [fields[11], fields[12]] : [fields[13], fields[14]];
    return ((Number(user) + Number(system)) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** The multipart body and content type FormData would send. */
async function encode(form: FormData): Promise<{ body: Buffer; type: string }> {
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? '',
  };
}

/** A scenario of one GET, the same request each time. */
export const getScenario = (
  key: string,
  label: string,
  path: string,
  headers: Record<string, string>,
): Scenario => ({ key, label, requests: [{ method: 'GET', path, headers }] });

/** What the admin app's browser sends besides its token. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export async function scenarios(fixtures: Fixtures): Promise<Scenario[]> {
  const auth = {
    authorization: `Bearer ${fixtures.token}`,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
  };
  const branch = `/api/branch/${fixtures.branchId}`;
  const get = (path: string): HttpRequest => ({ method: 'GET', path, headers: auth });

  const create = await encode(
    productForm(fixtures.branchId, fixtures.writeCategoryId, 'Bench new product', fixtures.image),
  );
  // Creating a product, then editing one of the editable products, in turn.
  const writes = fixtures.editableProductIds.flatMap((id, i): HttpRequest[] => [
    {
      method: 'POST',
      path: `${branch}/products`,
      headers: { ...auth, 'content-type': create.type },
      body: create.body,
    },
    {
      method: 'PUT',
      path: `/api/branch/products/${id}`,
      headers: { ...auth, 'content-type': 'application/json' },
      body: Buffer.from(
        JSON.stringify({
          name: `Edited product ${i + 1}`,
          description: 'Edited by the benchmark.',
          price: 40 + i,
          quantity: 250,
          unit: 'g',
          isPacket: true,
        }),
      ),
    },
  ]);

  return [
    {
      key: 'health',
      label: 'bare route (GET /health)',
      requests: [
        { method: 'GET', path: '/health', headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } },
      ],
    },
    {
      key: 'login',
      label: 'login (POST /api/auth/admin/login)',
      requests: [
        {
          method: 'POST',
          path: '/api/auth/admin/login',
          headers: { 'content-type': 'application/json' },
          body: Buffer.from(JSON.stringify(ADMIN)),
        },
      ],
    },
    {
      key: 'stats',
      label: 'stats (the 3 dashboard counts, in turn)',
      requests: [
        get('/api/stats/orders/delivered'),
        get('/api/stats/customers'),
        get('/api/stats/branches'),
      ],
    },
    {
      key: 'branches',
      label: 'branch list (20 a page)',
      requests: [get('/api/admin/branches?page=1&pageSize=20')],
    },
    {
      key: 'categories',
      label: 'categories list (14 items)',
      requests: [get(`${branch}/categories`)],
    },
    {
      key: 'products',
      label: 'products list (a page of 50 of 200)',
      requests: [get(`${branch}/categories/${fixtures.listCategoryId}/products?limit=50`)],
    },
    {
      key: 'affiliate',
      label: 'affiliate list (30 items)',
      requests: [get('/api/affiliate/products')],
    },
    {
      key: 'writes',
      label: 'write mix (create with image 1 : 1 edit)',
      requests: writes,
    },
  ];
}

/** A Lua string literal. */
const lua = (text: string) =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;

/**
 * The wrk script of a scenario: its requests prepared once (bodies read from files), sent in
 * turn; at the end one line of JSON with the counts and latency percentiles (microseconds).
 */
function script(scenario: Scenario, dir: string): string {
  const requests = scenario.requests.map((request, i) => {
    const headers = Object.entries(request.headers ?? {})
      .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
      .join(', ');
    let body = 'nil';
    if (request.body) {
      const file = join(dir, `body-${i}`);
      writeFileSync(file, request.body);
      body = `read(${lua(file)})`;
    }
    return `    wrk.format(${lua(request.method)}, ${lua(request.path)}, { ${headers} }, ${body}),`;
  });
  return `local function read(path)
  local file = assert(io.open(path, "rb"))
  local text = file:read("*a")
  file:close()
  return text
end
local requests
local i = 0
-- Formatted in init, once wrk has set the Host header from the URL.
function init(_)
  requests = {
${requests.join('\n')}
  }
end
function request()
  i = i % #requests + 1
  return requests[i]
end
function done(summary, latency, _)
  local e = summary.errors
  io.write(string.format(
    'BENCH {"requests":%d,"durationUs":%d,"failures":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
`;
}

interface WrkSummary {
  requests: number;
  durationUs: number;
  failures: number;
  p50Us: number;
  p99Us: number;
}

async function wrk(url: string, scriptFile: string, connections: number, seconds: number) {
  const { stdout } = await run(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', scriptFile, url],
    { maxBuffer: 1024 * 1024 },
  );
  const line = stdout.split('\n').find((text) => text.startsWith('BENCH '));
  if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
  return JSON.parse(line.slice('BENCH '.length)) as WrkSummary;
}

/** Fails early, with what to do, when wrk is not installed. */
export async function checkWrk(): Promise<void> {
  try {
    await run('wrk', ['--version']).catch((error: { stdout?: string }) => {
      // wrk --version prints its version and exits with 1.
      if (!error.stdout?.startsWith('wrk')) throw error;
    });
  } catch {
    throw new Error(
      'wrk is not installed: run `bash scripts/setup-bench.sh` (apt-get install wrk).',
    );
  }
}

export async function measure(
  url: string,
  scenario: Scenario,
  settings: LoadSettings,
  /** The API's process id, to measure its CPU time per request. */
  pid?: number,
): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'kirana-wrk-'));
  try {
    const scriptFile = join(dir, 'scenario.lua');
    writeFileSync(scriptFile, script(scenario, dir));
    if (settings.warmupSeconds > 0) {
      await wrk(url, scriptFile, settings.connections, settings.warmupSeconds);
    }
    const apiBefore = pid ? cpuTime(pid) : undefined;
    const clientBefore = cpuTime('self', 'children');
    const result = await wrk(url, scriptFile, settings.connections, settings.durationSeconds);
    const clientAfter = cpuTime('self', 'children');
    const apiAfter = pid ? cpuTime(pid) : undefined;
    const per = (before?: number, after?: number) =>
      before !== undefined && after !== undefined && result.requests > 0
        ? (after - before) / result.requests
        : undefined;
    return {
      key: scenario.key,
      label: scenario.label,
      rps: result.requests / (result.durationUs / 1e6),
      p50: result.p50Us / 1000,
      p99: result.p99Us / 1000,
      requests: result.requests,
      failures: result.failures,
      cpuMs: per(apiBefore, apiAfter),
      clientCpuMs: per(clientBefore, clientAfter),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
