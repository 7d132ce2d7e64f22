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
    for (const scenario of all.filter((s) => cache || UNCACHED_KEYS.includes(s.key))) {
      const result = await measure(api.url, scenario, settings, api.pid);
      log(
        `  ${scenario.key.padEnd(11)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  CPU ${result.cpuMs?.toFixed(2) ?? '?'} ms/req${result.failures ? `  ${result.failures} failed` : ''}`,
      );
      results.push(result);
    }
    return { kind, cache, results };
  } finally {
    await api.stop();
  }
}
