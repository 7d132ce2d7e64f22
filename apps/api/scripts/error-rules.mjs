// Writes the contract's ErrorRule enum from packages/domain's message catalogue (every entry's
// messages register as it loads). Run after adding or renaming a message, then `pnpm generate`:
//   pnpm --filter @kirana/domain build && node apps/api/scripts/error-rules.mjs
// src/contract/limits.test.ts fails while the two differ.
import { readFileSync, writeFileSync } from 'node:fs';

const contract = new URL('../../../openapi/openapi.yaml', import.meta.url);
const domain = JSON.parse(
  readFileSync(new URL('../../../packages/domain/package.json', import.meta.url), 'utf8'),
);
for (const entry of Object.keys(domain.exports)) await import(`@kirana/domain/${entry.slice(2)}`);
const { registeredMessages } = await import('@kirana/domain/catalogue');
const rules = registeredMessages()
  .map((message) => message.rule)
  .sort();

const text = readFileSync(contract, 'utf8');
const start = text.indexOf('    ErrorRule:\n');
const enumAt = text.indexOf('      enum:\n', start) + '      enum:\n'.length;
let end = enumAt;
while (text.startsWith('        - ', end)) end = text.indexOf('\n', end) + 1;
writeFileSync(
  contract,
  text.slice(0, enumAt) + rules.map((rule) => `        - ${rule}\n`).join('') + text.slice(end),
);
console.log(`${rules.length} rules`);
