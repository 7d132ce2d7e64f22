// What reached a phone: the messages the stack's fakes of WhatsApp's Cloud API and of MSG91
// (./stack.ts) accepted from the API, as the phone shows them, and the fakes' orders (a receipt,
// a number that is not on WhatsApp). Also an owner's sign-in through the API with the code that
// reached their phone, for tests that start past the sign-in screen.
import { expect, inject } from 'vitest';

const whatsAppUrl = inject('whatsAppUrl');
const smsUrl = inject('smsUrl');
const apiUrl = inject('apiUrl');

/** A message a provider accepted. */
export interface SentMessage {
  /** The provider's id (WhatsApp's `wamid.…`, MSG91's request id). */
  id: string;
  channel: 'whatsapp' | 'sms';
  /** E.164 with "+". */
  to: string;
  /** The notification it carries: `store_code`, `store_rejected`, `partner_approved`... */
  template: string;
  /** The words the phone shows. */
  text: string;
  /** A sign-in code's digits. */
  code: string | undefined;
  at: string;
}

interface WhatsAppAccepted {
  id: string;
  to: string;
  notification: string;
  text: string;
  code?: string;
  at: string;
}

interface SmsAccepted {
  id: string;
  to: string;
  notification?: string;
  text: string;
  at: string;
}

async function listed<T>(origin: string): Promise<T[]> {
  const res = await fetch(`${origin}/_fake/messages`);
  return (await res.json()) as T[];
}

/** Every message both providers accepted, oldest first. */
export async function sentMessages(): Promise<SentMessage[]> {
  const [whatsApp, sms] = await Promise.all([
    listed<WhatsAppAccepted>(whatsAppUrl),
    listed<SmsAccepted>(smsUrl),
  ]);
  return [
    ...whatsApp.map((m) => ({
      id: m.id,
      channel: 'whatsapp' as const,
      to: `+${m.to}`,
      template: m.notification,
      text: m.text,
      code: m.code,
      at: m.at,
    })),
    ...sms.map((m) => ({
      id: m.id,
      channel: 'sms' as const,
      to: `+${m.to}`,
      template: m.notification ?? '',
      text: m.text,
      code: m.notification === 'store_code' ? /\b(\d{6})\b/.exec(m.text)?.[1] : undefined,
      at: m.at,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

/** The messages sent to `to` (E.164), oldest first. */
export async function messagesTo(to: string): Promise<SentMessage[]> {
  return (await sentMessages()).filter((message) => message.to === to);
}

/** Waits for a sign-in code sent to `to` (E.164) on `channel` (either by default); its message. */
export async function codeMessageTo(
  to: string,
  channel?: SentMessage['channel'],
): Promise<SentMessage & { code: string }> {
  let found: SentMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(to)).findLast(
          (m) => m.template === 'store_code' && m.code && (!channel || m.channel === channel),
        );
        return found?.code ?? '';
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return found as SentMessage & { code: string };
}

async function order(origin: string, name: string, body: unknown): Promise<void> {
  const res = await fetch(`${origin}/_fake/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`The fake refused ${name}: ${await res.text()}`);
}

/** WhatsApp's signed receipts of a message it accepted, sent to the API's webhook. */
export function whatsAppReceipts(id: string, statuses: ('sent' | 'delivered' | 'read')[]) {
  return order(whatsAppUrl, 'receipts', { id, statuses });
}

/** A person writes to the business number on WhatsApp: the fake's signed callback to the API. */
export function writesOnWhatsApp(from: string, text: string, name: string) {
  return order(whatsAppUrl, 'inbound', { from, text, name });
}

/** From now on WhatsApp refuses this number as not a WhatsApp user (131026). */
export function notOnWhatsApp(phone: string) {
  return order(whatsAppUrl, 'undeliverable', { phone });
}

/**
 * An owner signed in through the API with the code that reached their phone; each test comes
 * from its own `address` (X-Forwarded-For) so the per-address limits stay the tests' own.
 */
export async function ownerSignIn(
  mobile: string,
  options: { language: 'en' | 'te' | 'hi'; address: string },
): Promise<{ accessToken: string; expiresAt: string }> {
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': options.address },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const started = await call<{ data: { requestId: string } }>('/api/auth/branch/login/initiate', {
    phone: mobile,
    language: options.language,
  });
  const { code } = await codeMessageTo(`+91${mobile}`);
  const { data } = await call<{ data: { accessToken: string; expiresAt: string } }>(
    '/api/auth/branch/login/complete',
    { requestId: started.data.requestId, code },
  );
  return data;
}
