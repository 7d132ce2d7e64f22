// pnpm --filter @kirana/bench inbox [--reads=N]: the inbox's list and a thread at 10,000 and
// 100,000 messages on PostgreSQL, with the growth of their p99 (issue 41), printed as the full
// report's section. Needs the built API (pnpm --filter @kirana/api build).
import { benchInbox, inboxMissed, inboxSection } from './api/inbox.js';
import { aimsMissedLine } from './aims.js';

const arg = process.argv.find((value) => value.startsWith('--reads='));
const run = await benchInbox(arg ? Number(arg.slice('--reads='.length)) : 200, (line) =>
  console.error(line),
);
console.log(inboxSection(run));
const missed = inboxMissed(run);
console.log(aimsMissedLine(missed));
