// Every registered template rendered in every language with the longest values the domain allows
// (the longest store name, every reason, all unclear documents, a long note, a long link, a
// 6-digit code): what is sent equals the registered text with its variables filled, fits
// WhatsApp's limits, and costs the SMS parts listed here.
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH } from './common.js';
import { PARTNER_REASON_LABELS } from './delivery-partners.js';
import { MAX_NOTE_LENGTH } from './decisions.js';
import { REPLY_MAX_LENGTH } from './inbox.js';
import {
  DLT_VARIABLE,
  DLT_VARIABLE_MAX,
  MESSAGE_LINK_MAX,
  MESSAGE_TEMPLATES,
  TEMPLATE_LANGUAGES,
  TEMPLATE_PARAM_MAX,
  WHATSAPP_BODY_MAX,
  WHATSAPP_CLOSING,
  WHATSAPP_CODE_MAX,
  endsWithParameter,
  isDltPlaceholder,
  messageTemplateFor,
  renderMessage,
  smsParts,
  whatsAppTemplate,
  type MessageTemplate,
} from './message-templates.js';
import {
  PHONE_NOTIFICATION_TEMPLATES,
  notificationText,
  notificationValues,
  type NotificationParams,
} from './notifications.js';
import { OWNER_CODE_MINUTES, type OwnerLanguage } from './store-owners.js';
import { REASON_LABELS, STORE_DOCUMENT_KINDS } from './stores.js';

/** A letter of the language's script, so a name costs what a real one would. */
const LETTER: Record<OwnerLanguage, string> = { en: 'W', te: 'శ్', hi: 'क्ष' };
const longest = (language: OwnerLanguage, length: number) =>
  Array.from(LETTER[language].repeat(length)).slice(0, length).join('');

const LINK = `https://kirana.example.in/${'p'.repeat(MESSAGE_LINK_MAX - 39)}/store-status`;
// Due dates whose words are long: every weekday, morning and evening, a long month.
const DUE_DATES = Array.from({ length: 14 }, (_, i) =>
  new Date(Date.UTC(2026, 8, 21 + (i % 7), i < 7 ? 4 : 16, 45)).toISOString(),
);

function reasonsOf(template: MessageTemplate): (string | undefined)[] {
  if (!template.params.includes('reason')) return [undefined];
  return template.notification.startsWith('partner_')
    ? Object.keys(PARTNER_REASON_LABELS)
    : Object.keys(REASON_LABELS);
}

/** The worst cases of a template: one set of params per reason and due date. */
function worstCases(template: MessageTemplate): NotificationParams[] {
  const name = longest(template.language, MAX_NAME_LENGTH);
  const base: NotificationParams = {
    name,
    code: '987654',
    link: LINK,
    ...(template.parts.documents ? { documents: [...STORE_DOCUMENT_KINDS] } : {}),
    ...(template.parts.note ? { note: `${longest(template.language, MAX_NOTE_LENGTH)}` } : {}),
    // An inbox reply as the template: its one parameter as long as a template reply may be.
    ...(template.params.includes('text')
      ? { text: longest(template.language, REPLY_MAX_LENGTH.template), as: 'template' as const }
      : {}),
  };
  const dates = template.params.includes('date') ? DUE_DATES : [undefined];
  return reasonsOf(template).flatMap((reason) =>
    dates.map((dueAt) => ({ ...base, ...(reason ? { reason } : {}), ...(dueAt ? { dueAt } : {}) })),
  );
}

