// The system under test: the real API on a fresh PGlite seed, and the site and admin app built
// against it and served as static files, each on a free port of 127.0.0.1. The API sends owners'
// and applicants' messages to local fakes of WhatsApp's Cloud API and of MSG91 (SMS), which check
// each request as the real ones do and send signed receipts back (`GET <whatsAppUrl or
// smsUrl>/_fake/messages` lists what they accepted: ./messages.ts), and its e-mails (admins'
// invites) to a local SMTP receiver (`GET <mailUrl>/mail`; ./mail.ts's inviteLinkFor).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { startLocalProviders } from '../../apps/api/src/notifications/fakes/local-providers.js';
import { startMailReceiver, type Mail } from './mail';

const root = new URL('../../', import.meta.url).pathname;

export interface Stack {
  apiUrl: string;
  siteUrl: string;
  adminUrl: string;
  /** GET <mailUrl>/mail answers the e-mails the SMTP receiver got. */
  mailUrl: string;
  /** The WhatsApp fake's origin. */
  whatsAppUrl: string;
  /** The SMS (MSG91) fake's origin. */
  smsUrl: string;
  stop(): Promise<void>;
}

/** A small server of the e-mails the SMTP receiver got: `GET <mailUrl>/mail`. */
function mailServer(port: number, mail: Mail[]): Promise<Server> {
  const server = createHttpServer((req, res) => {
    if (req.method === 'GET' && req.url === '/mail') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(mail));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

async function waitForReady(url: string, api: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    try {
      const res = await fetch(`${url}/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 200));
  }
  throw new Error(`The API at ${url} did not become ready in 60 s`);
}

function build(app: 'site' | 'admin', outDir: string, env: Record<string, string>): void {
  const args =
    app === 'site'
      ? ['run', 'build']
      : ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'];
  const result = spawnSync('pnpm', args, {
    cwd: join(root, 'apps', app),
    // The site's intermediate build stays inside its package so its prerender resolves packages.
    env: { ...process.env, ...env, SITE_BUILD_DIR: 'build-e2e', SITE_DIST_DIR: outDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`Building ${app} failed:\n${result.stdout}${result.stderr}`);
  }
}

export async function startStack(): Promise<Stack> {
  const work = mkdtempSync(join(tmpdir(), 'kirana-e2e-'));
  const [apiPort, sitePort, adminPort, mailPort, smtpPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const mailUrl = `http://127.0.0.1:${mailPort}`;
  const mailbox = await startMailReceiver(smtpPort);
  const mail = await mailServer(mailPort, mailbox.received);
  // Owners' messages go to the fakes of WhatsApp's Cloud API and of MSG91.
  const providers = await startLocalProviders({ apiOrigin: apiUrl, dataDir: work });
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const adminUrl = `http://127.0.0.1:${adminPort}`;

  const api = spawn('node', ['dist/server.js'], {
    cwd: join(root, 'apps', 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      PUBLIC_URL: apiUrl,
      SITE_URL: siteUrl,
      CORS_ORIGINS: `${siteUrl},${adminUrl}`,
      SEED: 'demo',
      // The demo's admins sign in with the password alone, as the local demo does; an admin who
      // enrols (or must, after an invite) is still asked for the second step.
      MFA_REQUIRED: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...providers.env,
      NOTIFY_WORKER: 'on',
      NOTIFY_POLL_MS: '250',
      // The demo's approved stores' ID images would be erased by the schedule if a run crossed
      // its daily hour: the browser tests open them.
      RETENTION_JOB: 'off',
      // Admins' invites go by e-mail to the local SMTP receiver; their links to this admin app.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_FROM: 'Kirana <team@kirana.test>',
      ADMIN_URL: adminUrl,
      // The client address from X-Forwarded-For: tests that send many forms (the slow-phone
      // ones) come from addresses of their own, so the per-address limits of the contact and
      // application forms stay for the tests that send one.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const env = { VITE_API_URL: apiUrl, VITE_ADMIN_URL: adminUrl, VITE_SITE_URL: siteUrl };
  try {
    build('site', join(work, 'site'), env);
    build('admin', join(work, 'admin'), env);
    await waitForReady(apiUrl, api);
  } catch (error) {
    api.kill('SIGKILL');
    mail.close();
    await Promise.all([mailbox.close(), providers.close()]);
    rmSync(work, { recursive: true, force: true });
    throw error;
  }

  const servers: Server[] = [
    mail,
    (await serveStatic({ dir: join(work, 'site'), mode: 'site', port: sitePort })).server,
    (await serveStatic({ dir: join(work, 'admin'), mode: 'spa', port: adminPort })).server,
  ];

  return {
    apiUrl,
    siteUrl,
    adminUrl,
    mailUrl,
    whatsAppUrl: providers.whatsApp?.url ?? '',
    smsUrl: providers.sms?.url ?? '',
    async stop() {
      await Promise.all(servers.map((s) => new Promise((ok) => s.close(ok))));
      api.kill('SIGTERM');
      await new Promise((ok) => (api.exitCode === null ? api.once('exit', ok) : ok(null)));
      await Promise.all([mailbox.close(), providers.close()]);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
