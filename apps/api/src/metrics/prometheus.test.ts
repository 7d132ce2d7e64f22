// Debian's Prometheus scrapes a running API once, as an operator's would: the metrics listener
// of METRICS_PORT with METRICS_TOKEN, and the alert rules of deploy/prometheus loaded beside it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../testing/app.js';
import { valueOf } from '../testing/metrics.js';

const TOKEN = 'metrics-token-0123456789';
const ALERTS = resolve(import.meta.dirname, '../../../../deploy/prometheus/alerts.yml');
const hasPrometheus = spawnSync('prometheus', ['--version']).status === 0;
if (!hasPrometheus)
  console.warn(
    "prometheus.test.ts skipped: no `prometheus` binary (install Debian's 'prometheus' package; CI does).",
  );

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

interface Target {
  health: string;
  lastError: string;
  scrapeUrl: string;
}

describe.skipIf(!hasPrometheus)('Prometheus scrapes the API', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_PORT: '0' } });
  let prometheus: ChildProcess | undefined;
  let dir: string;
  let metricsUrl: string;
  let promUrl: string;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = await until(
      'the metrics listener',
      async () => t.app.metricsAddress() ?? undefined,
    );
    metricsUrl = `http://127.0.0.1:${address.port}/metrics`;
    dir = mkdtempSync(join(tmpdir(), 'kirana-prometheus-'));
    writeFileSync(
      join(dir, 'prometheus.yml'),
      JSON.stringify({
        global: { scrape_interval: '1s', evaluation_interval: '1s' },
        rule_files: [ALERTS],
        scrape_configs: [
          {
            job_name: 'kirana-api',
            authorization: { type: 'Bearer', credentials: TOKEN },
            static_configs: [{ targets: [`127.0.0.1:${address.port}`] }],
          },
        ],
      }),
    );
    const port = await freePort();
    promUrl = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: 'ignore' },
    );
  });

  afterAll(async () => {
    if (prometheus?.exitCode === null) {
      const exited = new Promise((done) => prometheus?.once('exit', done));
      prometheus.kill('SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the metrics listener asks for the token; the API port has no /metrics', async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    const scraped = await fetch(metricsUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(valueOf(await scraped.text(), 'kirana_ready')).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  test('its target is up, scraped without error, the rules loaded, the series there', async () => {
    const target = await until('a healthy scrape', async () => {
      const res = await fetch(`${promUrl}/api/v1/targets`);
      const body = (await res.json()) as { data: { activeTargets: Target[] } };
      const [first] = body.data.activeTargets;
      return first && first.health !== 'unknown' ? first : undefined;
    });
    expect(target).toMatchObject({ health: 'up', lastError: '', scrapeUrl: metricsUrl });
    const query = async (expr: string) => {
      const res = await fetch(`${promUrl}/api/v1/query?query=${encodeURIComponent(expr)}`);
      const body = (await res.json()) as { data: { result: { value: [number, string] }[] } };
      return body.data.result.map((sample) => Number(sample.value[1]));
    };
    expect(await query('up{job="kirana-api"}')).toEqual([1]);
    expect(await query('kirana_ready')).toEqual([1]);
    expect(await query('kirana_review_queue_pending{queue="stores"}')).toEqual([0]);
    const rules = (await (await fetch(`${promUrl}/api/v1/rules`)).json()) as {
      data: { groups: { rules: { name: string; health: string }[] }[] };
    };
    const loaded = rules.data.groups.flatMap((group) => group.rules);
    expect(loaded.map((rule) => rule.name)).toContain('KiranaReviewWaitingTooLong');
    expect(loaded.filter((rule) => rule.health === 'err')).toEqual([]);
  });
});
