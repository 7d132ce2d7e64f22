// A local stand-in for Meta's WhatsApp Cloud API, for the API's tests, the e2e stack and the demo
// (`scripts/start.mjs`). It checks a send as the Graph API does and refuses what it refuses, with
// Meta's error shape `{error: {message, type, code, error_data: {details}, fbtrace_id}}`: the
// bearer token (190), the phone number id and path (100), messaging_product, an E.164 number and
// a template message (100), a template registered in packages/domain under that name and
// language (132001), its parameter count (132000), empty or multi-line parameters (131008,
// 131009), an authentication template's copy-code button. It answers like Meta: `{messaging_product,
// contacts: [{input, wa_id}], messages: [{id: 'wamid.…'}]}`. Told to, it answers slowly, throttles
// (429 with 130429, or 131056), fails (5xx), or refuses chosen numbers (131026). It keeps what it
// accepted (a test reads a sign-in code there; the demo lists it at GET /_fake/messages) and sends signed status callbacks (sent,
// delivered, read, failed) to the receipts webhook: late, twice and out of order on request. The
// browser tests' stack gives its orders over HTTP: `POST /_fake/receipts {id, statuses}` and
// `POST /_fake/undeliverable {phone}`. A phone "writes" to the business number with
// `inbound(from, {text | media})` (or `POST /_fake/inbound {from, text, name}`): a signed
// callback with `value.messages[]`; free text (`type: text`) is then taken for 24 hours of that
// number's last message and refused after with Meta's 131047, and its media is served.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenFake, troubled, type FakeOptions } from './fake-server.js';
import { whatsAppTemplate, type MessageTemplate } from '@kirana/domain/message-templates';

export interface WhatsAppFakeOptions extends FakeOptions<AcceptedMessage> {
  accessToken: string;
  phoneNumberId: string;
  /** The receipts' signing key (the app secret). */
  appSecret: string;
  /** Each accepted message is reported sent, then delivered, on its own (the demo). */
  autoReceipts?: boolean;
}

/** A message the fake accepted, as the test reads it. */
export interface AcceptedMessage {
  id: string;
  to: string;
  template: string;
  /** The notification it carries (`store_code`, `store_rejected`...). */
  notification: string;
  language: string;
  category: MessageTemplate['whatsapp']['category'];
  /** The body's parameters, in order. */
  params: string[];
  /** The body as the phone shows it (an authentication template's in Meta's English words). */
  text: string;
  /** When it was accepted (ISO 8601). */
  at: string;
  /** The authentication template's code (its body's and its button's parameter). */
  code: string | undefined;
  body: unknown;
}

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** What a phone sends to the business number: text, or a photo or document with a caption. */
export interface InboundOptions {
  text?: string;
  /** The sender's WhatsApp profile name (value.contacts[].profile.name). */
  name?: string;
  media?: { type: 'image' | 'document'; mimeType: string; bytes: Buffer; caption?: string };
  /** The message's id (a repeat of a callback sends the same); a new wamid unless given. */
  id?: string;
  /** Seconds since the epoch the message says it was sent (now unless given). */
  timestamp?: number;
}

/** Meta's customer-service window: free text only this long after the person's last message. */
const WINDOW_SECONDS = 24 * 3600;

export interface ReceiptOptions {
  /** Each callback is sent twice. */
  twice?: boolean;
  /** The callbacks in the opposite order. */
  reversed?: boolean;
  /** A wait before the callbacks (late receipts). */
  delayMs?: number;
  /** A failed status's error: code, title and details. */
  error?: { code: number; title: string; details?: string };
}

