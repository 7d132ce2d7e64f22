// Profiles the API under one scenario: starts it with `node --cpu-prof`, drives the scenario,
// stops it, and prints where the CPU time went (self time by function and by package).
//
//   pnpm --filter @kirana/bench profile <scenario> [pglite|postgres] [seconds]
//
// The .cpuprofile file is kept in bench/.tmp/ (open it in Chrome DevTools).
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { makeFixtures } from './api/fixtures.js';
import { measure, scenarios } from './api/load.js';
import { startApi, type DatabaseKind } from './api/server.js';
import { BENCH_DIR } from './paths.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [key = 'products', kind = 'postgres', seconds = '10'] = process.argv.slice(2);
const dir = join(BENCH_DIR, '.tmp', 'profiles');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const api = await startApi(kind as DatabaseKind, {
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  // PROFILE_CACHE_OFF=1 profiles what a read costs when the response cache misses.
  ...(process.env.PROFILE_CACHE_OFF ? { env: { RESPONSE_CACHE_MB: '0' } } : {}),
});
try {
  const fixtures = await makeFixtures(api.url);
  const scenario = (await scenarios(fixtures)).find((s) => s.key === key);
  if (!scenario) throw new Error(`No scenario "${key}".`);
  const result = await measure(api.url, scenario, {
    connections: 10,
    warmupSeconds: 2,
    durationSeconds: Number(seconds),
  });
  console.log(
    `${scenario.label}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
  );
} finally {
  await api.stop();
}

const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('No profile was written.');
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;

const self = new Map<number, number>();
profile.samples.forEach((id, i) =>
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);
const total = [...self.values()].reduce((a, b) => a + b, 0);

const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const time = self.get(node.id) ?? 0;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^file:\/\//, '');
  const pkg =
    /node_modules\/\.pnpm\/([^/]+)/.exec(where)?.[1]?.replace(/@[\d.]+.*$/, '') ??
    (where.includes('/apps/api/')
      ? 'apps/api'
      : where
        ? where.split('/').slice(-2).join('/')
        : functionName);
  const name = `${functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + time);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
}

const top = (map: Map<string, number>, count: number) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => `${((time / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');

console.log(
  `\nSelf time by package (of ${(total / 1e6).toFixed(1)} s sampled):\n${top(byPackage, 15)}`,
);
console.log(`\nSelf time by function:\n${top(byFunction, 30)}`);
console.log(`\nProfile: ${join(dir, file)}`);
