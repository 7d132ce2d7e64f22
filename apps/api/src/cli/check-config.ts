// Names every missing or unsafe setting of this environment at once, and exits 1 if there is
// any (production's start runs the same check):
//   NODE_ENV=production pnpm --filter @kirana/api check-config
import { configProblems } from '../config-check.js';

export function main(env: Record<string, string | undefined> = process.env): number {
  const problems = configProblems(env);
  const where = env.NODE_ENV === 'production' ? 'production' : 'development';
  if (problems.length === 0) {
    console.log(`The configuration is complete for ${where}.`);
    return 0;
  }
  console.error(`${problems.length} setting(s) to fix for ${where}:`);
  for (const problem of problems) console.error(`- ${problem}`);
  return 1;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  process.exitCode = main();
}