export interface WhatsAppFake {
  /** The fake's origin: WHATSAPP_API_URL. */
  url: string;
  accepted: AcceptedMessage[];
  /** Every refusal: the HTTP status and Meta's error code. */
  refused: { status: number; code: number | undefined }[];
  /** The last sign-in code sent to a number (E.164 with or without "+"). */
  codeFor(phone: string): string | undefined;
  /** Answers each call after `ms`. */
  slow(ms: number): void;
  /** The next `count` calls are throttled: 429 with 130429, or 400 with 131056. */
  throttle(count: number, code?: 130429 | 131056): void;
  /** The next `count` calls fail with `status` (5xx). */
  fail(count: number, status?: number): void;
  /** Sends to this number are refused with 131026 (not a WhatsApp user). */
  undeliverable(phone: string): void;
  setWebhook(url: string): void;
  /** Signed status callbacks of message `id`; resolves with the webhook's HTTP statuses. */
  receipts(id: string, statuses: WhatsAppStatus[], options?: ReceiptOptions): Promise<number[]>;
  /** The body of a status callback and its signature header (for tests that post it). */
  callback(id: string, statuses: WhatsAppStatus[], options?: ReceiptOptions): string;
  sign(body: string): string;
  /**
   * A phone writes to the business number (issue 41): the fake posts Meta's signed callback with
   * `value.messages[]` (and the sender's profile name in `value.contacts[]`) to the webhook, and
   * from then on takes free-text messages to that number for 24 hours. A photo or document is
   * served at the media endpoints (GET /{version}/{media-id}, then its url) until reset.
   * Resolves with the message's id and the webhook's HTTP status.
   */
  inbound(from: string, message: InboundOptions): Promise<{ id: string; status: number }>;
  /** The body of an inbound callback (for a test that posts it itself, e.g. with a bad signature). */
  inboundCallback(from: string, message: InboundOptions & { id: string }): string;
  /** Moves a number's last inbound message back in time by `hours` (the 24-hour window's test). */
  ageInbound(from: string, hours: number): void;
  reset(): void;
  close(): Promise<void>;
}

/** Meta's own words of an authentication template in a language we register no body for. */
const AUTHENTICATION_WORDS = '{{1}} is your verification code.';

const STATUS_OFFSET: Record<WhatsAppStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 2 };

function digits(phone: string): string {
  return phone.replace(/^\+/, '');
}

