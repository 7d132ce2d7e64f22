// pnpm --filter @kirana/bench anchors [--quick]: the uncached lists against their raw-SQL anchor
// and the store finder at size alone (issues 27 and 24), on PostgreSQL; printed as the full
// report's section with its aims missed, the figures kept in bench/.tmp/anchors.json. Needs the
// built API (pnpm --filter @kirana/api build) and wrk (bash scripts/setup-bench.sh).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { anchorMissed, anchorSection, benchAnchors } from './api/anchor-bench.js';
import { checkWrk } from './api/load.js';
import { BENCH_DIR } from './paths.js';
import { aimsMissedLine } from './aims.js';

const quick = process.argv.includes('--quick');
await checkWrk();
const run = await benchAnchors(
  quick,
  quick
    ? { connections: 10, warmupSeconds: 1, durationSeconds: 3, rounds: 1 }
    : { connections: 10, warmupSeconds: 3, durationSeconds: 5, rounds: 3 },
  (line) => console.error(line),
);
mkdirSync(join(BENCH_DIR, '.tmp'), { recursive: true });
writeFileSync(join(BENCH_DIR, '.tmp', 'anchors.json'), JSON.stringify(run, null, 2));
console.log(anchorSection(run));
const missed = anchorMissed(run);
console.log(aimsMissedLine(missed));
