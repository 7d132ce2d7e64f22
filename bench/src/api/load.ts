// The API under load: each endpoint driven by autocannon at a fixed concurrency, a warm-up run
// first (not measured), then the measured run. GET /health of the same process is the bare
// route: a constant answer with no database, through the same plugins and hooks.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { ADMIN, productForm, type Fixtures } from './fixtures.js';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface Scenario {
  key: string;
  label: string;
  requests: autocannon.Request[];
}

export interface LoadResult {
  key: string;
  label: string;
  /** Mean requests a second over the measured run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Responses that were not 2xx, plus socket errors and timeouts. */
  failures: number;
  /**
   * CPU time of the API process per request, ms (user + system, from /proc): what a request
   * costs the server, much steadier than throughput when other work shares the machine.
   */
  cpuMs?: number;
  /** CPU time of the load generator (this process) per request, ms. */
  clientCpuMs?: number;
}

/** User + system CPU time of a process so far, ms (Linux /proc; undefined elsewhere). */
function cpuTime(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which is in parentheses): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/** The multipart body and content type FormData would send. */
async function encode(form: FormData): Promise<{ body: Buffer; type: string }> {
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? '',
  };
}

export async function scenarios(fixtures: Fixtures): Promise<Scenario[]> {
  // As the admin app's browser sends them.
  const auth = {
    authorization: `Bearer ${fixtures.token}`,
    'accept-encoding': 'gzip, deflate, br, zstd',
  };
  const branch = `/api/branch/${fixtures.branchId}`;
  const get = (path: string): autocannon.Request => ({ method: 'GET', path, headers: auth });

  const create = await encode(
    productForm(fixtures.branchId, fixtures.writeCategoryId, 'Bench new product', fixtures.image),
  );
  let edits = 0;
  const edit: autocannon.Request = {
    method: 'PUT',
    path: '/api/branch/products/placeholder',
    headers: { ...auth, 'content-type': 'application/json' },
    setupRequest: (request) => {
      edits += 1;
      const id = fixtures.editableProductIds[edits % fixtures.editableProductIds.length];
      return {
        ...request,
        path: `/api/branch/products/${id}`,
        body: JSON.stringify({
          name: `Edited product ${edits}`,
          description: 'Edited by the benchmark.',
          price: 40 + (edits % 50),
          quantity: 250,
          unit: 'g',
          isPacket: true,
        }),
      };
    },
  };

  return [
    {
      key: 'health',
      label: 'bare route (GET /health)',
      requests: [
        { method: 'GET', path: '/health', headers: { 'accept-encoding': auth['accept-encoding'] } },
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
          body: JSON.stringify(ADMIN),
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
      label: 'products list (200 items)',
      requests: [get(`${branch}/categories/${fixtures.listCategoryId}/products`)],
    },
    {
      key: 'affiliate',
      label: 'affiliate list (30 items)',
      requests: [get('/api/affiliate/products')],
    },
    {
      key: 'writes',
      label: 'write mix (create with image 1 : 1 edit)',
      requests: [
        {
          method: 'POST',
          path: `${branch}/products`,
          headers: { ...auth, 'content-type': create.type },
          body: create.body,
        },
        edit,
      ],
    },
  ];
}

function run(url: string, scenario: Scenario, connections: number, seconds: number) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: scenario.requests,
  });
}

export async function measure(
  url: string,
  scenario: Scenario,
  settings: LoadSettings,
  /** The API's process id, to measure its CPU time per request. */
  pid?: number,
): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) {
    await run(url, scenario, settings.connections, settings.warmupSeconds);
  }
  const cpuBefore = cpuTime(pid);
  const clientBefore = process.cpuUsage();
  const result = await run(url, scenario, settings.connections, settings.durationSeconds);
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = cpuTime(pid);
  const cpuMs =
    cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? (cpuAfter - cpuBefore) / result.requests.total
      : undefined;
  return {
    key: scenario.key,
    label: scenario.label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMs,
    clientCpuMs:
      result.requests.total > 0
        ? (client.user + client.system) / 1000 / result.requests.total
        : undefined,
  };
}
