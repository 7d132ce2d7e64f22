// Fails when src/generated/schema.ts is stale: regenerates the types from openapi/openapi.yaml
// into a temporary file, with the very command of the `generate` script (only the output path
// changes), and compares it with the committed file.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { scripts } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

// "openapi-typescript <input> -o <output> [flags]": swap the output for a temporary file.
const [bin, ...args] = scripts.generate.trim().split(/\s+/);
const outputIndex = args.findIndex((arg) => arg === '-o' || arg === '--output');
if (bin !== 'openapi-typescript' || outputIndex === -1 || !args[outputIndex + 1]) {
  console.error(
    'check-generated: the generate script must be "openapi-typescript <input> -o <output> ..."',
  );
  process.exit(2);
}
const committed = resolve(packageDir, args[outputIndex + 1]);
const tempDir = mkdtempSync(join(tmpdir(), 'kirana-api-client-'));
const fresh = join(tempDir, 'schema.ts');
args[outputIndex + 1] = fresh;

try {
  execFileSync(join(packageDir, 'node_modules', '.bin', 'openapi-typescript'), args, {
    cwd: packageDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let current = '';
  try {
    current = readFileSync(committed, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  const file = relative(process.cwd(), committed) || committed;
  if (current !== readFileSync(fresh, 'utf8')) {
    console.error(
      `${file} is stale: it does not match openapi/openapi.yaml.\n` +
        'Fix: run `pnpm --filter @kirana/api-client generate` (or `pnpm generate` in packages/api-client) and commit the result.',
    );
    process.exitCode = 1;
  } else {
    console.log(`${file} is up to date with openapi/openapi.yaml.`);
  }
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
