// pnpm --filter @kirana/bench city [--stores] [--quick]: page 10 of each admin list at today's
// size and in a city 200 times bigger (issue 27, part 2), then the admin's store search and the
// store finder at 5,000 and 50,000 stores against their raw-SQL anchors (issue 43), on
// PostgreSQL, cache off; printed as the full report's section with its aims missed, the figures
// kept in bench/.tmp/city.json. `--stores` runs the stores' sizes only, `--quick` one short
// round. The city is seeded into its own database (bench_city) the first time, in minutes, and
// kept while its row counts match. Needs the built API (pnpm --filter @kirana/api build) and
// wrk (bash scripts/setup-bench.sh).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchCity, cityMissed, citySection } from './api/city.js';
import { benchStoreScale, storeScaleMissed, storeScaleSection } from './api/city-stores.js';
import { checkWrk } from './api/load.js';
import { BENCH_DIR } from './paths.js';
import { aimsMissedLine } from './aims.js';

const storesOnly = process.argv.includes('--stores');
const settings = process.argv.includes('--quick')
  ? { connections: 10, warmupSeconds: 1, durationSeconds: 3, rounds: 1 }
  : { connections: 10, warmupSeconds: 3, durationSeconds: 5, rounds: 3 };
const log = (line: string) => console.error(line);

await checkWrk();
mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
let section: string;
let missed: string[];
if (storesOnly) {
  const run = await benchStoreScale(settings, log);
  writeFileSync(join(BENCH_DIR, '.tmp', 'city-stores.json'), JSON.stringify(run, null, 2));
  section = storeScaleSection(run);
  missed = storeScaleMissed(run);
} else {
  const run = await benchCity(settings, log);
  writeFileSync(join(BENCH_DIR, '.tmp', 'city.json'), JSON.stringify(run, null, 2));
  section = citySection(run);
  missed = cityMissed(run);
}
console.log(section);
console.log(aimsMissedLine(missed));
