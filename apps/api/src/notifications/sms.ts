// SMS through MSG91 under India's DLT rules: each phone notification is sent as the DLT template
// registered for it (packages/domain's message-templates) in the recipient's language, by POST
// {SMS_API_URL}/api/v2/sendsms with the `authkey` header and a JSON body naming the registered
// sender header, the transactional route (4), the DLT template id (`DLT_TE_ID`) and the words:
// the registered text with its `{#var#}` filled, which the operator compares with the
// registration before delivering. Telugu and Hindi go as unicode (UCS-2). MSG91 answers
// `{type: 'success', message: <request id>}`, which its delivery reports name
// (routes/sms-webhook.ts), or `{type: 'error', message, code}`: throttling, MSG91's trouble, 429,
// 5xx and no answer are tried again later; the rest (bad key, unregistered sender or template,
// a wrong number) fail at once with MSG91's code and words.
import {
  dltKeyOf,
  isDltPlaceholder,
  renderMessage,
  smsParts,
  type MessageTemplate,
  type RenderedMessage,
} from '@kirana/domain/message-templates';
import type { NotificationParams, PhoneNotificationTemplate } from '@kirana/domain/notifications';
import type { SmsConfig } from '../config.js';
import type { NotificationRow } from '../repositories/notifications.js';
import type { Channel, SendResult } from './channels.js';
import { postToProvider } from './provider-post.js';

export const SMS_TIMEOUT_MS = 10_000;

/** MSG91's path of the send API (v2, the text and its DLT template id in one call). */
export const MSG91_SEND_PATH = '/api/v2/sendsms';

/**
 * MSG91's error codes worth another try: 306 (the route is unavailable for now) and 429 (too
 * many requests, its throttling). Every other code is refused for good.
 */
export const SMS_TRANSIENT_CODES: ReadonlySet<string> = new Set(['306', '429']);

/** The words of the codes the team meets, when MSG91's are terse. */
export const SMS_ERROR_WORDS: Record<string, string> = {
  '106': 'The MSG91 auth key is missing',
  '202': 'Not a valid Indian mobile number',
  '203': 'The sender header is not registered (DLT)',
  '207': 'The MSG91 auth key was refused',
  '211': 'The DLT template is not registered or the text does not match it',
  '301': 'The MSG91 account has no balance left',
};

/** The DLT template id a template is sent with: the registry's, or the one given for its key. */
export type DltTemplateIds = (template: MessageTemplate) => string;

/** The id from SMS_DLT_TEMPLATE_IDS_FILE, else the registry's (a placeholder until entered). */
const configuredIds =
  (config: Pick<SmsConfig, 'dltTemplateIds'>): DltTemplateIds =>
  (template) =>
    config.dltTemplateIds[dltKeyOf(template)] ?? template.sms.dltTemplateId;

/** MSG91's request body of a notification's SMS. */
export function smsRequest(
  config: Pick<SmsConfig, 'senderId'>,
  to: string,
  rendered: RenderedMessage,
  dltTemplateId: string,
) {
  return {
    sender: config.senderId,
    route: '4',
    country: '91',
    unicode: smsParts(rendered.sms.text).encoding === 'UCS-2' ? 1 : 0,
    DLT_TE_ID: dltTemplateId,
    sms: [{ message: rendered.sms.text, to: [to] }],
  };
}

/** An Indian mobile number as MSG91 takes it: 91 and ten digits starting 6-9. */
export function msg91Number(phone: string): string | null {
  const digits = phone.replace(/^\+/, '');
  return /^91[6-9]\d{9}$/.test(digits) ? digits : null;
}

export function smsErrorWords(status: number, code: string | undefined, message?: string): string {
  const parts = [
    code === undefined ? `HTTP ${status}` : `MSG91 ${code}`,
    code !== undefined ? SMS_ERROR_WORDS[code] : undefined,
    message,
  ].filter((part, i, all) => part && all.indexOf(part) === i);
  return parts.join(': ');
}

export function smsChannel(
  config: SmsConfig,
  ids: DltTemplateIds = configuredIds(config),
): Channel {
  const endpoint = `${config.apiUrl}${MSG91_SEND_PATH}`;
  return {
    via: 'sms',
    async send(notification: NotificationRow): Promise<SendResult> {
      if (!notification.recipientPhone || notification.template === 'admin_invite')
        return { ok: false, retry: false, error: 'not a phone notification' };
      const to = msg91Number(notification.recipientPhone);
      if (!to)
        return {
          ok: false,
          retry: false,
          error: `Not an Indian mobile number: SMS goes to +91 numbers only`,
        };
      const rendered = renderMessage(
        notification.template as PhoneNotificationTemplate,
        notification.params as NotificationParams,
        notification.language,
      );
      const dltTemplateId = ids(rendered.template);
      if (isDltPlaceholder(dltTemplateId))
        return {
          ok: false,
          retry: false,
          error: `No DLT template id for ${rendered.template.key}.${rendered.template.language}: the operator has not entered it`,
        };
      const res = await postToProvider(
        endpoint,
        {
          headers: { authkey: config.authKey, 'content-type': 'application/json' },
          body: JSON.stringify(smsRequest(config, to, rendered, dltTemplateId)),
        },
        SMS_TIMEOUT_MS,
        'MSG91',
      );
      if (!(res instanceof Response)) return res;
      const answer = (await res.json().catch(() => null)) as {
        type?: string;
        message?: string;
        code?: string | number;
      } | null;
      if (res.ok && answer?.type === 'success') {
        const id = typeof answer.message === 'string' ? answer.message : undefined;
        return id ? { ok: true, providerMessageId: id } : { ok: true };
      }
      const code = answer?.code === undefined ? undefined : String(answer.code);
      const retry =
        res.status === 429 ||
        res.status >= 500 ||
        (code !== undefined && SMS_TRANSIENT_CODES.has(code)) ||
        (res.ok && answer === null);
      return {
        ok: false,
        retry,
        error: smsErrorWords(res.status, code, answer?.message),
        ...(code === undefined ? {} : { providerErrorCode: code }),
      };
    },
  };
}
