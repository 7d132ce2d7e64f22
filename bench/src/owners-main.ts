// pnpm --filter @kirana/bench owners [--quick]: store owners alone (issue 23), on PostgreSQL:
// the sign-in's two steps and a registration's submission under load, and the limits pushed;
// printed as the full report's section with its aims missed. Needs the built API
// (pnpm --filter @kirana/api build).
import { benchOwners, ownersMissed, ownersSection } from './api/owners.js';
import { aimsMissedLine } from './aims.js';

const quick = process.argv.includes('--quick');
const run = await benchOwners(quick ? 100 : 400, (line) => console.error(line));
console.log(ownersSection(run));
const missed = ownersMissed(run);
console.log(aimsMissedLine(missed));
