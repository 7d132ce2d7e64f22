// The registry of message templates as they are registered with Meta (WhatsApp Business) and on
// India's DLT portal (SMS): for every phone notification, each of its shapes (a rejection with
// or without unclear documents, a decision with or without a reviewer's note) and each language,
// the WhatsApp template (name, language code, category, ordered body parameters) and the DLT
// template (id and registered text with TRAI's `{#var#}` markers). The words are
// notificationText's own (./notifications): what is sent equals what is registered with its
// variables filled, which the operator checks before delivering (`@kirana/domain/message-templates`).
import { MAX_NAME_LENGTH } from './common.js';
import { REPLY_MAX_LENGTH } from './inbox.js';
import {
  MESSAGE_NOTE_MAX,
  NOTIFICATION_PARTS,
  PHONE_NOTIFICATION_TEMPLATES,
  notificationPattern,
  notificationValues,
  type NotificationParams,
  type NotificationValues,
  type PhoneNotificationTemplate,
} from './notifications.js';
import { OWNER_CODE_MINUTES, type OwnerLanguage } from './store-owners.js';

export const TEMPLATE_LANGUAGES = ['en', 'te', 'hi'] as const satisfies readonly OwnerLanguage[];

/** A value a template is filled with (see NotificationValues). */
type TemplateParam = keyof NotificationValues;

/** How long a link in a message may be: SITE_URL and the page's path together. */
export const MESSAGE_LINK_MAX = 120;

/**
 * The longest value each parameter may have. The DLT registration gives a parameter one
 * `{#var#}` per DLT_VARIABLE_MAX characters of it, and the WhatsApp body's length is bounded by
 * them (the registry's test renders every template with values this long).
 */
export const TEMPLATE_PARAM_MAX: Record<TemplateParam, number> = {
  name: MAX_NAME_LENGTH,
  reason: 40,
  code: 6,
  date: 60,
  link: MESSAGE_LINK_MAX,
  list: 90,
  note: MESSAGE_NOTE_MAX,
  text: REPLY_MAX_LENGTH.template,
};

/** TRAI's DLT variable as its portal writes it; MSG91 matches sent text against it. */
export const DLT_VARIABLE = '{#var#}';
/** What one DLT variable may hold (operators refuse more: 30 characters). */
export const DLT_VARIABLE_MAX = 30;

/** WhatsApp's limits: a template body's characters; an authentication code's characters. */
export const WHATSAPP_BODY_MAX = 1024;
export const WHATSAPP_CODE_MAX = 15;

type WhatsAppCategory = 'AUTHENTICATION' | 'UTILITY';

/** The optional parts a notification's message may carry. */
interface TemplateParts {
  /** The unclear documents (store_rejected). */
  documents: boolean;
  /** A reviewer's note (every decision). */
  note: boolean;
}