/** A webhook body as Meta sends it: one entry, one change of the business number's messages. */
export function webhookEnvelope(phoneNumberId: string, value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

export async function startWhatsAppFake(options: WhatsAppFakeOptions): Promise<WhatsAppFake> {
  const accepted: AcceptedMessage[] = [];
  const refused: WhatsAppFake['refused'] = [];
  const undeliverable = new Set<string>();
  const sentAt = new Map<string, { to: string; at: number }>();
  let delayMs = 0;
  let throttled: { count: number; code: 130429 | 131056 } = { count: 0, code: 130429 };
  let failing = { count: 0, status: 500 };
  let webhookUrl = options.webhookUrl;
  /** Each number's last inbound message (seconds), for the 24-hour window. */
  const lastInbound = new Map<string, number>();
  /** Media a phone sent, by its media id. */
  const media = new Map<string, { mimeType: string; bytes: Buffer }>();
  let self = '';

  const sign = (body: string) =>
    `sha256=${createHmac('sha256', options.appSecret).update(body).digest('hex')}`;

  const envelope = (value: Record<string, unknown>) =>
    JSON.stringify(webhookEnvelope(options.phoneNumberId, value));

  function callback(id: string, statuses: WhatsAppStatus[], receipt: ReceiptOptions = {}) {
    const sent = sentAt.get(id);
    const base = sent?.at ?? Math.floor(Date.now() / 1000);
    const list = receipt.reversed ? [...statuses].reverse() : statuses;
    return envelope({
      statuses: list.map((status) => ({
        id,
        status,
        timestamp: String(base + STATUS_OFFSET[status]),
        recipient_id: sent?.to ?? '919000000000',
        ...(status === 'failed'
          ? {
              errors: [
                {
                  code: receipt.error?.code ?? 131026,
                  title: receipt.error?.title ?? 'Message undeliverable',
                  message: receipt.error?.title ?? 'Message undeliverable',
                  error_data: {
                    details:
                      receipt.error?.details ?? 'Message could not be delivered to the recipient.',
                  },
                },
              ],
            }
          : {}),
      })),
    });
  }

  async function post(body: string): Promise<number> {
    if (!webhookUrl) throw new Error('The WhatsApp fake has no webhook to call.');
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
      body,
    });
    await res.arrayBuffer();
    return res.status;
  }

  function inboundCallback(from: string, message: InboundOptions & { id: string }): string {
    const number = digits(from);
    const timestamp = String(message.timestamp ?? Math.floor(Date.now() / 1000));
    let content: Record<string, unknown> = { type: 'text', text: { body: message.text ?? '' } };
    if (message.media) {
      const mediaId = `${Date.now()}${randomBytes(4).readUInt32BE(0)}`;
      media.set(mediaId, { mimeType: message.media.mimeType, bytes: message.media.bytes });
      content = {
        type: message.media.type,
        [message.media.type]: {
          id: mediaId,
          mime_type: message.media.mimeType,
          sha256: createHash('sha256').update(message.media.bytes).digest('base64'),
          ...(message.media.caption ? { caption: message.media.caption } : {}),
        },
      };
    }
    return envelope({
      contacts: [{ profile: { name: message.name ?? 'WhatsApp user' }, wa_id: number }],
      messages: [{ from: number, id: message.id, timestamp, ...content }],
    });
  }

  async function inbound(from: string, message: InboundOptions) {
    const id = message.id ?? `wamid.${randomBytes(24).toString('base64url')}`;
    const at = message.timestamp ?? Math.floor(Date.now() / 1000);
    lastInbound.set(digits(from), Math.max(lastInbound.get(digits(from)) ?? 0, at));
    const status = await post(inboundCallback(from, { ...message, id, timestamp: at }));
    return { id, status };
  }

  /** GET /{version}/{media-id} and GET /_media/{media-id}: a phone's media, with the token. */
  function serveMedia(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const info = /^\/v\d+\.\d+\/(\d+)$/.exec(path);
    const file = /^\/_media\/(\d+)$/.exec(path);
    if (req.method !== 'GET' || (!info && !file)) return false;
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
      refuse(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      return true;
    }
    const mediaId = (info ?? file)?.[1] ?? '';
    const found = media.get(mediaId);
    if (!found) {
      refuse(res, 404, 100, `Unsupported get request. Object with ID '${mediaId}' does not exist.`);
      return true;
    }
    res.statusCode = 200;
    if (file) {
      res.setHeader('content-type', found.mimeType);
      res.end(found.bytes);
      return true;
    }
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        url: `${self}/_media/${mediaId}`,
        mime_type: found.mimeType,
        sha256: createHash('sha256').update(found.bytes).digest('hex'),
        file_size: found.bytes.length,
        id: mediaId,
      }),
    );
    return true;
  }

  async function receipts(id: string, statuses: WhatsAppStatus[], receipt: ReceiptOptions = {}) {
    if (receipt.delayMs) await new Promise((ok) => setTimeout(ok, receipt.delayMs));
    const list = receipt.reversed ? [...statuses].reverse() : statuses;
    const codes: number[] = [];
    // One callback a status, as Meta sends them; each twice when asked.
    for (const status of list)
      for (let n = 0; n < (receipt.twice ? 2 : 1); n += 1)
        codes.push(await post(callback(id, [status], receipt)));
    return codes;
  }

  function refuse(
    res: ServerResponse,
    status: number,
    code: number | undefined,
    message: string,
    details?: string,
    type = 'OAuthException',
  ) {
    refused.push({ status, code });
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        error: {
          message,
          type,
          ...(code === undefined ? {} : { code }),
          ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
          fbtrace_id: randomBytes(8).toString('base64url'),
        },
      }),
    );
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (serveMedia(req, res, path)) return;
    const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
    if (req.method !== 'POST' || !match)
      return refuse(
        res,
        400,
        100,
        'Unsupported request: no such endpoint.',
        undefined,
        'GraphMethodException',
      );
    if (req.headers.authorization !== `Bearer ${options.accessToken}`)
      return refuse(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (match[2] !== options.phoneNumberId)
      return refuse(
        res,
        400,
        100,
        `Unsupported post request. Object with ID '${match[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        undefined,
        'GraphMethodException',
      );
    if (throttled.count > 0) {
      throttled.count -= 1;
      return throttled.code === 130429
        ? refuse(
            res,
            429,
            130429,
            'Rate limit hit',
            'Cloud API message throughput has been reached.',
          )
        : refuse(
            res,
            400,
            131056,
            '(Business Account, Consumer Account) pair rate limit hit',
            'Too many messages sent from this phone number to the same phone number in a short period.',
          );
    }
    const throttle = () =>
      refuse(res, 429, 130429, 'Rate limit hit', 'Cloud API message throughput has been reached.');
    if (troubled(res, { failing, refused }, options, throttle)) return;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return refuse(res, 400, 100, 'Invalid parameter', 'The request body is not JSON.');
    }
    const invalid = (details: string, code = 100, message = 'Invalid parameter') =>
      refuse(res, 400, code, message, details);
    if (body.messaging_product !== 'whatsapp')
      return invalid('The parameter messaging_product is required and must be "whatsapp".');
    if (body.recipient_type !== undefined && body.recipient_type !== 'individual')
      return invalid('recipient_type must be "individual".');
    const to = typeof body.to === 'string' ? body.to : '';
    if (!/^\+?[1-9]\d{7,14}$/.test(to))
      return invalid(`"${to}" is not a phone number in E.164 format.`);
    if (body.type === 'text') return acceptText(res, body, to);
    if (body.type !== 'template')
      return invalid('Only template messages may start a conversation.');
    const template = body.template as
      { name?: unknown; language?: { code?: unknown }; components?: unknown } | undefined;
    const name = typeof template?.name === 'string' ? template.name : '';
    const language = typeof template?.language?.code === 'string' ? template.language.code : '';
    if (!name || !language)
      return invalid(
        'template.name and template.language.code are required.',
        131008,
        'Required parameter is missing',
      );
    const registered = whatsAppTemplate(name, language);
    if (!registered)
      return refuse(
        res,
        404,
        132001,
        'Template name does not exist in the translation',
        `template name (${name}) does not exist in ${language}`,
      );
    const components = Array.isArray(template?.components)
      ? (template.components as {
          type?: unknown;
          sub_type?: unknown;
          index?: unknown;
          parameters?: unknown;
        }[])
      : [];
    const textsOf = (component: (typeof components)[number] | undefined) =>
      Array.isArray(component?.parameters)
        ? (component.parameters as { type?: unknown; text?: unknown }[]).map((p) =>
            p.type === 'text' && typeof p.text === 'string' ? p.text : null,
          )
        : [];
    const params = textsOf(components.find((c) => c.type === 'body'));
    if (params.length !== registered.params.length)
      return refuse(
        res,
        400,
        132000,
        'Number of parameters does not match the expected number of params',
        `body: number of localizable_params (${params.length}) does not match the expected number of params (${registered.params.length})`,
      );
    if (params.some((p) => p === null || p === ''))
      return invalid(
        'Every body parameter needs a type "text" and a text.',
        131008,
        'Required parameter is missing',
      );
    if (params.some((p) => p !== null && /[\n\t]| {5}/.test(p)))
      return invalid(
        'Param text cannot have new-line/tab characters or more than 4 consecutive spaces',
        131009,
        'Parameter value is not valid',
      );
    let code: string | undefined;
    if (registered.whatsapp.category === 'AUTHENTICATION') {
      const button = components.find((c) => c.type === 'button');
      const buttonText = textsOf(button)[0];
      if (!button || button.sub_type !== 'url' || String(button.index) !== '0' || !buttonText)
        return invalid(
          'The copy-code button (sub_type "url", index "0") needs the code as its parameter.',
          131008,
          'Required parameter is missing',
        );
      if (buttonText !== params[0] || buttonText.length > 15)
        return invalid(
          "The button's code must equal the body's, at most 15 characters.",
          131009,
          'Parameter value is not valid',
        );
      code = buttonText;
    }
    if (refusedAsUndeliverable(res, to)) return;
    accept(res, to, {
      template: name,
      notification: registered.notification,
      language,
      category: registered.whatsapp.category,
      params: params as string[],
      text: (registered.whatsapp.body ?? AUTHENTICATION_WORDS).replace(
        /\{\{(\d+)\}\}/g,
        (_, n: string) => params[Number(n) - 1] ?? '',
      ),
      code,
      body,
    });
  }

  /** A number marked as not on WhatsApp: Meta refuses every message to it (131026). */
  function refusedAsUndeliverable(res: ServerResponse, to: string): boolean {
    if (!undeliverable.has(digits(to))) return false;
    refuse(
      res,
      400,
      131026,
      'Message undeliverable',
      'Unable to deliver message. The recipient is not a WhatsApp user or cannot receive this message.',
    );
    return true;
  }

  /** A free-text message: only within 24 hours of the number's last message to us (131047). */
  function acceptText(res: ServerResponse, body: Record<string, unknown>, to: string) {
    const text = (body.text as { body?: unknown } | undefined)?.body;
    if (typeof text !== 'string' || text === '')
      return refuse(res, 400, 131008, 'Required parameter is missing', 'text.body is required.');
    if (text.length > 4096)
      return refuse(
        res,
        400,
        100,
        'Invalid parameter',
        'text.body is longer than 4096 characters.',
      );
    const last = lastInbound.get(digits(to));
    if (last === undefined || Date.now() / 1000 - last > WINDOW_SECONDS)
      return refuse(
        res,
        400,
        131047,
        'Re-engagement message',
        'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
      );
    if (refusedAsUndeliverable(res, to)) return;
    accept(res, to, {
      template: '',
      notification: 'inbox_reply',
      language: '',
      category: 'UTILITY',
      params: [],
      text,
      code: undefined,
      body,
    });
  }

  /**
   * Takes a message as Meta does: keeps it (with a new `wamid`), answers its id, and sends its
   * receipts on its own when the demo asks for them.
   */
  function accept(
    res: ServerResponse,
    to: string,
    message: Omit<AcceptedMessage, 'id' | 'to' | 'at'>,
  ): void {
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    const kept: AcceptedMessage = { id, to: digits(to), at: new Date().toISOString(), ...message };
    accepted.push(kept);
    sentAt.set(id, { to: digits(to), at: Math.floor(Date.now() / 1000) });
    options.onAccept?.(kept);
    res.statusCode = 200;
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: to, wa_id: digits(to) }],
        messages: [{ id }],
      }),
    );
    if (options.autoReceipts && webhookUrl)
      setTimeout(() => void receipts(id, ['sent', 'delivered']).catch(() => undefined), 200);
  }

  const server = await listenFake({
    port: options.port,
    delayMs: () => delayMs,
    messages: () => accepted.map(({ body: _body, ...message }) => message),
    handle,
    orders: {
      receipts: ({ id, statuses }) => {
        if (typeof id !== 'string' || !sentAt.has(id)) throw new Error('No such message id.');
        const known: WhatsAppStatus[] = ['sent', 'delivered', 'read', 'failed'];
        if (!Array.isArray(statuses) || !statuses.every((s) => known.includes(s as WhatsAppStatus)))
          throw new Error(`statuses: a list of ${known.join(', ')}.`);
        return receipts(id, statuses as WhatsAppStatus[]);
      },
      inbound: ({ from, text, name }) => {
        if (typeof from !== 'string' || !/^\+?[1-9]\d{7,14}$/.test(from))
          throw new Error('from: a number in E.164 format.');
        if (typeof text !== 'string' || text === '') throw new Error('text: the message.');
        return inbound(from, { text, ...(typeof name === 'string' ? { name } : {}) });
      },
      undeliverable: ({ phone }) => {
        if (typeof phone !== 'string' || !/^\+?[1-9]\d{7,14}$/.test(phone))
          throw new Error('phone: a number in E.164 format.');
        undeliverable.add(digits(phone));
        return null;
      },
    },
  });

  self = server.url;
  return {
    url: server.url,
    accepted,
    refused,
    codeFor: (phone) => accepted.findLast((m) => m.to === digits(phone) && m.code)?.code,
    slow: (ms) => {
      delayMs = ms;
    },
    throttle: (count, code = 130429) => {
      throttled = { count, code };
    },
    fail: (count, status = 500) => {
      failing = { count, status };
    },
    undeliverable: (phone) => undeliverable.add(digits(phone)),
    setWebhook: (url) => {
      webhookUrl = url;
    },
    receipts,
    callback,
    sign,
    inbound,
    inboundCallback,
    ageInbound: (from, hours) => {
      const at = lastInbound.get(digits(from));
      if (at !== undefined) lastInbound.set(digits(from), at - hours * 3600);
    },
    reset() {
      lastInbound.clear();
      media.clear();
      accepted.length = 0;
      refused.length = 0;
      undeliverable.clear();
      sentAt.clear();
      delayMs = 0;
      throttled = { count: 0, code: 130429 };
      failing = { count: 0, status: 500 };
    },
    close: () => server.close(),
  };
}
