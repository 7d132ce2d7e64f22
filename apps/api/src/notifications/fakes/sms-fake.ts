// A local stand-in for MSG91's SMS API (POST /api/v2/sendsms), for the API's tests and the demo.
// It checks a send as MSG91 and the DLT scrubber do and refuses what they refuse, with MSG91's
// `{type: 'error', message, code}`: the `authkey` header (106 missing, 207 refused), the
// registered sender header (203), the route (4, transactional), an Indian mobile number (202),
// the DLT template id known and the text equal to its registered template with each `{#var#}`
// holding at most 30 characters (211), and unicode set for a text outside GSM-7 (it would arrive
// garbled). It answers `{type: 'success', message: <request id>}`. Told to, it answers slowly,
// throttles (429, code 429), fails (5xx), and posts delivery reports to our webhook (late, twice
// and out of order on request) in MSG91's shape: `[{requestId, senderId, report: [{date,
// number, status, desc}]}]`, status 8 submitted, 1 delivered, 2 failed, 16 rejected. The
// browser tests' stack orders reports over HTTP: `POST /_fake/reports {id, statuses}`.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenFake, troubled, type FakeOptions } from './fake-server.js';
import {
  DLT_VARIABLE,
  DLT_VARIABLE_MAX,
  dltKeyOf,
  MESSAGE_TEMPLATES,
  smsParts,
  type MessageTemplate,
} from '@kirana/domain/message-templates';

export interface SmsFakeOptions extends FakeOptions<AcceptedSms> {
  authKey: string;
  /** The DLT-registered sender headers. */
  senders: string[];
  /** The DLT templates registered: id to registered text with `{#var#}`. */
  templates: ReadonlyMap<string, string>;
  /** Each accepted message is reported submitted, then delivered, on its own (the demo). */
  autoReports?: boolean;
}

/** A message the fake accepted. */
export interface AcceptedSms {
  id: string;
  to: string;
  sender: string;
  dltTemplateId: string;
  /** The notification its template carries (`store_code`...), when the registry has it. */
  notification: string | undefined;
  text: string;
  unicode: boolean;
  /** When it was accepted (ISO 8601). */
  at: string;
}

/** MSG91's report status codes: submitted to the operator, delivered, failed, rejected. */
export type SmsReport = 'submitted' | 'delivered' | 'failed' | 'rejected';
export const SMS_REPORT_STATUS: Record<SmsReport, { status: number; desc: string }> = {
  submitted: { status: 8, desc: 'Submitted' },
  delivered: { status: 1, desc: 'Delivered' },
  failed: { status: 2, desc: 'Failed' },
  rejected: { status: 16, desc: 'Rejected by the operator (DLT)' },
};

export interface SmsReportOptions {
  twice?: boolean;
  reversed?: boolean;
  delayMs?: number;
}

export interface SmsFake {
  url: string;
  accepted: AcceptedSms[];
  refused: { status: number; code: string | undefined }[];
  /** The last SMS accepted for a number (E.164 with or without "+"). */
  lastTo(phone: string): AcceptedSms | undefined;
  slow(ms: number): void;
  throttle(count: number): void;
  fail(count: number, status?: number): void;
  setWebhook(url: string): void;
  /** Posts delivery reports of request `id`; resolves with the webhook's HTTP statuses. */
  reports(id: string, statuses: SmsReport[], options?: SmsReportOptions): Promise<number[]>;
  /** The body of one report callback. */
  report(id: string, status: SmsReport): string;
  reset(): void;
  close(): Promise<void>;
}

/**
 * DLT template ids for the fake and the tests (the registry's are the operator's placeholders):
 * 1107 and the template's place in the registry, 19 digits like the portal's. `idOf` gives the
 * SMS channel a template's id; `templates` is what the fake knows as registered.
 */
