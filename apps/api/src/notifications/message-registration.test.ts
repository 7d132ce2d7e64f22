// docs/messages.md is the registry as it is now: regenerated in memory and compared.
// `pnpm messages:export` (MESSAGES_EXPORT=write) writes it instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { registrationMarkdown } from '@kirana/domain/message-registration';
import { MESSAGE_TEMPLATES } from '@kirana/domain/message-templates';

// The API's tests run in apps/api (vitest's root).
const file = join(process.cwd(), '..', '..', 'docs', 'messages.md');

test('docs/messages.md is fresh (run `pnpm messages:export` after changing a message)', () => {
  const markdown = registrationMarkdown();
  if (process.env.MESSAGES_EXPORT === 'write') writeFileSync(file, markdown);
  expect(readFileSync(file, 'utf8')).toBe(markdown);
});

test('it names every template in every language with its WhatsApp name and DLT id', () => {
  const markdown = registrationMarkdown();
  for (const template of MESSAGE_TEMPLATES) {
    expect(markdown).toContain(`\`${template.whatsapp.name}\``);
    expect(markdown).toContain(`\`${template.sms.dltTemplateId}\``);
  }
  expect(markdown).toContain('## store_code');
  expect(markdown).toContain('copy-code button; time-to-live 600 s');
});