export interface MessageTemplate {
  /** `store_rejected`, `store_rejected_docs`, `store_rejected_docs_note`... */
  key: string;
  notification: PhoneNotificationTemplate;
  parts: TemplateParts;
  language: OwnerLanguage;
  /** Our words with their placeholders: {name}, {reason}, {code}, {date}, {link}, {list}, {note}. */
  words: string;
  /** The parameters in the order they appear (WhatsApp's {{1}}, {{2}}...; DLT's variables). */
  params: TemplateParam[];
  whatsapp: {
    name: string;
    language: OwnerLanguage;
    category: WhatsAppCategory;
    /**
     * The registered body with {{1}}, {{2}}... For an authentication template it is Meta's
     * fixed text ("{{1}} is your verification code." with the do-not-share line), which Meta
     * writes itself in Telugu and Hindi: null there (nothing of ours to register).
     */
    body: string | null;
    /** Authentication only: the expiry line Meta adds (code_expiration_minutes). */
    codeExpiryMinutes?: number;
    /** Authentication only: a copy-code button, filled with the code (button index 0). */
    copyCodeButton?: boolean;
    /** Authentication only: how long WhatsApp keeps trying (no longer than the code lives). */
    ttlSeconds?: number;
  };
  sms: {
    /**
     * The DLT template id's placeholder: the portal's id is the operator's, entered in the API's
     * SMS_DLT_TEMPLATE_IDS_FILE under dltKeyOf(template).
     */
    dltTemplateId: string;
    /** The registered text, every parameter as one or more `{#var#}`. */
    text: string;
    /** How many `{#var#}` each parameter takes, in order. */
    slots: { param: TemplateParam; count: number }[];
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The shapes a notification's message has: rejections with or without documents, notes. */
function shapesOf(notification: PhoneNotificationTemplate): TemplateParts[] {
  const documents = notification === 'store_rejected' ? [false, true] : [false];
  // The answer to an owner's request always carries the team's reply (as its note).
  const note =
    notification === 'store_code' ||
    notification === 'store_received' ||
    notification === 'store_draft_expiring' ||
    notification === 'inbox_reply'
      ? [false]
      : notification === 'data_request_answered'
        ? [true]
        : [false, true];
  return documents.flatMap((d) => note.map((n) => ({ documents: d, note: n })));
}

function keyOf(notification: PhoneNotificationTemplate, parts: TemplateParts): string {
  return `${notification}${parts.documents ? '_docs' : ''}${parts.note ? '_note' : ''}`;
}

/** Our words for a shape: the pattern with its optional parts in or out. */
function wordsOf(
  notification: PhoneNotificationTemplate,
  parts: TemplateParts,
  language: OwnerLanguage,
): string {
  const documents = parts.documents ? NOTIFICATION_PARTS.documents[language] : '';
  const words = notificationPattern(notification, language).replace('{documents}', documents);
  return parts.note ? words + NOTIFICATION_PARTS.note[language] : words;
}

/** The DLT template ids' placeholder: `OPERATOR-FILLS-<key>-<language>`. */
const DLT_PLACEHOLDER_PREFIX = 'OPERATOR-FILLS-';

/** A template's key in SMS_DLT_TEMPLATE_IDS_FILE: `<key>.<language>`. */
export function dltKeyOf(template: Pick<MessageTemplate, 'key' | 'language'>): string {
  return `${template.key}.${template.language}`;
}

export function isDltPlaceholder(id: string): boolean {
  return id.startsWith(DLT_PLACEHOLDER_PREFIX);
}

const AUTH_BODY = '{{1}} is your verification code. For your security, do not share this code.';

/**
 * Meta refuses a template body that starts or ends with a parameter: a body whose words end
 * with one (a link, a reviewer's note) is closed with the brand. Our bodies start "Kirana:".
 */
export const WHATSAPP_CLOSING = ' — Kirana';

/** Whether a body (or our words) ends with a parameter. */
export function endsWithParameter(text: string): boolean {
  return /(\{\{\d+\}\}|\{\w+\})\s*$/.test(text);
}

function build(
  notification: PhoneNotificationTemplate,
  parts: TemplateParts,
  language: OwnerLanguage,
): MessageTemplate {
  const key = keyOf(notification, parts);
  const words = wordsOf(notification, parts, language);
  const params = [...words.matchAll(PLACEHOLDER)].map((match) => match[1] as TemplateParam);
  const authentication = notification === 'store_code';
  let n = 0;
  const numbered = words.replace(PLACEHOLDER, () => `{{${(n += 1)}}}`);
  const body = endsWithParameter(numbered) ? numbered + WHATSAPP_CLOSING : numbered;
  const slots = params.map((param) => ({
    param,
    count: Math.ceil(TEMPLATE_PARAM_MAX[param] / DLT_VARIABLE_MAX),
  }));
  let p = 0;
  const smsText = words.replace(PLACEHOLDER, () => DLT_VARIABLE.repeat(slots[p++]?.count ?? 1));
  return {
    key,
    notification,
    parts,
    language,
    words,
    params,
    whatsapp: authentication
      ? {
          name: 'kirana_sign_in_code',
          language,
          category: 'AUTHENTICATION',
          body: language === 'en' ? AUTH_BODY : null,
          codeExpiryMinutes: OWNER_CODE_MINUTES,
          copyCodeButton: true,
          ttlSeconds: OWNER_CODE_MINUTES * 60,
        }
      : { name: `kirana_${key}`, language, category: 'UTILITY', body },
    sms: {
      dltTemplateId: `${DLT_PLACEHOLDER_PREFIX}${dltKeyOf({ key, language })}`,
      text: smsText,
      slots,
    },
  };
}

/** Every registered template: each phone notification's shapes, in each language. */
export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = PHONE_NOTIFICATION_TEMPLATES.flatMap(
  (notification) =>
    shapesOf(notification).flatMap((parts) =>
      TEMPLATE_LANGUAGES.map((language) => build(notification, parts, language)),
    ),
);

/** The template a notification is sent with: its shape is read from its params. */
export function messageTemplateFor(
  notification: PhoneNotificationTemplate,
  params: NotificationParams,
  language: OwnerLanguage,
): MessageTemplate {
  const parts = {
    documents: notification === 'store_rejected' && (params.documents?.length ?? 0) > 0,
    note: shapesOf(notification).some((shape) => shape.note) && Boolean(params.note?.trim()),
  };
  const key = keyOf(notification, parts);
  const found = MESSAGE_TEMPLATES.find((t) => t.key === key && t.language === language);
  if (!found) throw new Error(`No message template ${key} in ${language}`);
  return found;
}

/** The WhatsApp template named `name` in `language`, if registered. */
export function whatsAppTemplate(name: string, language: string): MessageTemplate | undefined {
  return MESSAGE_TEMPLATES.find((t) => t.whatsapp.name === name && t.language === language);
}

/** A value cut into DLT variables of DLT_VARIABLE_MAX characters (the last ones may be empty). */
function chunks(value: string, count: number): string[] {
  const characters = Array.from(value);
  return Array.from({ length: count }, (_, i) =>
    characters.slice(i * DLT_VARIABLE_MAX, (i + 1) * DLT_VARIABLE_MAX).join(''),
  );
}

/** What a notification is sent as: the template and what fills it, on each channel. */
export interface RenderedMessage {
  template: MessageTemplate;
  /** The WhatsApp body parameters in order, and the body as the recipient reads it. */
  whatsapp: { params: string[]; text: string | null };
  /** The DLT variables in order, and the SMS's text (the registered text, filled in). */
  sms: { variables: string[]; text: string };
}

function fill(text: string, marker: RegExp, values: string[]): string {
  let i = 0;
  return text.replace(marker, () => values[i++] ?? '');
}

/** A notification rendered through its registered template, in the recipient's language. */
export function renderMessage(
  notification: PhoneNotificationTemplate,
  params: NotificationParams,
  language: OwnerLanguage,
): RenderedMessage {
  const template = messageTemplateFor(notification, params, language);
  const values = notificationValues(params, language);
  const ordered = template.params.map((param) => values[param]);
  const variables = template.sms.slots.flatMap((slot, i) => chunks(ordered[i] ?? '', slot.count));
  const body = template.whatsapp.body;
  return {
    template,
    whatsapp: {
      params: ordered,
      text:
        body === null
          ? null
          : body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => ordered[Number(n) - 1] ?? ''),
    },
    sms: { variables, text: fill(template.sms.text, /\{#var#\}/g, variables) },
  };
}

// GSM 03.38: the basic character set (one septet each) and its extension (two: escape + char).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

interface SmsParts {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  parts: number;
}

/**
 * What an SMS costs: GSM-7 when every character is in GSM 03.38 (160 septets in one part, 153 a
 * part when concatenated), otherwise UCS-2 (Telugu, Hindi, "…": 70 in one, 67 a part).
 */
export function smsParts(text: string): SmsParts {
  let septets = 0;
  let gsm = true;
  for (const character of text) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENDED.includes(character)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm)
    return {
      encoding: 'GSM-7',
      units: septets,
      parts: septets <= 160 ? 1 : Math.ceil(septets / 153),
    };
  const units = text.length;
  return { encoding: 'UCS-2', units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}
