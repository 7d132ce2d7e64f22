// pnpm --filter @kirana/bench team [--quick]: the team's keys alone (issue 25), on PostgreSQL:
// sign-in with the second step, and the permission check's share of a cached read; printed as
// the full report's section with its aims missed. Needs the built API
// (pnpm --filter @kirana/api build).
import { benchTeam, teamMissed, teamSection } from './api/team.js';
import { aimsMissedLine } from './aims.js';

const quick = process.argv.includes('--quick');
const run = await benchTeam(quick ? 50 : 200, (line) => console.error(line));
console.log(teamSection(run));
const missed = teamMissed(run);
console.log(aimsMissedLine(missed));
