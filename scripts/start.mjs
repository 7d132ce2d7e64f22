// Builds and starts everything on the embedded defaults: the API (PGlite and local media in
// apps/api/.data, demo seed), the public site and the admin app, then prints where they are.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
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

const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@kirana/api',
    '--filter=@kirana/site',
    '--filter=@kirana/admin',
  ],
  { cwd: root, env, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// Messages to owners go to local fakes of WhatsApp's Cloud API and of MSG91 (SMS), which report
// them sent and delivered to the API's receipts webhooks, so the demo shows real message states
// (issue 38). Not when WHATSAPP_ACCESS_TOKEN or SMS_AUTH_KEY is set (the providers' own APIs) or
// WHATSAPP_FAKE=off / SMS_FAKE=off (without both, the log channel: each message a file in
// apps/api/.data/outbox).
const fakes = `${root}apps/api/dist/notifications/fakes`;
const fakeWhatsApp =
  !process.env.WHATSAPP_ACCESS_TOKEN && process.env.WHATSAPP_FAKE !== 'off'
    ? await (
        await import(`${fakes}/whatsapp-fake.js`)
      ).startWhatsAppFake({
        accessToken: 'demo-whatsapp-access-token',
        phoneNumberId: '100000000000001',
        appSecret: 'demo-whatsapp-app-secret',
        webhookUrl: `http://localhost:${apiPort}/api/webhooks/whatsapp`,
        autoReceipts: true,
        port: Number(process.env.WHATSAPP_FAKE_PORT ?? 0),
      })
    : null;
const whatsAppEnv = fakeWhatsApp
  ? {
      WHATSAPP_API_URL: fakeWhatsApp.url,
      WHATSAPP_ACCESS_TOKEN: 'demo-whatsapp-access-token',
      WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
      WHATSAPP_APP_SECRET: 'demo-whatsapp-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'demo-whatsapp-verify-token',
    }
  : {};
const smsToken = 'demo-sms-reports-token-0123456789abcdef';
const smsFakeModule =
  !process.env.SMS_AUTH_KEY && process.env.SMS_FAKE !== 'off'
    ? await import(`${fakes}/sms-fake.js`)
    : null;
const dlt = smsFakeModule?.fakeDltRegistry();
const fakeSms = smsFakeModule
  ? await smsFakeModule.startSmsFake({
      authKey: 'demo-msg91-auth-key',
      senders: ['KIRANA'],
      templates: dlt.templates,
      webhookUrl: `http://localhost:${apiPort}/api/webhooks/sms/${smsToken}`,
      autoReports: true,
      port: Number(process.env.SMS_FAKE_PORT ?? 0),
    })
  : null;
let smsEnv = {};
if (fakeSms) {
  // The DLT portal's ids of the fake, as an operator enters theirs (SMS_DLT_TEMPLATE_IDS_FILE).
  const dataDir = `${root}apps/api/.data`;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(`${dataDir}/demo-dlt-template-ids.json`, JSON.stringify(dlt.ids, null, 2));
  smsEnv = {
    SMS_API_URL: fakeSms.url,
    SMS_AUTH_KEY: 'demo-msg91-auth-key',
    SMS_SENDER_ID: 'KIRANA',
    SMS_DLT_ENTITY_ID: '1201160000000000001',
    SMS_WEBHOOK_TOKEN: smsToken,
    SMS_DLT_TEMPLATE_IDS_FILE: `${dataDir}/demo-dlt-template-ids.json`,
  };
}

const api = spawn('node', ['dist/server.js'], {
  cwd: `${root}apps/api`,
  env: {
    ...whatsAppEnv,
    ...smsEnv,
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
  void fakeWhatsApp?.close();
  void fakeSms?.close();
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
