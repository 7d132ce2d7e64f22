// The e2e stack's mailbox: a local SMTP receiver (smtp-server) the API sends its e-mails to
// (SMTP_HOST/SMTP_PORT), and helpers for a test to read them through the stack's receiver
// address (`GET <mailUrl>/mail`): e.g. the invite link an Owner's invite sent.
// The API's own tests receive mail the same way: one receiver, one parser of a raw message.
import { startSmtp } from '../../apps/api/src/testing/smtp.js';

export interface Mail {
  to: string[];
  subject: string;
  /** The body as the recipient reads it (quoted-printable undone). */
  text: string;
}

/** Starts the receiver on `port` of 127.0.0.1; `received` fills as mail arrives. */
export async function startMailReceiver(port: number) {
  const { received, close } = await startSmtp([], port);
  return { received, close };
}

/** Every e-mail the stack's API has sent so far. */
export async function receivedMail(mailUrl: string): Promise<Mail[]> {
  const res = await fetch(`${mailUrl}/mail`);
  return (await res.json()) as Mail[];
}

/**
 * The newest invite link sent to `email`, waiting for it (the outbox sends within a second or
 * two); throws after `timeoutMs`.
 */
export async function inviteLinkFor(
  mailUrl: string,
  email: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await receivedMail(mailUrl)).filter((m) => m.to.includes(email.toLowerCase()));
    const link = /https?:\/\/\S+\/admin\/invite#[A-Za-z0-9_-]+/.exec(mail.at(-1)?.text ?? '')?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no invite e-mail to ${email} in ${timeoutMs} ms`);
    await new Promise((ok) => setTimeout(ok, 200));
  }
}
