// Everything wrong with a configuration at once, so a first deployment fails one time with the
// whole list rather than one variable at a time. loadConfig stays the one source of each rule:
// each group of settings is checked by loadConfig over a known-good base with only that group
// taken from the environment, so one mistake cannot hide the next. Then what loadConfig accepts
// but production must not run with (defaults that point at localhost, no backup key, ...), and
// names that look like a setting misspelt.
import { randomBytes } from 'node:crypto';
import {
  ConfigError,
  DEFAULT_CORS_ORIGINS,
  DEMO_ADMIN_PASSWORD,
  loadConfig,
  type Config,
} from './config.js';

type Env = Record<string, string | undefined>;

/** Every variable loadConfig reads (config-check.test.ts holds this to config.ts's source). */
export const SETTINGS = [
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_URL',
  'AUTH_SECRET',
  'BACKUP_ENCRYPTION_KEY',
  'CORS_ORIGINS',
  'DATABASE_URL',
  'DATA_DIR',
  'DOCUMENT_KEYS',
  'HOST',
  'LOGIN_RATE_LIMIT',
  'LOG_LEVEL',
  'MAIL_FROM',
  'METRICS_HOST',
  'METRICS_PORT',
  'METRICS_TOKEN',
  'MFA_ENCRYPTION_KEY',
  'MFA_REQUIRED',
  'NODE_ENV',
  'NOTIFY_CHANNEL',
  'NOTIFY_POLL_MS',
  'NOTIFY_WEBHOOK_SECRET',
  'NOTIFY_WEBHOOK_URL',
  'NOTIFY_WORKER',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
  'OTEL_SERVICE_NAME',
  'OWNER_CODE_HOURLY_LIMIT',
  'PORT',
  'PUBLIC_URL',
  'REDIS_KEY_PREFIX',
  'REDIS_URL',
  'RESPONSE_CACHE_MB',
  'RETENTION_JOB',
  'S3_ACCESS_KEY_ID',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_PUBLIC_URL',
  'S3_REGION',
  'S3_SECRET_ACCESS_KEY',
  'SEED',
  'SHUTDOWN_TIMEOUT_MS',
  'SITE_URL',
  'SMS_API_URL',
  'SMS_AUTH_KEY',
  'SMS_DLT_ENTITY_ID',
  'SMS_DLT_TEMPLATE_IDS_FILE',
  'SMS_SENDER_ID',
  'SMS_WEBHOOK_TOKEN',
  'SMTP_HOST',
  'SMTP_PASSWORD',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'TRUST_PROXY',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_API_URL',
  'WHATSAPP_API_VERSION',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_CODE_WAIT_SECONDS',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** Settings checked together (one rule spans them). */
const GROUPS: string[][] = [
  ['METRICS_TOKEN', 'METRICS_PORT', 'METRICS_HOST'],
  ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_SERVICE_NAME'],
  ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD', 'MAIL_FROM'],
  // Production reaches phones by the webhook bridge or by WhatsApp: one rule spans both.
  [
    'NOTIFY_CHANNEL',
    'NOTIFY_WEBHOOK_URL',
    'NOTIFY_WEBHOOK_SECRET',
    'WHATSAPP_ACCESS_TOKEN',
    'WHATSAPP_PHONE_NUMBER_ID',
    'WHATSAPP_APP_SECRET',
    'WHATSAPP_VERIFY_TOKEN',
    'WHATSAPP_API_URL',
    'WHATSAPP_API_VERSION',
    'WHATSAPP_CODE_WAIT_SECONDS',
    'SMS_AUTH_KEY',
    'SMS_SENDER_ID',
    'SMS_DLT_ENTITY_ID',
    'SMS_WEBHOOK_TOKEN',
    'SMS_API_URL',
    'SMS_DLT_TEMPLATE_IDS_FILE',
  ],
  [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
  ],
];

/** A configuration loadConfig accepts in production, each group's background. */
function base(): Env {
  const secret = () => randomBytes(24).toString('base64url');
  return {
    NODE_ENV: 'production',
    AUTH_SECRET: secret(),
    MFA_ENCRYPTION_KEY: secret(),
    BACKUP_ENCRYPTION_KEY: secret(),
    DOCUMENT_KEYS: `k1:${secret()}`,
    ADMIN_PASSWORD: secret(),
    NOTIFY_CHANNEL: 'webhook',
    NOTIFY_WEBHOOK_URL: 'https://bridge.example',
    NOTIFY_WEBHOOK_SECRET: secret(),
    SMTP_HOST: 'smtp.example',
    MAIL_FROM: 'team@example.in',
    DATA_DIR: '/nonexistent/kirana-config-check',
  };
}

const present = (env: Env, name: string) => (env[name]?.trim() ?? '') !== '';

function groupsOf(): string[][] {
  const grouped = new Set(GROUPS.flat());
  const single = SETTINGS.filter((name) => name !== 'NODE_ENV' && !grouped.has(name));
  return [...GROUPS, ...single.map((name) => [name])];
}

/** Optimal string alignment distance (an adjacent swap counts one). */
function distance(a: string, b: string): number {
  const width = b.length + 1;
  // d[i * width + j]: the distance between a's first i and b's first j characters.
  const d = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => d[i * width + j] ?? 0;
  for (let i = 0; i <= a.length; i += 1) d[i * width] = i;
  for (let j = 0; j <= b.length; j += 1) d[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      d[i * width + j] = best;
    }
  }
  return at(a.length, b.length);
}

