// One database's API figures: start the API, make the bench data, drive every scenario in
// several rounds with the bare route between each pair, stop; one median figure per scenario.
import { makeFixtures } from './fixtures.js';
import { measure, scenarios, type LoadResult, type LoadSettings } from './load.js';
import { foldRounds, type RoundFigures } from './rounds.js';
import { startApi, type DatabaseKind } from './server.js';

export interface ApiSettings extends LoadSettings {
  /** Times every scenario is measured; the report shows medians. */
  rounds: number;
}

export interface ApiRun {
  kind: DatabaseKind;
  /** False for the run with the response cache turned off (RESPONSE_CACHE_MB=0). */
  cache?: boolean;
  results: RoundFigures[];
}

export const BARE_KEY = 'health';
/** The scenarios of the run with the cache off: the bare route and the reads. */
const UNCACHED_KEYS = [BARE_KEY, 'stats', 'branches', 'categories', 'products', 'affiliate'];
/** Warm-up before a scenario's later rounds: the server is warm by then, but the load of the
 * scenario before should settle first. */
export const LATER_WARMUP_SECONDS = 1;

/** The settings to measure `name` with: the whole warm-up the first time, a short one after. */
export function warmedOnce<T extends { warmupSeconds: number }>(
  warmed: Set<string>,
  name: string,
  settings: T,
): T {
  const warmupSeconds = warmed.has(name)
    ? Math.min(LATER_WARMUP_SECONDS, settings.warmupSeconds)
    : settings.warmupSeconds;
  warmed.add(name);
  return { ...settings, warmupSeconds };
}

export async function benchApi(
  kind: DatabaseKind,
  settings: ApiSettings,
  log: (line: string) => void,
  cache = true,
): Promise<ApiRun> {
  log(`API on ${kind}${cache ? '' : ', cache off'}: starting`);
  const api = await startApi(kind, cache ? {} : { env: { RESPONSE_CACHE_MB: '0' } });
  try {
    const fixtures = await makeFixtures(api.url);
    const all = await scenarios(fixtures);
    const chosen = all.filter((s) => cache || UNCACHED_KEYS.includes(s.key));
    const bare = chosen.find((s) => s.key === BARE_KEY);
    const others = chosen.filter((s) => s !== bare);
    // Per round: bare, first, bare, second, bare, ..., last, bare; a later round starts with
    // the bare run that ended the round before.
    const order = others.flatMap((s) => (bare ? [bare, s] : [s]));
    if (bare) order.push(bare);

    const measured: LoadResult[] = [];
    const warmed = new Set<string>();
    for (let round = 1; round <= settings.rounds; round += 1) {
      log(`  round ${round} of ${settings.rounds}`);
      for (const scenario of round > 1 && bare ? order.slice(1) : order) {
        const measuredWith = warmedOnce(warmed, scenario.key, settings);
        const result = await measure(api.url, scenario, measuredWith, api.pid);
        measured.push(result);
        if (scenario === bare) continue;
        log(
          `    ${scenario.key.padEnd(11)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  CPU ${result.cpuMs?.toFixed(2) ?? '?'} ms/req${result.failures ? `  ${result.failures} failed` : ''}` +
            `  (bare before: ${measured.at(-2)?.key === BARE_KEY ? measured.at(-2)?.rps.toFixed(0) : '-'} req/s)`,
        );
      }
    }
    return { kind, cache, results: foldRounds(measured, BARE_KEY) };
  } finally {
    await api.stop();
  }
}