export function fakeDltRegistry(): {
  idOf: (template: MessageTemplate) => string;
  templates: Map<string, string>;
  /** The ids as SMS_DLT_TEMPLATE_IDS_FILE holds them: `<key>.<language>` to id. */
  ids: Record<string, string>;
} {
  const idOf = (template: MessageTemplate) =>
    `1107${String(MESSAGE_TEMPLATES.indexOf(template)).padStart(15, '0')}`;
  return {
    idOf,
    templates: new Map(MESSAGE_TEMPLATES.map((template) => [idOf(template), template.sms.text])),
    ids: Object.fromEntries(
      MESSAGE_TEMPLATES.map((template) => [dltKeyOf(template), idOf(template)]),
    ),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` is `registered` with each `{#var#}` filled by at most 30 characters. */
export function matchesRegistered(registered: string, text: string): boolean {
  const pattern = registered
    .split(DLT_VARIABLE)
    .map(escape)
    .join(`[\\s\\S]{0,${DLT_VARIABLE_MAX}}`);
  return new RegExp(`^${pattern}$`, 'u').test(text);
}

export async function startSmsFake(options: SmsFakeOptions): Promise<SmsFake> {
  const accepted: AcceptedSms[] = [];
  const refused: SmsFake['refused'] = [];
  const sentAt = new Map<string, { to: string; sender: string; at: number }>();
  let delayMs = 0;
  let throttled = 0;
  let failing = { count: 0, status: 500 };
  let webhookUrl = options.webhookUrl;

  function report(id: string, status: SmsReport): string {
    const sent = sentAt.get(id);
    const offset = { submitted: 1, delivered: 2, failed: 2, rejected: 1 }[status];
    // MSG91 writes the time in India's (UTC+05:30), without a zone.
    const at = new Date((sent?.at ?? Date.now()) + offset * 1000 + 330 * 60_000);
    return JSON.stringify([
      {
        requestId: id,
        senderId: sent?.sender ?? options.senders[0] ?? '',
        report: [
          {
            date: at.toISOString().slice(0, 19).replace('T', ' '),
            number: sent?.to ?? '919000000000',
            ...SMS_REPORT_STATUS[status],
          },
        ],
      },
    ]);
  }

  async function reports(id: string, statuses: SmsReport[], extra: SmsReportOptions = {}) {
    if (!webhookUrl) throw new Error('The SMS fake has no webhook to call.');
    if (extra.delayMs) await new Promise((ok) => setTimeout(ok, extra.delayMs));
    const list = extra.reversed ? [...statuses].reverse() : statuses;
    const codes: number[] = [];
    for (const status of list)
      for (let n = 0; n < (extra.twice ? 2 : 1); n += 1) {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: report(id, status),
        });
        await res.arrayBuffer();
        codes.push(res.status);
      }
    return codes;
  }

  function answer(res: ServerResponse, status: number, body: unknown) {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  }

  function refuse(res: ServerResponse, status: number, code: string, message: string) {
    refused.push({ status, code });
    answer(res, status, { type: 'error', message, code });
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (req.method !== 'POST' || path !== '/api/v2/sendsms')
      return refuse(res, 404, '404', 'Not found');
    const key = req.headers.authkey;
    if (typeof key !== 'string' || key === '')
      return refuse(res, 401, '106', 'Missing Authentication Key');
    if (key !== options.authKey) return refuse(res, 401, '207', 'Invalid authentication key');
    if (throttled > 0) {
      throttled -= 1;
      return refuse(res, 429, '429', 'Too many requests');
    }
    if (
      troubled(res, { failing, refused }, options, () =>
        refuse(res, 429, '429', 'Too many requests'),
      )
    )
      return;
    let body: {
      sender?: unknown;
      route?: unknown;
      unicode?: unknown;
      DLT_TE_ID?: unknown;
      sms?: unknown;
    };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return refuse(res, 400, '400', 'The request body is not JSON');
    }
    if (typeof body.sender !== 'string' || body.sender === '')
      return refuse(res, 400, '103', 'Missing sender ID');
    if (!options.senders.includes(body.sender)) return refuse(res, 400, '203', 'Invalid sender ID');
    if (String(body.route) !== '4')
      return refuse(res, 400, '107', 'Missing or invalid route: transactional is route 4');
    const messages = Array.isArray(body.sms)
      ? (body.sms as { message?: unknown; to?: unknown }[])
      : [];
    const first = messages[0];
    if (messages.length !== 1 || typeof first?.message !== 'string' || first.message === '')
      return refuse(res, 400, '102', 'Missing message');
    const numbers = Array.isArray(first.to) ? (first.to as unknown[]) : [];
    if (numbers.length === 0) return refuse(res, 400, '101', 'Missing mobile no.');
    const to = numbers.map(String);
    if (!to.every((n) => /^91[6-9]\d{9}$/.test(n)))
      return refuse(res, 400, '202', 'Invalid mobile number');
    const dlt = typeof body.DLT_TE_ID === 'string' ? body.DLT_TE_ID : '';
    const registered = options.templates.get(dlt);
    if (!registered) return refuse(res, 400, '211', `DLT template id "${dlt}" is not registered`);
    const text = first.message;
    if (!matchesRegistered(registered, text))
      return refuse(res, 400, '211', 'The text does not match the registered DLT template');
    const unicode = String(body.unicode) === '1';
    if (smsParts(text).encoding === 'UCS-2' && !unicode)
      return refuse(res, 400, '400', 'The text needs unicode=1 (it is not GSM-7)');
    const id = randomBytes(12).toString('hex');
    const notification = MESSAGE_TEMPLATES.find((t) => t.sms.text === registered)?.notification;
    const at = new Date().toISOString();
    for (const number of to) {
      const message: AcceptedSms = {
        id,
        to: number,
        sender: body.sender,
        dltTemplateId: dlt,
        notification,
        text,
        unicode,
        at,
      };
      accepted.push(message);
      options.onAccept?.(message);
    }
    sentAt.set(id, { to: to[0] ?? '', sender: body.sender, at: Date.now() });
    answer(res, 200, { type: 'success', message: id });
    if (options.autoReports && webhookUrl)
      setTimeout(() => void reports(id, ['submitted', 'delivered']).catch(() => undefined), 200);
  }

  const server = await listenFake({
    port: options.port,
    delayMs: () => delayMs,
    messages: () => accepted,
    handle,
    orders: {
      reports: ({ id, statuses }) => {
        if (typeof id !== 'string' || !sentAt.has(id)) throw new Error('No such request id.');
        const known = Object.keys(SMS_REPORT_STATUS);
        if (!Array.isArray(statuses) || !statuses.every((s) => known.includes(s as string)))
          throw new Error(`statuses: a list of ${known.join(', ')}.`);
        return reports(id, statuses as SmsReport[]);
      },
    },
  });

  return {
    url: server.url,
    accepted,
    refused,
    lastTo: (phone) => accepted.findLast((m) => m.to === phone.replace(/^\+/, '')),
    slow: (ms) => {
      delayMs = ms;
    },
    throttle: (count) => {
      throttled = count;
    },
    fail: (count, status = 500) => {
      failing = { count, status };
    },
    setWebhook: (url) => {
      webhookUrl = url;
    },
    reports,
    report,
    reset() {
      accepted.length = 0;
      refused.length = 0;
      sentAt.clear();
      delayMs = 0;
      throttled = 0;
      failing = { count: 0, status: 500 };
    },
    close: () => server.close(),
  };
}
