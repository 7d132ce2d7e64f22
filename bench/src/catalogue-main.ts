// pnpm --filter @kirana/bench catalogue [--quick]: the catalogue at size alone (issue 16), on
// PostgreSQL: the CSV preview, apply and export of 5,000 rows, then the inventory lists under
// wrk; printed as the full report's section with its aims missed. Needs the built API
// (pnpm --filter @kirana/api build) and wrk (bash scripts/setup-bench.sh).
import { benchCatalogue, catalogueMissed, catalogueSection } from './api/catalogue.js';
import { checkWrk } from './api/load.js';
import { aimsMissedLine } from './aims.js';

const quick = process.argv.includes('--quick');
const log = (line: string) => console.error(line);
await checkWrk();
const run = await benchCatalogue(
  1,
  quick
    ? { connections: 10, warmupSeconds: 1, durationSeconds: 3 }
    : { connections: 10, warmupSeconds: 3, durationSeconds: 5 },
  log,
);
console.log(catalogueSection(run));
const missed = catalogueMissed(run);
console.log(aimsMissedLine(missed));
