// pnpm --filter @kirana/bench messages [--messages=N] [--codes=N]: N notifications (10,000) through
// the outbox to the providers' fakes by two worker processes on PostgreSQL, then sign-in codes
// with the queue empty (issue 38), printed as the full report's section.
import { benchMessages, messagesSection } from './api/messages.js';

const flag = (name: string, fallback: number) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? Number(arg.slice(name.length + 3)) : fallback;
};
console.log(
  messagesSection(
    await benchMessages(
      flag('messages', 10_000),
      (line) => console.error(line),
      flag('codes', 100),
    ),
  ),
);
