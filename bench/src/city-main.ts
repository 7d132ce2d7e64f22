// pnpm --filter @kirana/bench city: page 10 of each admin list at today's size and in a city 200
// times bigger (issue 27, part 2), on PostgreSQL, cache off; printed as the full report's section
// with its aims missed, the figures kept in bench/.tmp/city.json. The city is seeded into its own
// database (bench_city) the first time, in minutes, and kept while its row counts match. Needs
// the built API (pnpm --filter @kirana/api build) and wrk (bash scripts/setup-bench.sh).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchCity, cityMissed, citySection } from './api/city.js';
import { checkWrk } from './api/load.js';
import { BENCH_DIR } from './paths.js';

await checkWrk();
const run = await benchCity(
  { connections: 10, warmupSeconds: 3, durationSeconds: 5, rounds: 3 },
  (line) => console.error(line),
);
mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
writeFileSync(join(BENCH_DIR, '.tmp', 'city.json'), JSON.stringify(run, null, 2));
console.log(citySection(run));
const missed = cityMissed(run);
console.log(
  `Aims missed:${missed.length ? missed.map((line) => `\n- ${line}`).join('') : ' none.'}`,
);
