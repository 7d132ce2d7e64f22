// Compares two builds of the API under the same scenarios, alternating between them so that
// both see the same machine load: the before/after figures of a change.
//
//   pnpm --filter @kirana/bench compare <before/server.js> <after/server.js> [pglite|postgres] [rounds] [scenario,...]
import { makeFixtures } from './api/fixtures.js';
import { measure, scenarios, type LoadResult } from './api/load.js';
import { median } from './api/rounds.js';
import { startApi, type DatabaseKind } from './api/server.js';

const [before, after, kind = 'postgres', rounds = '3', only = ''] = process.argv.slice(2);
if (!before || !after)
  throw new Error('Usage: compare <before server.js> <after server.js> [kind] [rounds] [keys]');
const keys = only ? only.split(',') : undefined;
const settings = { connections: 10, warmupSeconds: 2, durationSeconds: 5 };

const builds = [
  { name: 'before', api: await startApi(kind as DatabaseKind, { entry: before }) },
  { name: 'after', api: await startApi(kind as DatabaseKind, { entry: after }) },
];
try {
  const plans = [];
  for (const build of builds) {
    const all = await scenarios(await makeFixtures(build.api.url));
    plans.push({ ...build, scenarios: all.filter((s) => !keys || keys.includes(s.key)) });
  }
  const results = new Map<string, LoadResult[]>();
  for (let round = 0; round < Number(rounds); round += 1) {
    for (const [i, scenario] of (plans[0]?.scenarios ?? []).entries()) {
      for (const plan of plans) {
        const result = await measure(
          plan.api.url,
          plan.scenarios[i] ?? scenario,
          settings,
          plan.api.pid,
        );
        const id = `${scenario.key} ${plan.name}`;
        results.set(id, [...(results.get(id) ?? []), result]);
        console.error(
          `round ${round + 1} ${id}: ${result.rps.toFixed(0)} req/s p99 ${result.p99.toFixed(1)} ms`,
        );
      }
    }
  }
  console.log(`\n${kind}, ${rounds} alternating rounds of ${settings.durationSeconds} s, medians:`);
  console.log(
    '| endpoint | before req/s | after req/s | before p99 ms | after p99 ms | before CPU ms/req | after CPU ms/req |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const scenario of plans[0]?.scenarios ?? []) {
    const b = results.get(`${scenario.key} before`) ?? [];
    const a = results.get(`${scenario.key} after`) ?? [];
    console.log(
      `| ${scenario.label} | ${median(b.map((r) => r.rps)).toFixed(0)} | ${median(a.map((r) => r.rps)).toFixed(0)} | ${median(b.map((r) => r.p99)).toFixed(1)} | ${median(a.map((r) => r.p99)).toFixed(1)} | ${median(b.map((r) => r.cpuMs ?? 0)).toFixed(3)} | ${median(a.map((r) => r.cpuMs ?? 0)).toFixed(3)} |`,
    );
  }
} finally {
  for (const build of builds) await build.api.stop();
}
