// pnpm --filter @kirana/bench observability [--quick] [--rounds=N]: the API's throughput with neither metrics
// nor traces, with metrics, and with traces to a local sink, side by side (issue 42), printed as
// the full report's section with its aims. Needs the built API (pnpm --filter @kirana/api build).
import {
  benchObservability,
  observabilityMissed,
  observabilitySection,
} from './api/observability.js';
import { aimsMissedLine } from './aims.js';

const quick = process.argv.includes('--quick');
const roundsFlag = process.argv.find((arg) => arg.startsWith('--rounds='));
const rounds = roundsFlag ? Number(roundsFlag.slice('--rounds='.length)) : quick ? 1 : 3;
const run = await benchObservability(
  quick
    ? { connections: 10, warmupSeconds: 1, durationSeconds: 3 }
    : { connections: 10, warmupSeconds: 3, durationSeconds: 5 },
  rounds,
  (line) => console.error(line),
);
console.log(observabilitySection(run));
const missed = observabilityMissed(run);
console.log(aimsMissedLine(missed));
