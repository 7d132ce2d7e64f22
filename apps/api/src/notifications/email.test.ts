import { join } from 'node:path';
// The e-mail channel against a real local SMTP receiver: a message handed over is sent; a 5xx
// refusal fails it for good; a 4xx or no server is tried again with the outbox's backoff; and
// without SMTP settings e-mails go to the log, as phone messages do in development.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.js';
import { useTestApp } from '../testing/app.js';
import { DATABASE_AVAILABLE, TEST_DB } from '../testing/db.js';
import { startSmtp } from '../testing/smtp.js';
import { channelsFor, emailChannel } from './channels.js';
import { backoffMs, outboxWorker } from './worker.js';

const silent = { warn: () => undefined, error: () => undefined };
const phone = { via: 'log' as const, send: async () => ({ ok: true as const }) };

describe.skipIf(!DATABASE_AVAILABLE)(`e-mail notifications (${TEST_DB})`, () => {
  const t = useTestApp();
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.close());

  const enqueue = async (email = 'asha@example.in') => {
    const owner = await t.admin();
    await t.db.transaction((tx) =>
      t.repos.notifications.enqueue(
        {
          recipientEmail: email,
          template: 'admin_invite',
          params: {
            role: 'Support',
            invitedBy: 'Ops',
            inviteLink: 'https://admin.test/admin/invite#x',
          },
          entity: 'admin-invite',
          entityId: owner.id,
        },
        tx,
      ),
    );
  };
  const rows = () =>
    t.db.query<{
      state: string;
      attempts: number;
      channel: string | null;
      last_error: string | null;
      wait: number;
    }>(
      `select state, attempts, channel, last_error,
         extract(epoch from next_attempt_at - now())::float8 as wait from notifications`,
    );
  const run = async (email: ReturnType<typeof emailChannel>) => {
    const worker = outboxWorker({ repos: t.repos, channel: phone, email, log: silent });
    await worker.runOnce();
    await worker.stop();
  };

  test('an invite is handed to the SMTP server with its subject, sender and words', async () => {
    await enqueue();
    await run(emailChannel(smtp.config));
    const mail = smtp.received.at(-1);
    expect(mail).toMatchObject({
      from: 'team@kirana.test',
      to: ['asha@example.in'],
      subject: 'Your invite to the Kirana admin',
    });
    expect(mail?.text).toContain('Ops invited you to the Kirana admin as Support.');
    expect(mail?.text).toContain('https://admin.test/admin/invite#x');
    expect(await rows()).toMatchObject([{ state: 'sent', channel: 'email', attempts: 1 }]);
  });

  test('a 5xx refusal fails it for good; a 4xx is tried again after the backoff', async () => {
    const refusing = await startSmtp([550]);
    await enqueue();
    await run(emailChannel(refusing.config));
    expect(await rows()).toMatchObject([{ state: 'failed', attempts: 1, channel: 'email' }]);
    await refusing.close();

    await t.db.query('delete from notifications');
    const busy = await startSmtp([451]);
    await enqueue();
    await run(emailChannel(busy.config));
    const [row] = await rows();
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row?.wait).toBeGreaterThan(backoffMs(1) / 1000 - 2);
    await t.db.query("update notifications set next_attempt_at = now() where state = 'pending'");
    await run(emailChannel(busy.config));
    expect(await rows()).toMatchObject([{ state: 'sent', attempts: 2 }]);
    expect(busy.received).toHaveLength(1);
    await busy.close();
  });

  test('no SMTP server answering is tried again', async () => {
    const gone = await startSmtp();
    await gone.close();
    await enqueue();
    await run(emailChannel(gone.config));
    expect(await rows()).toMatchObject([{ state: 'pending', attempts: 1, channel: 'email' }]);
  });

  test('without SMTP settings e-mails go to the log; with them, to the SMTP channel', () => {
    const log = { info: () => undefined } as never;
    const outbox = join(t.config.dataDir, 'outbox');
    expect(
      channelsFor(loadConfig({ DATA_DIR: t.config.dataDir }).notify, log, outbox).email.via,
    ).toBe('log');
    const configured = loadConfig({
      DATA_DIR: t.config.dataDir,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: 'Kirana <team@kirana.test>',
    });
    expect(configured.notify.smtp).toMatchObject({ host: '127.0.0.1', secure: false });
    expect(channelsFor(configured.notify, log, outbox).email.via).toBe('email');
    // The phone's channel stays what it was.
    expect(channelsFor(configured.notify, log, outbox).phone.via).toBe('log');
  });
});
