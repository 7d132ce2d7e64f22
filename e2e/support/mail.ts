// The e2e stack's mailbox: a local SMTP receiver (smtp-server) the API sends its e-mails to
// (SMTP_HOST/SMTP_PORT), and helpers for a test to read them through the stack's receiver
// address (`GET <mailUrl>/mail`): e.g. the invite link an Owner's invite sent.
import { SMTPServer } from 'smtp-server';
// The API's own tests read mail the same way: one parser of a raw message.
import { parseMail } from '../../apps/api/src/testing/smtp.js';

export interface Mail {
  to: string[];
  subject: string;
  /** The body as the recipient reads it (quoted-printable undone). */
  text: string;
}

/** Starts the receiver on `port` of 127.0.0.1; `received` fills as mail arrives. */
export async function startMailReceiver(port: number) {
  const received: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return { received, close: () => new Promise<void>((ok) => server.close(() => ok())) };
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
