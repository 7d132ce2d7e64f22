// pnpm --filter @kirana/bench messages [--messages=N] [--codes=N] [--concurrency=N]: N
// notifications (10,000) through the outbox to the providers' fakes by two worker processes on
// PostgreSQL (each with N sends at once, the API's SEND_CONCURRENCY unless given), then sign-in
// codes with the queue empty (issue 38), printed as the full report's section.
import { SEND_CONCURRENCY } from '../../apps/api/src/notifications/worker.js';
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
      flag('concurrency', SEND_CONCURRENCY),
    ),
  ),
);
