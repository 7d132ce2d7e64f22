// Builds and starts everything on the embedded defaults: the API (PGlite and local media in
// apps/api/.data, demo seed), the public site and the admin app, then prints where they are.
import { spawn, spawnSync } from 'node:child_process';
import { BUILD_APPS } from './build-apps.mjs';
import { serveStatic } from './serve-static.mjs';

const root = new URL('..', import.meta.url).pathname;
const apiPort = Number(process.env.PORT ?? 3000);
const sitePort = Number(process.env.SITE_PORT ?? 5173);
const adminPort = Number(process.env.ADMIN_PORT ?? 5174);
const env = {
  VITE_API_URL: `http://localhost:${apiPort}`,
  VITE_ADMIN_URL: `http://localhost:${adminPort}`,
  VITE_SITE_URL: `http://localhost:${sitePort}`,
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
};

const build = spawnSync('pnpm', BUILD_APPS, { cwd: root, env, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// Messages to owners go to local fakes of WhatsApp's Cloud API and of MSG91 (SMS), which report
// them sent and delivered to the API's receipts webhooks, so the demo shows real message states
// (issue 38). Not when WHATSAPP_ACCESS_TOKEN or SMS_AUTH_KEY is set (the providers' own APIs) or
// WHATSAPP_FAKE=off / SMS_FAKE=off (without both, the log channel: each message a file in
// apps/api/.data/outbox).
const { startLocalProviders } = await import(
  `${root}apps/api/dist/notifications/fakes/local-providers.js`
);
const providers = await startLocalProviders({
  apiOrigin: `http://localhost:${apiPort}`,
  dataDir: `${root}apps/api/.data`,
  whatsApp: !process.env.WHATSAPP_ACCESS_TOKEN && process.env.WHATSAPP_FAKE !== 'off',
  sms: !process.env.SMS_AUTH_KEY && process.env.SMS_FAKE !== 'off',
  whatsAppPort: Number(process.env.WHATSAPP_FAKE_PORT ?? 0),
  smsPort: Number(process.env.SMS_FAKE_PORT ?? 0),
});
const fakeWhatsApp = providers.whatsApp;
const fakeSms = providers.sms;

const api = spawn('node', ['dist/server.js'], {
  cwd: `${root}apps/api`,
  env: {
    ...providers.env,
    PORT: String(apiPort),
    SEED: 'demo',
    // The local demo signs in with the password alone unless asked (MFA_REQUIRED=true pnpm start);
    // an admin who has set up an authenticator app is still asked for a code.
    MFA_REQUIRED: 'false',
    CORS_ORIGINS: [sitePort, adminPort]
      .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
      .join(','),
    ...env,
  },
  stdio: 'inherit',
});
api.on('exit', (code) => {
  void providers.close();
  process.exit(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));

await serveStatic({
  dir: `${root}apps/site/dist`,
  mode: 'site',
  port: sitePort,
  host: 'localhost',
});
await serveStatic({
  dir: `${root}apps/admin/dist`,
  mode: 'spa',
  port: adminPort,
  host: 'localhost',
});

// The demo seed also makes one admin per other role (apps/api/src/seed/demo-team.ts).
const demo = (process.env.SEED ?? 'demo') === 'demo';
const { DEMO_TEAM } = demo
  ? await import(`${root}apps/api/dist/seed/demo-team.js`)
  : { DEMO_TEAM: [] };
const team = DEMO_TEAM.map(
  ({ role, email, password }) =>
    `\n  ${`Demo ${role.toLowerCase()}:`.padEnd(14)}${email} / ${password}`,
).join('');

console.log(`
  Public site:  http://localhost:${sitePort}/
  Admin app:    http://localhost:${adminPort}/admin/login
  API:          http://localhost:${apiPort}/  (reference: http://localhost:${apiPort}/docs)
  Demo admin:   ${process.env.ADMIN_EMAIL ?? 'admin@kirana.local'} / ${process.env.ADMIN_PASSWORD ?? 'kirana-admin-demo'}${team}${
    fakeWhatsApp
      ? `\n  WhatsApp:     a local fake; messages sent (sign-in codes too): ${fakeWhatsApp.url}/_fake/messages`
      : ''
  }${fakeSms ? `\n  SMS:          a local fake of MSG91; messages sent: ${fakeSms.url}/_fake/messages` : ''}
`);
