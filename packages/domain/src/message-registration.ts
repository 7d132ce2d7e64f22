// What an operator registers with Meta (WhatsApp message templates) and on a DLT portal (SMS
// templates), written from the registry (./message-templates) as docs/messages.md, so the two
// cannot drift: `pnpm messages:export` writes it, and a test fails when it is stale.
import {
  DLT_VARIABLE,
  DLT_VARIABLE_MAX,
  MESSAGE_TEMPLATES,
  TEMPLATE_PARAM_MAX,
  type MessageTemplate,
} from './message-templates.js';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function whatsappLine(template: MessageTemplate): string {
  const { whatsapp } = template;
  if (whatsapp.category === 'AUTHENTICATION')
    return whatsapp.body === null
      ? `Meta's own authentication text in \`${template.language}\` (nothing of ours to register)`
      : `${cell(whatsapp.body)} (expiry line: ${whatsapp.codeExpiryMinutes} minutes; copy-code button; time-to-live ${whatsapp.ttlSeconds} s)`;
  return cell(whatsapp.body ?? '');
}

/** docs/messages.md: every template, WhatsApp and DLT, in each language. */
export function registrationMarkdown(): string {
  const keys = [...new Set(MESSAGE_TEMPLATES.map((template) => template.key))];
  const lines = [
    '# Message templates to register',
    '',
    'Written by `pnpm messages:export` from `packages/domain/src/message-templates.ts`; do not',
    'edit by hand. Register each WhatsApp template with Meta (WhatsApp Manager, the business',
    "account's message templates) under its name, language and category, with the body as",
    'written (`{{1}}`, `{{2}}`... are its parameters, in order). Register each SMS template on',
    'your DLT portal under the entity and sender header of `SMS_*`, with the text as written',
    `(\`${DLT_VARIABLE}\` is a variable of at most ${DLT_VARIABLE_MAX} characters), and put the`,
    'template id the portal gives into the JSON file of `SMS_DLT_TEMPLATE_IDS_FILE`, keyed',
    '`<template>.<language>` (`{"store_code.te": "1107..."}`): until then the SMS channel',
    'refuses to send with the placeholder.',
    '',
    `Parameters and their longest values: ${Object.entries(TEMPLATE_PARAM_MAX)
      .map(([param, max]) => `\`${param}\` ${max}`)
      .join(', ')} characters.`,
    '',
  ];
  for (const key of keys) {
    const templates = MESSAGE_TEMPLATES.filter((template) => template.key === key);
    const first = templates[0];
    if (!first) continue;
    lines.push(
      `## ${key}`,
      '',
      `WhatsApp \`${first.whatsapp.name}\`, ${first.whatsapp.category}; parameters: ${
        first.params.map((param) => `\`${param}\``).join(', ') || 'none'
      }.`,
      '',
      '| language | WhatsApp body | DLT template id | SMS text |',
      '| --- | --- | --- | --- |',
      ...templates.map(
        (template) =>
          `| ${template.language} | ${whatsappLine(template)} | \`${template.sms.dltTemplateId}\` | ${cell(template.sms.text)} |`,
      ),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
