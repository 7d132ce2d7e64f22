// What owners and applicants are told, by SMS or WhatsApp through the team's messaging bridge:
// one template per event, in the recipient's language (English, Telugu, Hindi) for a store's
// owner, the reason and documents in words, links to the site's configured origin
// (`@kirana/domain/notifications`); and the team's invites to new admins, by e-mail, in English.

import { defineMessage } from './catalogue.js';
import { momentWords } from './date-words.js';
import { REASON_LABELS, type StoreReason } from './stores.js';
import { PARTNER_REASON_WORDS, STORE_DOCUMENT_WORDS, STORE_REASON_WORDS } from './store-words.js';
import { PARTNER_REASON_LABELS, type PartnerRejectReason } from './delivery-partners.js';
import { OWNER_CODE_MINUTES, type OwnerLanguage } from './store-owners.js';
import { INVITE_HOURS } from './team.js';
import { REPLY_MAX_LENGTH } from './inbox.js';

export const NOTIFICATION_TEMPLATES = [
  'store_code',
  'store_received',
  'store_approved',
  'store_rejected',
  'store_suspended',
  'store_reinstated',
  'store_reopened',
  'store_draft_expiring',
  'data_request_answered',
  'inbox_reply',
  'partner_approved',
  'partner_rejected',
  'admin_invite',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

export interface NotificationParams {
  /** The store's or the applicant's name. */
  name?: string | undefined;
  reason?: string | undefined;
  note?: string | undefined;
  /** A sign-in code (store_code). */
  code?: string | undefined;
  /** When the answer is due, ISO 8601 (store_received). */
  dueAt?: string | undefined;
  /** The site's page the message points to (the configured origin's /store-status...). */
  link?: string | undefined;
  /** Documents the reviewer marked unclear (store_rejected). */
  documents?: readonly string[] | undefined;
  /** The role an admin is invited to, and who invited them (admin_invite). */
  role?: string | undefined;
  invitedBy?: string | undefined;
  /**
   * The invite's single-use link (admin_invite): a secret, dropped from the row once sent or
   * failed for good, like a sign-in code.
   */
  inviteLink?: string | undefined;
  /** The team's reply in the inbox (inbox_reply): the words as written. */
  text?: string | undefined;
  /**
   * How an inbox reply goes on WhatsApp: `text`, free text inside the 24-hour window; otherwise
   * (`template`) the registered utility template with the text as its one parameter.
   */
  as?: 'text' | 'template' | undefined;
}

/** Params that are secrets: kept no longer than it takes to send them. */
export const SECRET_NOTIFICATION_PARAMS = ['code', 'inviteLink'] as const;

export const NOTIFICATION_STATES = ['pending', 'sent', 'failed'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const NOTIFICATION_STATE_LABELS: Record<NotificationState, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
};

/**
 * Where a notification went: `log` writes it to the API's log (no one receives it), `webhook`
 * hands it to the messaging bridge. Recorded with each try, so the admin can say which.
 */
export const NOTIFICATION_CHANNELS = ['log', 'webhook', 'email', 'whatsapp', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** A sent message by where it went: a log line reached nobody. */
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  log: 'Logged (no message sent)',
  webhook: 'Sent by webhook',
  email: 'Sent by e-mail',
  whatsapp: 'Sent by WhatsApp',
  sms: 'Sent by SMS',
};

/**
 * What a provider (WhatsApp, SMS) says became of a message it accepted: queued (accepted, not yet
 * sent), sent (to the phone's network), delivered (to the phone), read, or failed. Only moves
 * forward (queued < sent < delivered < read); failed ends a message that was queued or sent.
 */
export const NOTIFICATION_DELIVERY_STATES = [
  'queued',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type NotificationDeliveryState = (typeof NOTIFICATION_DELIVERY_STATES)[number];

/**
 * A sign-in code counts as not delivered on the dashboard once it is this old without a
 * "delivered" or "read" (or it failed): the owner is still waiting at the screen.
 */
export const CODE_UNDELIVERED_AFTER_MINUTES = 2;

export const NOTIFICATION_NOT_FOUND = defineMessage(
  'notifications.notFound',
  'Notification not found.',
);
export const NOTIFICATION_NOT_FAILED = defineMessage(
  'notifications.notFailed',
  'Only a failed notification can be sent again.',
);
/** WhatsApp's receipts webhook (Meta calls it; nobody reads these but Meta and the logs). */
export const WEBHOOK_SIGNATURE_INVALID = defineMessage(
  'notifications.signatureInvalid',
  'The X-Hub-Signature-256 header is missing or does not sign this body.',
);
export const WEBHOOK_VERIFY_REFUSED = defineMessage(
  'notifications.verifyRefused',
  "The verification request is not a subscription with this webhook's verify token.",
);
export const WHATSAPP_NOT_CONFIGURED = defineMessage(
  'notifications.whatsappNotConfigured',
  'WhatsApp is not configured on this server.',
);
/** MSG91's SMS delivery reports (unsigned: a secret token in the callback URL). */
export const SMS_NOT_CONFIGURED = defineMessage(
  'notifications.smsNotConfigured',
  'SMS is not configured on this server.',
);
export const SMS_WEBHOOK_TOKEN_INVALID = defineMessage(
  'notifications.smsTokenInvalid',
  "The token in this URL is not the SMS delivery reports' token.",
);
export const NOTIFICATION_REQUEUED = 'The notification will be sent again.';

/** After this many failed tries a notification is marked failed (an admin may retry it). */
export const NOTIFICATION_MAX_ATTEMPTS = 6;
/** The wait before the n-th retry doubles from this. */
export const NOTIFICATION_FIRST_RETRY_SECONDS = 5;
/**
 * A sign-in code's first retry comes sooner (then doubles): the owner is waiting at the code
 * screen, and a throttled or failed provider usually answers the next try (issue 38's aim: a
 * code at the provider within 2 s). Six tries take 31 s, well inside the code's 10 minutes.
 */
export const NOTIFICATION_CODE_FIRST_RETRY_SECONDS = 1;

/** A store's message templates in each language; {name}, {reason}, {note}... are filled in. */
const STORE_TEXTS: Record<
  Extract<NotificationTemplate, `store_${string}` | 'data_request_answered' | 'inbox_reply'>,
  Record<OwnerLanguage, string>
> = {
  store_code: {
    en: `Kirana: your sign-in code is {code}. It works for ${OWNER_CODE_MINUTES} minutes. Do not share it with anyone.`,
    te: `Kirana: మీ సైన్-ఇన్ కోడ్ {code}. ఇది ${OWNER_CODE_MINUTES} నిమిషాలు పనిచేస్తుంది. ఎవరికీ చెప్పకండి.`,
    hi: `Kirana: आपका साइन-इन कोड {code} है। यह ${OWNER_CODE_MINUTES} मिनट तक चलेगा। इसे किसी को न बताएँ।`,
  },
  store_received: {
    en: 'Kirana: we have your registration of {name}. Our team checks it and will answer by {date}. Follow it at {link}',
    te: 'Kirana: {name} నమోదు మాకు అందింది. మా టీమ్ పరిశీలించి {date} జవాబిస్తుంది. స్థితి ఇక్కడ చూడండి: {link}',
    hi: 'Kirana: {name} का रजिस्ट्रेशन हमें मिल गया है। हमारी टीम जाँच करके {date} जवाब देगी। स्थिति यहाँ देखें: {link}',
  },
  store_approved: {
    en: 'Kirana: {name} is approved. Your store now appears in the app and can take orders. Next: sign in to the partner app with this number.',
    te: 'Kirana: {name}కు ఆమోదం వచ్చింది. మీ దుకాణం ఇప్పుడు యాప్‌లో కనిపిస్తుంది, ఆర్డర్లు తీసుకోవచ్చు. తర్వాత: ఇదే నంబర్‌తో Kirana Partner యాప్‌లో సైన్ ఇన్ చేయండి.',
    hi: 'Kirana: {name} को मंज़ूरी मिल गई। आपकी दुकान अब ऐप में दिखती है और ऑर्डर ले सकती है। अगला कदम: इसी नंबर से Kirana Partner ऐप में साइन इन करें।',
  },
  store_rejected: {
    en: 'Kirana: {name} was not approved. Reason: {reason}.{documents} Fix it and send it again at {link}',
    te: 'Kirana: {name}కు ఆమోదం రాలేదు. కారణం: {reason}.{documents} సరిచేసి మళ్లీ ఇక్కడ పంపండి: {link}',
    hi: 'Kirana: {name} को मंज़ूरी नहीं मिली। कारण: {reason}।{documents} ठीक करके यहाँ दोबारा भेजें: {link}',
  },
  store_suspended: {
    en: 'Kirana: {name} is suspended and hidden from the app. Reason: {reason}. Contact us to resolve it.',
    te: 'Kirana: {name} సస్పెండ్ అయింది, యాప్‌లో కనిపించదు. కారణం: {reason}. పరిష్కారానికి మమ్మల్ని సంప్రదించండి.',
    hi: 'Kirana: {name} को सस्पेंड किया गया है और यह ऐप में नहीं दिखेगी। कारण: {reason}। हल के लिए हमसे संपर्क करें।',
  },
  store_reinstated: {
    en: 'Kirana: {name} is active again and appears in the app.',
    te: 'Kirana: {name} మళ్లీ యాక్టివ్ అయింది, యాప్‌లో కనిపిస్తుంది.',
    hi: 'Kirana: {name} फिर से चालू है और ऐप में दिखती है।',
  },
  store_draft_expiring: {
    en: 'Kirana: your store registration is not finished. If you do not continue it {date}, we will erase it and its documents. Continue it here: {link} and nothing is lost.',
    te: 'Kirana: మీ దుకాణం నమోదు పూర్తి కాలేదు. {date} కొనసాగించకపోతే, నమోదును దాని పత్రాలతో సహా తొలగిస్తాం. ఇక్కడ కొనసాగిస్తే ఏదీ పోదు: {link} చూడండి.',
    hi: 'Kirana: आपकी दुकान का रजिस्ट्रेशन अधूरा है। अगर आप इसे {date} जारी नहीं रखते, तो हम इसे इसके दस्तावेज़ों समेत मिटा देंगे। यहाँ जारी रखें, कुछ नहीं खोएगा: {link} पर जाएँ।',
  },
  // The team's answer to an owner's erasure request or grievance (issue 40): the reply goes as
  // the note (its first MESSAGE_NOTE_MAX characters); the whole reply is on the status page.
  data_request_answered: {
    en: 'Kirana: our team has answered your request about your data. Read the whole answer at {link}',
    te: 'Kirana: మీ డేటా గురించి మీరు చేసిన అభ్యర్థనకు మా టీమ్ జవాబిచ్చింది. పూర్తి జవాబు ఇక్కడ చదవండి: {link}',
    hi: 'Kirana: आपके डेटा से जुड़े अनुरोध का हमारी टीम ने जवाब दिया है। पूरा जवाब यहाँ पढ़ें: {link}',
  },
  // The team's answer in the inbox (issue 41) outside WhatsApp's 24-hour window, or by SMS: the
  // reply is the one parameter (its first REPLY_MAX_LENGTH.template characters, on one line).
  inbox_reply: {
    en: 'Kirana team: {text}',
    te: 'Kirana టీమ్: {text}',
    hi: 'Kirana टीम: {text}',
  },
  store_reopened: {
    en: 'Kirana: we are reviewing {name} again. You will hear from us within 2 days.',
    te: 'Kirana: {name}ను మళ్లీ పరిశీలిస్తున్నాం. 2 రోజుల్లోపు మీకు తెలియజేస్తాం.',
    hi: 'Kirana: हम {name} की दोबारा जाँच कर रहे हैं। 2 दिनों के अंदर आपको बताएँगे।',
  },
};

/** A delivery partner's answer in the language the application was made in. */
const PARTNER_TEXTS: Record<
  Extract<NotificationTemplate, `partner_${string}`>,
  Record<OwnerLanguage, string>
> = {
  partner_approved: {
    en: 'Kirana: welcome, {name}! Your delivery partner application is approved. Open the partner app to start.',
    te: 'Kirana: స్వాగతం, {name}! మీ డెలివరీ పార్ట్‌నర్ దరఖాస్తుకు ఆమోదం వచ్చింది. మొదలుపెట్టడానికి Kirana Partner యాప్ తెరవండి.',
    hi: 'Kirana: स्वागत है, {name}! आपका डिलीवरी पार्टनर आवेदन मंज़ूर हो गया है। शुरू करने के लिए Kirana Partner ऐप खोलें।',
  },
  partner_rejected: {
    en: 'Kirana: {name}, your delivery partner application was not approved. Reason: {reason}. You may apply again at {link}',
    te: 'Kirana: {name}, మీ డెలివరీ పార్ట్‌నర్ దరఖాస్తుకు ఆమోదం రాలేదు. కారణం: {reason}. మీరు మళ్లీ ఇక్కడ దరఖాస్తు చేయవచ్చు: {link}',
    hi: 'Kirana: {name}, आपका डिलीवरी पार्टनर आवेदन मंज़ूर नहीं हुआ। कारण: {reason}। आप यहाँ दोबारा आवेदन कर सकते हैं: {link}',
  },
};

/** "Documents to send again: Shop photo, FSSAI certificate." in the language. */
const UNCLEAR_DOCUMENTS: Record<OwnerLanguage, string> = {
  en: ' Documents to send again: {list}.',
  te: ' ఈ పత్రాలు మళ్లీ పంపండి: {list}.',
  hi: ' ये दस्तावेज़ दोबारा भेजें: {list}।',
};

const NOTE: Record<OwnerLanguage, string> = {
  en: ' Note: {note}',
  te: ' గమనిక: {note}',
  hi: ' टिप्पणी: {note}',
};

function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function reasonWords(reason: string | undefined, language: OwnerLanguage): string {
  if (!reason) return '';
  if (language !== 'en') {
    const words =
      (STORE_REASON_WORDS[language] as Record<string, string>)[reason] ??
      (PARTNER_REASON_WORDS[language] as Record<string, string>)[reason];
    if (words) return words;
  }
  const label =
    (REASON_LABELS as Record<string, string>)[reason as StoreReason] ??
    (PARTNER_REASON_LABELS as Record<string, string>)[reason as PartnerRejectReason];
  return label ?? reason;
}

function documentWords(kind: string, language: OwnerLanguage): string {
  return (STORE_DOCUMENT_WORDS[language] as Record<string, string>)[kind] ?? kind;
}

/**
 * A due date as the owner reads it, in India's time, with its "by": "27 Nov 2026, 3:10 pm",
 * "శుక్రవారం, 27 నవంబర్, మధ్యాహ్నం 3:10 లోపు", "शुक्रवार, 27 नवंबर, दोपहर 3:10 बजे तक".
 */
function dateWords(iso: string | undefined, language: OwnerLanguage): string {
  if (!iso) return '';
  return momentWords(language, iso, 'by', 'medium');
}

/**
 * A reviewer's note is sent in the message up to this many characters (a longer one is cut, with
 * "..." — GSM-7, unlike "…"; the whole note is on the status page): a registered WhatsApp body holds 1,024 characters
 * and a DLT variable 30, so a message's note must have a bound.
 */
export const MESSAGE_NOTE_MAX = 300;

/** The note as a message carries it: one line (WhatsApp refuses line breaks in a parameter), cut to MESSAGE_NOTE_MAX. */
function messageNote(note: string): string {
  const line = note.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= MESSAGE_NOTE_MAX
    ? line
    : `${characters.slice(0, MESSAGE_NOTE_MAX - 3).join('')}...`;
}

/** A text on one line (a template's parameter takes no line break), cut to `max` with "...". */
function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length <= max ? line : `${characters.slice(0, max - 3).join('')}...`;
}

/** A phone notification (every template but admin_invite). */
export type PhoneNotificationTemplate = Exclude<NotificationTemplate, 'admin_invite'>;
export const PHONE_NOTIFICATION_TEMPLATES = NOTIFICATION_TEMPLATES.filter(
  (template): template is PhoneNotificationTemplate => template !== 'admin_invite',
);

/**
 * A phone notification's words with their placeholders ({name}, {reason}, {code}, {date},
 * {link}, {documents}), as the registry of templates (./message-templates) registers them.
 */
export function notificationPattern(
  template: PhoneNotificationTemplate,
  language: OwnerLanguage,
): string {
  return template === 'partner_approved' || template === 'partner_rejected'
    ? PARTNER_TEXTS[template][language]
    : STORE_TEXTS[template][language];
}

/** The optional parts' words: the unclear documents ({list}) and a reviewer's note ({note}). */
export const NOTIFICATION_PARTS: Record<'documents' | 'note', Record<OwnerLanguage, string>> = {
  documents: UNCLEAR_DOCUMENTS,
  note: NOTE,
};

/** What fills a phone notification's placeholders, in the recipient's language. */
export interface NotificationValues {
  name: string;
  reason: string;
  code: string;
  date: string;
  link: string;
  /** The unclear documents' words, joined with ", " ('' when none). */
  list: string;
  /** The note as the message carries it ('' when none). */
  note: string;
  /** An inbox reply as a template carries it: one line, cut to REPLY_MAX_LENGTH.template. */
  text: string;
}

export function notificationValues(
  params: NotificationParams,
  language: OwnerLanguage,
): NotificationValues {
  return {
    name: params.name ?? '',
    reason: reasonWords(params.reason, language),
    code: params.code ?? '••••••',
    date: dateWords(params.dueAt, language),
    link: params.link ?? '',
    list: (params.documents ?? []).map((kind) => documentWords(kind, language)).join(', '),
    note: params.note ? messageNote(params.note) : '',
    text: params.text ? oneLine(params.text, REPLY_MAX_LENGTH.template) : '',
  };
}

const withNote = (text: string, note: string, language: OwnerLanguage) =>
  note ? text + fillIn(NOTE[language], { note }) : text;

/** The team's invite, by e-mail, in English (the admin app speaks English). */
function inviteText(params: NotificationParams): string {
  return [
    `Hello,`,
    ``,
    `${params.invitedBy ?? 'The Kirana team'} invited you to the Kirana admin as ${params.role ?? 'a teammate'}.`,
    `Open this link to set your name and password (it works once, for ${INVITE_HOURS} hours):`,
    ``,
    params.inviteLink ?? '(the link was sent)',
    ``,
    `If you did not expect this invite, ignore this e-mail: nothing happens without the link.`,
  ].join('\n');
}

/** The subject line of a notification sent by e-mail. */
export function notificationSubject(template: NotificationTemplate): string {
  if (template === 'inbox_reply') return 'Kirana: an answer to your message';
  return template === 'admin_invite' ? 'Your invite to the Kirana admin' : 'Kirana';
}

/** The message of a notification, as the recipient reads it, in their language. */
export function notificationText(
  template: NotificationTemplate,
  params: NotificationParams,
  language: OwnerLanguage = 'en',
): string {
  if (template === 'admin_invite') return inviteText(params);
  // An inbox reply by e-mail or as free text is the words as written.
  if (template === 'inbox_reply' && params.as !== 'template') return params.text ?? '';
  const values = notificationValues(params, language);
  const documents = values.list ? fillIn(UNCLEAR_DOCUMENTS[language], { list: values.list }) : '';
  return withNote(
    fillIn(notificationPattern(template, language), { ...values, documents }),
    values.note,
    language,
  );
}
