// WhatsApp through Meta's Cloud API: each phone notification is sent as its registered template
// (packages/domain's message-templates) in the recipient's language, by POST
// {WHATSAPP_API_URL}/{version}/{phone-number-id}/messages with the access token. The sign-in
// code goes as the authentication template (the code in the body and in the copy-code button),
// the rest as utility templates. The answer's message id (wamid...) is kept: Meta's receipts
// (routes/whatsapp-webhook.ts) name the message by it. Errors are Meta's `{error: {code,
// message, error_data: {details}}}`: throttling, Meta's temporary trouble, 5xx and no answer are
// tried again later; the rest (not a WhatsApp number, template missing, token refused...) fail
// at once with Meta's code and words.
import { renderMessage, type RenderedMessage } from '@kirana/domain/message-templates';
import type { NotificationParams, PhoneNotificationTemplate } from '@kirana/domain/notifications';
import type { WhatsAppConfig } from '../config.js';
import type { NotificationRow } from '../repositories/notifications.js';
import type { Channel, SendResult } from './channels.js';
import { postToProvider } from './provider-post.js';

export const WHATSAPP_TIMEOUT_MS = 10_000;

/**
 * Meta's codes worth another try: throttling (130429 throughput, 131056 pair rate, 80007 and 4
 * account and app rate limits) and Meta's own trouble (1, 2, 131000 something went wrong,
 * 131016 service unavailable). Every other code is refused for good.
 */
export const WHATSAPP_TRANSIENT_CODES: ReadonlySet<number> = new Set([
  1, 2, 4, 80007, 130429, 131000, 131016, 131056,
]);

/**
 * Meta's permanent answers that the number cannot receive the message: 131026 (not a WhatsApp
 * user, or an old app, or terms not accepted), 131021 (the recipient is the sender), 131030
 * (not in a test number's allowed list), 131049 (Meta chose not to deliver it). A sign-in code
 * refused with one of these goes by SMS.
 */
export const WHATSAPP_UNDELIVERABLE_CODES: ReadonlySet<string> = new Set([
  '131021',
  '131026',
  '131030',
  '131049',
]);

/** The words of a few permanent codes the team meets, when Meta's are terse. */
export const WHATSAPP_ERROR_WORDS: Record<number, string> = {
  131026: 'Not a WhatsApp number (or it cannot receive this message)',
  131047: 'More than 24 hours since the person last wrote (re-engagement)',
  131048: "Meta's spam rate limit for this number",
  190: 'The access token was refused (expired or revoked)',
  132001: 'The template does not exist in this language',
};

/** The Cloud API's request body of a notification's template message. */
export function whatsAppRequest(to: string, rendered: RenderedMessage) {
  const { template } = rendered;
  const text = (value: string) => ({ type: 'text', text: value });
  const components: Record<string, unknown>[] = [
    { type: 'body', parameters: rendered.whatsapp.params.map(text) },
  ];
  if (template.whatsapp.copyCodeButton)
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [text(rendered.whatsapp.params[0] ?? '')],
    });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template.whatsapp.name,
      language: { code: template.whatsapp.language },
      components,
    },
  };
}

/**
 * The Cloud API's request body of a free-text message (an inbox reply within 24 hours of the
 * person's last message; Meta refuses it after that with 131047).
 */
export function whatsAppTextRequest(to: string, text: string) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'text',
    text: { preview_url: false, body: text },
  };
}

interface GraphError {
  code?: number;
  message?: string;
  error_data?: { details?: string };
}

/** Meta's error in words: our words for a known code, then Meta's message and details. */
export function whatsAppErrorWords(status: number, error: GraphError | undefined): string {
  const code = error?.code;
  const parts = [
    code === undefined ? `HTTP ${status}` : `WhatsApp ${code}`,
    code !== undefined ? WHATSAPP_ERROR_WORDS[code] : undefined,
    error?.message,
    error?.error_data?.details,
  ].filter((part, i, all) => part && all.indexOf(part) === i);
  return parts.join(': ');
}

export function whatsAppChannel(config: WhatsAppConfig): Channel {
  const endpoint = `${config.apiUrl}/${config.apiVersion}/${config.phoneNumberId}/messages`;
  return {
    via: 'whatsapp',
    async send(notification: NotificationRow): Promise<SendResult> {
      if (!notification.recipientPhone || notification.template === 'admin_invite')
        return { ok: false, retry: false, error: 'not a phone notification' };
      const params = notification.params as NotificationParams;
      const to = notification.recipientPhone.replace(/^\+/, '');
      // An inbox reply inside the 24-hour window goes as free text; everything else as its
      // registered template.
      const body = JSON.stringify(
        notification.template === 'inbox_reply' && params.as === 'text'
          ? whatsAppTextRequest(to, params.text ?? '')
          : whatsAppRequest(
              to,
              renderMessage(
                notification.template as PhoneNotificationTemplate,
                params,
                notification.language,
              ),
            ),
      );
      const res = await postToProvider(
        endpoint,
        {
          headers: {
            authorization: `Bearer ${config.accessToken}`,
            'content-type': 'application/json',
          },
          body,
        },
        WHATSAPP_TIMEOUT_MS,
        'WhatsApp',
      );
      if (!(res instanceof Response)) return res;
      const answer = (await res.json().catch(() => null)) as {
        messages?: { id?: string }[];
        error?: GraphError;
      } | null;
      if (res.ok) {
        const id = answer?.messages?.[0]?.id;
        // Accepted without an id: sending again could send twice; its receipts cannot be matched.
        if (!id) return { ok: true };
        return { ok: true, providerMessageId: id };
      }
      const error = answer?.error;
      const code = error?.code;
      const retry =
        code === undefined
          ? res.status === 429 || res.status >= 500
          : WHATSAPP_TRANSIENT_CODES.has(code) ||
            (res.status >= 500 && !(code in WHATSAPP_ERROR_WORDS));
      return {
        ok: false,
        retry,
        error: whatsAppErrorWords(res.status, error),
        ...(code === undefined ? {} : { providerErrorCode: String(code) }),
      };
    },
  };
}
