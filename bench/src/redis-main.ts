// pnpm --filter @kirana/bench redis [--quick]: the store finder with Redis up and stopped alone
// (issue 46), on PostgreSQL, printed as the full report's section with its aim. Needs the built
// API (pnpm --filter @kirana/api build) and redis-server.
import { benchRedisOutage, redisOutageMissed, redisOutageSection } from './api/redis-outage.js';
import { aimsMissedLine } from './aims.js';

const quick = process.argv.includes('--quick');
const run = await benchRedisOutage(
  quick
    ? { connections: 10, warmupSeconds: 1, durationSeconds: 2 }
    : { connections: 10, warmupSeconds: 3, durationSeconds: 5 },
  (line) => console.error(line),
);
console.log(run ? redisOutageSection(run) : 'Not measured: no PostgreSQL or no redis-server.');
const missed = redisOutageMissed(run);
console.log(aimsMissedLine(missed));
