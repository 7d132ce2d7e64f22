// One database's API figures: start the API, make the bench data, drive every scenario, stop.
import { makeFixtures } from './fixtures.js';
import { measure, scenarios, type LoadResult, type LoadSettings } from './load.js';
import { startApi, type DatabaseKind } from './server.js';

export interface ApiRun {
  kind: DatabaseKind;
  /** False for the run with the response cache turned off (RESPONSE_CACHE_MB=0). */
  cache?: boolean;
  results: LoadResult[];
}

/** The scenarios of the run with the cache off: the bare route and the reads. */
const UNCACHED_KEYS = ['health', 'stats', 'branches', 'categories', 'products', 'affiliate'];

export async function benchApi(
  kind: DatabaseKind,
  settings: LoadSettings,
  log: (line: string) => void,
  cache = true,
): Promise<ApiRun> {
  log(`API on ${kind}${cache ? '' : ', cache off'}: starting`);
  const api = await startApi(kind, cache ? {} : { env: { RESPONSE_CACHE_MB: '0' } });
  try {
    const fixtures = await makeFixtures(api.url);
    const results: LoadResult[] = [];
    const all = await scenarios(fixtures);
    const chosen = all.filter((s) => cache || UNCACHED_KEYS.includes(s.key));
    // The bare route is measured first and again last; the higher figure is kept, so that a
    // slow moment of the machine does not lower the ceiling the other figures are a share of.
    const bare = chosen.find((s) => s.key === 'health');
    for (const scenario of bare ? [...chosen, bare] : chosen) {
      const result = await measure(api.url, scenario, settings, api.pid);
      const earlier = results.find((r) => r.key === result.key);
      if (earlier) {
        log(
          `  ${scenario.key.padEnd(11)} ${result.rps.toFixed(0).padStart(6)} req/s (again, last)`,
        );
        if (result.rps > earlier.rps) results.splice(results.indexOf(earlier), 1, result);
        continue;
      }
      log(
        `  ${scenario.key.padEnd(11)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  CPU ${result.cpuMs?.toFixed(2) ?? '?'} ms/req${result.failures ? `  ${result.failures} failed` : ''}`,
      );
      results.push(result);
    }
    return { kind, cache, results };
  } finally {
    await api.stop();
  }
}
