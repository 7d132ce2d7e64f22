// The test command: every check and test suite of the workspace, then one summary line.
// Checks (format, contract lint, generated-client freshness, and each package's lint, typecheck
// and build) count as one test each; test suites count their Vitest tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '1' };
const startedAt = Date.now();
const results = []; // { name, passed, failed }
const timings = []; // { name, seconds }: each turbo task's own time, for the closing table
const failures = []; // "package › file › test: first line of the error", for the summary

function run(name, command, args) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return status === 0;
}

function check(name, command, args) {
  const started = Date.now();
  const ok = run(name, command, args);
  timings.push({ name, seconds: (Date.now() - started) / 1000 });
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  // Rounded before it is split, so that 119.6 s reads "2 min 0 s", not "1 min 60 s".
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

const workspaceDirs = ['apps', 'packages']
  .flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(root, dir, name)))
  .concat(join(root, 'e2e'), join(root, 'bench'));
for (const dir of workspaceDirs) rmSync(join(dir, 'reports'), { recursive: true, force: true });
rmSync(join(root, '.turbo', 'runs'), { recursive: true, force: true });

check('format', 'pnpm', ['exec', 'prettier', '--check', '.']);
check('contract lint', 'pnpm', ['exec', 'redocly', 'lint', 'openapi/openapi.yaml']);
check('generated client is fresh', 'pnpm', ['--filter', '@kirana/api-client', 'check:generated']);
// The alerts of deploy/prometheus with Debian's promtool (scripts/setup-prometheus.sh).
check('alert rules', 'promtool', ['test', 'rules', 'deploy/prometheus/alerts.test.yml']);

const tasks = ['lint', 'typecheck', 'build', 'build-storybook', 'test'];
run('workspace', 'pnpm', [
  'exec',
  'turbo',
  'run',
  ...tasks,
  '--continue',
  '--concurrency=2',
  '--summarize',
  ...process.argv.slice(2),
]);

const runsDir = join(root, '.turbo', 'runs');
const summaryFile = existsSync(runsDir)
  ? readdirSync(runsDir).find((f) => f.endsWith('.json'))
  : undefined;
if (!summaryFile) {
  results.push({ name: 'turbo run summary', passed: 0, failed: 1 });
} else {
  const summary = JSON.parse(readFileSync(join(runsDir, summaryFile), 'utf8'));
  for (const task of summary.tasks) {
    const ok = task.execution?.exitCode === 0;
    const { startTime, endTime } = task.execution ?? {};
    if (startTime && endTime)
      timings.push({ name: task.taskId, seconds: (endTime - startTime) / 1000 });
    if (task.task !== 'test') {
      results.push({ name: task.taskId, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
      continue;
    }
    const report = join(root, task.directory, 'reports', 'vitest.json');
    const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
    const passed = counts?.numPassedTests ?? 0;
    let failed = counts?.numFailedTests ?? 0;
    for (const file of counts?.testResults ?? []) {
      const relative = file.name.slice(join(root, task.directory).length + 1);
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        let reason = String(test.failureMessages?.[0] ?? '').split('\n')[0];
        // Vitest writes a timed-out test's stack under its placeholder title: say what happened.
        if (reason === 'Error: STACK_TRACE_ERROR')
          reason = 'timed out (the test took longer than its time limit)';
        failures.push(`${task.package} › ${relative} › ${test.fullName}: ${reason.slice(0, 300)}`);
      }
      if (file.status === 'failed' && !file.assertionResults?.length) {
        failures.push(`${task.package} › ${relative}: ${String(file.message).split('\n')[0]}`);
      }
    }
    if (!ok && failed === 0) failed = 1; // the suite failed without a failing test: count it
    if (ok && passed === 0) failed += 1; // a suite that ran no test is a failure too
    results.push({ name: task.taskId, passed, failed });
  }
}

// Where the time went: each task's own time (two run at once), slowest first, and the whole run.
console.log('\n=== Time of each task');
for (const { name, seconds } of timings.sort((a, b) => b.seconds - a.seconds)) {
  console.log(`${formatSeconds(seconds).padStart(9)}  ${name}`);
}
console.log(
  `${formatSeconds((Date.now() - startedAt) / 1000).padStart(9)}  the whole test command`,
);

console.log('\n=== Summary');
for (const r of results) {
  console.log(`${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
}
if (failures.length) {
  console.log('\n=== Failed tests');
  for (const line of failures) console.log(`FAIL ${line}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
