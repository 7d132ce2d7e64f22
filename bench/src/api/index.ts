// One database's API figures: start the API, make the bench data, drive every scenario, stop.
import { makeFixtures } from './fixtures.js';
import { measure, scenarios, type LoadResult, type LoadSettings } from './load.js';
import { startApi, type DatabaseKind } from './server.js';

export interface ApiRun {
  kind: DatabaseKind;
  results: LoadResult[];
}

export async function benchApi(
  kind: DatabaseKind,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<ApiRun> {
  log(`API on ${kind}: starting`);
  const api = await startApi(kind);
  try {
    const fixtures = await makeFixtures(api.url);
    const results: LoadResult[] = [];
    for (const scenario of await scenarios(fixtures)) {
      const result = await measure(api.url, scenario, settings, api.pid);
      log(
        `  ${scenario.key.padEnd(11)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  CPU ${result.cpuMs?.toFixed(2) ?? '?'} ms/req${result.failures ? `  ${result.failures} failed` : ''}`,
      );
      results.push(result);
    }
    return { kind, results };
  } finally {
    await api.stop();
  }
}