describe('the registry', () => {
  it('has every phone notification in en, te and hi, and no two templates alike', () => {
    for (const notification of PHONE_NOTIFICATION_TEMPLATES)
      for (const language of TEMPLATE_LANGUAGES)
        expect(
          MESSAGE_TEMPLATES.some((t) => t.notification === notification && t.language === language),
        ).toBe(true);
    const names = MESSAGE_TEMPLATES.map((t) => `${t.whatsapp.name}/${t.whatsapp.language}`);
    expect(new Set(names).size).toBe(names.length);
    expect(MESSAGE_TEMPLATES.every((t) => /^[a-z0-9_]{1,512}$/.test(t.whatsapp.name))).toBe(true);
    expect(MESSAGE_TEMPLATES.every((t) => isDltPlaceholder(t.sms.dltTemplateId))).toBe(true);
    expect(whatsAppTemplate('kirana_store_rejected_docs_note', 'te')?.key).toBe(
      'store_rejected_docs_note',
    );
    expect(whatsAppTemplate('kirana_store_rejected', 'fr')).toBeUndefined();
  });

  it('sends the sign-in code as an authentication template, the rest as utility', () => {
    for (const template of MESSAGE_TEMPLATES) {
      const auth = template.notification === 'store_code';
      expect(template.whatsapp.category).toBe(auth ? 'AUTHENTICATION' : 'UTILITY');
      if (auth) {
        expect(template.whatsapp).toMatchObject({
          name: 'kirana_sign_in_code',
          copyCodeButton: true,
          codeExpiryMinutes: OWNER_CODE_MINUTES,
        });
        expect(template.whatsapp.ttlSeconds).toBeLessThanOrEqual(OWNER_CODE_MINUTES * 60);
      }
    }
    const code = renderMessage('store_code', { code: '123456' }, 'en');
    expect(code.whatsapp).toEqual({
      params: ['123456'],
      text: '123456 is your verification code. For your security, do not share this code.',
    });
    expect(code.sms.text).toBe(
      'Kirana: your sign-in code is 123456. It works for 10 minutes. Do not share it with anyone.',
    );
  });

  it('picks the shape from the params: documents and a note', () => {
    const at = (params: NotificationParams) =>
      messageTemplateFor('store_rejected', params, 'hi').whatsapp.name;
    expect(at({})).toBe('kirana_store_rejected');
    expect(at({ documents: ['shop_photo'] })).toBe('kirana_store_rejected_docs');
    expect(at({ note: '  ' })).toBe('kirana_store_rejected');
    expect(at({ documents: ['shop_photo'], note: 'x' })).toBe('kirana_store_rejected_docs_note');
    expect(messageTemplateFor('store_received', { note: 'x' }, 'en').key).toBe('store_received');
  });

  it('renders every template in every language, worst case, as registered and within limits', () => {
    const parts: Record<string, number> = {};
    for (const template of MESSAGE_TEMPLATES) {
      for (const params of worstCases(template)) {
        const rendered = renderMessage(template.notification, params, template.language);
        expect(rendered.template).toBe(template);
        const words = notificationText(template.notification, params, template.language);
        // The SMS is the registered text with its variables filled, and our words.
        expect(rendered.sms.text).toBe(words);
        expect(template.sms.text.split(DLT_VARIABLE).length - 1).toBe(
          rendered.sms.variables.length,
        );
        expect(template.sms.text).not.toMatch(/\{(?!#var#\})/);
        for (const variable of rendered.sms.variables)
          expect(Array.from(variable).length).toBeLessThanOrEqual(DLT_VARIABLE_MAX);
        // Each value within its bound.
        const values = notificationValues(params, template.language);
        for (const param of template.params)
          expect(Array.from(values[param]).length, `${template.key} ${param}`).toBeLessThanOrEqual(
            TEMPLATE_PARAM_MAX[param],
          );
        // WhatsApp: the words, a body within 1,024, parameters on one line and not empty.
        if (template.whatsapp.category === 'UTILITY') {
          expect(rendered.whatsapp.text).toBe(
            endsWithParameter(template.words) ? words + WHATSAPP_CLOSING : words,
          );
          // Meta refuses a body that starts or ends with a parameter.
          expect(template.whatsapp.body).not.toMatch(/^\s*\{\{\d+\}\}|\{\{\d+\}\}\s*$/);
        }
        if (rendered.whatsapp.text !== null)
          expect(rendered.whatsapp.text.length).toBeLessThanOrEqual(WHATSAPP_BODY_MAX);
        for (const param of rendered.whatsapp.params) {
          expect(param).not.toBe('');
          expect(param).not.toMatch(/[\n\t]| {5}/);
        }
        if (template.whatsapp.category === 'AUTHENTICATION')
          expect(rendered.whatsapp.params[0]?.length).toBeLessThanOrEqual(WHATSAPP_CODE_MAX);
        // SMS: GSM-7 in English, UCS-2 in Telugu and Hindi.
        const cost = smsParts(rendered.sms.text);
        expect(cost.encoding).toBe(template.language === 'en' ? 'GSM-7' : 'UCS-2');
        const key = `${template.key}.${template.language}`;
        parts[key] = Math.max(parts[key] ?? 0, cost.parts);
      }
    }
    // What each message costs at most, in SMS parts (docs/decisions.md, issue 38).
    expect(parts).toMatchInlineSnapshot(`
      {
        "data_request_answered_note.en": 4,
        "data_request_answered_note.hi": 8,
        "data_request_answered_note.te": 8,
        "inbox_reply.en": 6,
        "inbox_reply.hi": 14,
        "inbox_reply.te": 14,
        "partner_approved.en": 2,
        "partner_approved.hi": 4,
        "partner_approved.te": 4,
        "partner_approved_note.en": 4,
        "partner_approved_note.hi": 9,
        "partner_approved_note.te": 9,
        "partner_rejected.en": 3,
        "partner_rejected.hi": 6,
        "partner_rejected.te": 6,
        "partner_rejected_note.en": 5,
        "partner_rejected_note.hi": 11,
        "partner_rejected_note.te": 11,
        "store_approved.en": 2,
        "store_approved.hi": 4,
        "store_approved.te": 5,
        "store_approved_note.en": 4,
        "store_approved_note.hi": 9,
        "store_approved_note.te": 9,
        "store_code.en": 1,
        "store_code.hi": 2,
        "store_code.te": 2,
        "store_draft_expiring.en": 2,
        "store_draft_expiring.hi": 5,
        "store_draft_expiring.te": 5,
        "store_received.en": 3,
        "store_received.hi": 6,
        "store_received.te": 6,
        "store_reinstated.en": 2,
        "store_reinstated.hi": 3,
        "store_reinstated.te": 3,
        "store_reinstated_note.en": 4,
        "store_reinstated_note.hi": 8,
        "store_reinstated_note.te": 8,
        "store_rejected.en": 3,
        "store_rejected.hi": 5,
        "store_rejected.te": 5,
        "store_rejected_docs.en": 3,
        "store_rejected_docs.hi": 7,
        "store_rejected_docs.te": 6,
        "store_rejected_docs_note.en": 5,
        "store_rejected_docs_note.hi": 11,
        "store_rejected_docs_note.te": 11,
        "store_rejected_note.en": 5,
        "store_rejected_note.hi": 10,
        "store_rejected_note.te": 10,
        "store_reopened.en": 2,
        "store_reopened.hi": 3,
        "store_reopened.te": 3,
        "store_reopened_note.en": 4,
        "store_reopened_note.hi": 8,
        "store_reopened_note.te": 8,
        "store_suspended.en": 2,
        "store_suspended.hi": 4,
        "store_suspended.te": 4,
        "store_suspended_note.en": 4,
        "store_suspended_note.hi": 9,
        "store_suspended_note.te": 9,
      }
    `);
  });

  it('a short message costs one part; a sign-in code in Telugu or Hindi two at most', () => {
    for (const language of TEMPLATE_LANGUAGES) {
      const code = renderMessage('store_code', { code: '123456' }, language).sms.text;
      expect(smsParts(code).parts).toBeLessThanOrEqual(language === 'en' ? 1 : 2);
    }
  });
});

describe('smsParts', () => {
  it('counts GSM-7 septets: 160 in one part, 153 a part after', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
    // The extension table's characters take two septets.
    expect(smsParts('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsParts('[' + 'a'.repeat(159)).parts).toBe(2);
  });

  it('counts UCS-2 units: 70 in one part, 67 a part after', () => {
    expect(smsParts('క'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsParts('क'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, parts: 2 });
    expect(smsParts('क'.repeat(134)).parts).toBe(2);
    expect(smsParts('क'.repeat(135)).parts).toBe(3);
    // One character outside GSM 03.38 makes the whole message UCS-2.
    expect(smsParts(`${'a'.repeat(69)}…`)).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
  });
});
