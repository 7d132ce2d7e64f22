// A local SMTP receiver for the e-mail channel's tests (smtp-server on a free port of
// 127.0.0.1): it keeps each message it accepts, and refuses the next ones with the codes of
// `refuse` (550 a refusal for good, 451 one to try again).
import { SMTPServer } from 'smtp-server';
import type { SmtpConfig } from '../config.js';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it came, headers and body. */
  raw: string;
  subject: string;
  /** The body, quoted-printable undone. */
  text: string;
}

/** Headers and body of a raw message; the body's quoted-printable encoding undone. */
export function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(head)) {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (/^content-transfer-encoding:\s*base64/im.test(head)) {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  const subject = /^subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '';
  return { subject, text: body.replace(/\r\n/g, '\n') };
}

/** The invite link in a message's text. */
export function inviteLinkIn(text: string): string | null {
  return /https?:\/\/\S+\/admin\/invite#[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
}

/**
 * A local SMTP receiver on `port` of 127.0.0.1 (a free one by default); it refuses the next
 * messages with the codes in `refuse`, one each, then takes every message.
 */
export async function startSmtp(refuse: number[] = [], port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = refuse.shift();
        if (code) {
          const error = Object.assign(new Error(`refused with ${code}`), { responseCode: code });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const address = server.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  const config: SmtpConfig = {
    host: '127.0.0.1',
    port: listening,
    secure: false,
    user: undefined,
    password: undefined,
    from: 'Kirana <team@kirana.test>',
  };
  return {
    port: listening,
    config,
    received,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