const PREFIXES = [...new Set(SETTINGS.map((name) => name.split('_')[0] ?? name))]
  .filter((prefix) => !['NODE', 'DATA', 'LOG', 'HOST', 'PORT', 'SEED', 'SITE'].includes(prefix))
  .map((prefix) => `${prefix}_`);

/** Variables that look like one of our settings misspelt, each with the setting meant. */
export function misspelt(env: Env): string[] {
  const known = new Set<string>(SETTINGS);
  const problems: string[] = [];
  for (const name of Object.keys(env).sort()) {
    if (known.has(name) || env[name] === undefined) continue;
    let closest: string = SETTINGS[0];
    let by = Infinity;
    for (const setting of SETTINGS) {
      const d = distance(name, setting);
      if (d < by) [closest, by] = [setting, d];
    }
    const near = by <= (closest.length >= 8 ? 2 : 1);
    if (near) problems.push(`${name} is not a setting: did you mean ${closest}?`);
    else if (PREFIXES.some((prefix) => name.startsWith(prefix)))
      problems.push(`${name} is not a setting (the settings are listed in README.md).`);
  }
  return problems;
}

const isLocal = (url: string) => /^https?:\/\/(localhost|127\.|\[::1\])/.test(url);

/** What loadConfig accepts but production must not run with. */
function unsafeInProduction(env: Env, config: Config): string[] {
  const problems: string[] = [];
  if (!present(env, 'TRUST_PROXY'))
    problems.push(
      'TRUST_PROXY is not set: say how many proxies stand in front of the API (e.g. 1), or "false" when clients connect directly; otherwise every client may share one address and its limits.',
    );
  if (
    !present(env, 'CORS_ORIGINS') ||
    config.corsOrigins.every((o) => DEFAULT_CORS_ORIGINS.includes(o))
  )
    problems.push("CORS_ORIGINS is not set: name the admin app's and the site's https origins.");
  else {
    const plain = config.corsOrigins.filter((origin) => !origin.startsWith('https://'));
    if (plain.length > 0)
      problems.push(`CORS_ORIGINS has origins that are not https: ${plain.join(', ')}.`);
  }
  for (const [name, value] of [
    ['PUBLIC_URL', config.publicUrl],
    ['SITE_URL', config.siteUrl],
    ['ADMIN_URL', config.adminUrl],
  ] as const) {
    if (isLocal(value))
      problems.push(`${name} points at this machine (${value}): set the public https address.`);
  }
  if (!config.backupKey)
    problems.push(
      'BACKUP_ENCRYPTION_KEY is not set (32+ characters): backups cannot be taken without it.',
    );
  if (config.authSecret === config.mfaKeyMaterial)
    problems.push('MFA_ENCRYPTION_KEY must differ from AUTH_SECRET.');
  if (config.backupKey && [config.authSecret, config.mfaKeyMaterial].includes(config.backupKey))
    problems.push('BACKUP_ENCRYPTION_KEY must differ from AUTH_SECRET and MFA_ENCRYPTION_KEY.');
  const otherSecrets = [config.authSecret, config.mfaKeyMaterial, config.backupKey];
  if (config.documentKeys.some((key) => otherSecrets.includes(key.material)))
    problems.push(
      'DOCUMENT_KEYS must differ from AUTH_SECRET, MFA_ENCRYPTION_KEY and BACKUP_ENCRYPTION_KEY.',
    );
  if (config.s3 && (!config.s3.accessKeyId || !config.s3.secretAccessKey) && config.s3.endpoint)
    problems.push('S3_ENDPOINT is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  if (config.notify.smtp && !config.notify.smtp.secure && config.notify.smtp.port === 25)
    problems.push(
      'SMTP_PORT=25 without SMTP_SECURE: use the submission port (587, STARTTLS) or 465.',
    );
  if (config.adminPassword === DEMO_ADMIN_PASSWORD)
    problems.push('ADMIN_PASSWORD is the demo password.');
  if (config.notify.whatsapp && isLocal(config.notify.whatsapp.apiUrl))
    problems.push(
      `WHATSAPP_API_URL points at this machine (${config.notify.whatsapp.apiUrl}): a local fake sends nothing; leave it unset for Meta's Graph API.`,
    );
  if (config.notify.sms && isLocal(config.notify.sms.apiUrl))
    problems.push(
      `SMS_API_URL points at this machine (${config.notify.sms.apiUrl}): a local fake sends nothing; leave it unset for MSG91's API.`,
    );
  return problems;
}

/** Every problem of `env`, each named once; empty when the API may start with it. */
export function configProblems(env: Env): string[] {
  const production = env.NODE_ENV === 'production';
  const background = base();
  if (!production) background.NODE_ENV = undefined;
  const problems: string[] = [];
  const failed: string[] = [];
  const attempt = (run: () => Config, names: string[]): Config | undefined => {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(error.message);
      failed.push(...names);
      return undefined;
    }
  };
  for (const group of groupsOf()) {
    // Outside production a missing setting has a default (and AUTH_SECRET's writes a file).
    if (!production && !group.some((name) => present(env, name))) continue;
    const only: Env = { ...background };
    for (const name of group) only[name] = env[name];
    attempt(() => loadConfig(only), group);
  }
  // Production's further rules judge the environment with each failed group's stand-in.
  if (production) {
    const merged: Env = { ...env };
    for (const name of failed) merged[name] = background[name];
    const config = attempt(() => loadConfig(merged), []);
    if (config) problems.push(...unsafeInProduction(env, config));
  }
  problems.push(...misspelt(env));
  return [...new Set(problems)];
}
