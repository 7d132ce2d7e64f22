// Reads and checks the environment once. Every setting the API has is here, with its default;
// apps/api/README.md lists the same names.
import { dltKeyOf, MESSAGE_TEMPLATES } from '@kirana/domain/message-templates';
import { OWNER_CODE_PLATFORM_HOURLY } from '@kirana/domain/store-owners';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { DOCUMENT_KEY_ID } from './storage/encrypted.js';

export const DEMO_ADMIN_EMAIL = 'admin@kirana.local';
export const DEMO_ADMIN_PASSWORD = 'kirana-admin-demo';

export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://localhost:5174',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:5174',
];

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  publicUrl: string | undefined;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  corsOrigins: string[];
  publicUrl: string;
  seed: 'demo' | 'none';
  adminEmail: string;
  adminPassword: string;
  redisUrl: string | undefined;
  /** Prefix for rate-limit keys in Redis (tests use a random one). */
  redisKeyPrefix: string;
  s3: S3Config | undefined;
  /** Pino logger level; false turns request logs off (tests). */
  logLevel: string | false;
  /** Failed logins allowed per (e-mail, client address) in 15 minutes; unset: 10 (auth/login-guard). */
  loginRateLimit: number | undefined;
  /** Memory for cached list answers, MiB (RESPONSE_CACHE_MB, default 32); 0 turns it off. */
  responseCacheMb: number;
  notify: NotifyConfig;
  /** The public site's origin (SITE_URL): links in messages to owners and applicants. */
  siteUrl: string;
  /** Sign-in codes sent an hour across the platform (OWNER_CODE_HOURLY_LIMIT), against SMS pumping. */
  ownerCodeHourlyLimit: number;
  /**
   * Whether every admin signs in with a second step (MFA_REQUIRED, default true). False only
   * outside production, for the local demo: an admin who has enrolled, or whose row says they
   * must, is still asked for it.
   */
  mfaRequired: boolean;
  /** Key material of second-factor secrets (MFA_ENCRYPTION_KEY; development: AUTH_SECRET). */
  mfaKeyMaterial: string;
  /**
   * The keys private documents are encrypted with (DOCUMENT_KEYS, `id:material,...`): the first
   * wraps new documents, the others still open what they wrapped until `documents:rotate-key`
   * re-wraps it. Development without it: one key, `dev`, derived from AUTH_SECRET.
   */
  documentKeys: { id: string; material: string }[];
  /**
   * Whether this instance takes part in the daily retention job (RETENTION_JOB, `on` by
   * default; a lease lets one instance run it). `off` for tests and benches whose clock matters.
   */
  retentionJob: boolean;
  /** The admin app's origin (ADMIN_URL): the links of admins' invites. */
  adminUrl: string;
  /**
   * Which proxies' X-Forwarded-For entries are believed (TRUST_PROXY), as Fastify's `trustProxy`
   * takes it: false (none, the default), a hop count, or the proxies' addresses and CIDR ranges.
   * The client address is then the first entry no trusted proxy added. `true` (believe every
   * entry, so the client picks its own address) is for local tests only: production refuses it.
   */
  trustProxy: boolean | number | string[];
  /** Key material of backup archives (BACKUP_ENCRYPTION_KEY, 32+ characters); unset: no backups. */
  backupKey: string | undefined;
  /** How long SIGTERM waits for requests in flight before closing anyway (SHUTDOWN_TIMEOUT_MS, default 10 s). */
  shutdownTimeoutMs: number;
  /** Where /metrics is served (METRICS_TOKEN, METRICS_PORT, METRICS_HOST); undefined: nowhere. */
  metrics: MetricsConfig | undefined;
  /** Traces over OTLP/HTTP (OTEL_EXPORTER_OTLP_ENDPOINT); undefined: off, no SDK loaded. */
  tracing: TracingConfig | undefined;
}

/**
 * Prometheus metrics (./metrics). With METRICS_TOKEN the API's own port answers /metrics to
 * `Authorization: Bearer <token>`; with METRICS_PORT a listener of its own on METRICS_HOST
 * answers it (and asks for the token too when one is set). Neither: no metrics at all.
 */
export interface MetricsConfig {
  token: string | undefined;
  port: number | undefined;
  host: string;
}

/** OpenTelemetry traces (./tracing): the collector's base URL and this service's name. */
export interface TracingConfig {
  endpoint: string;
  serviceName: string;
}

/** How notifications reach owners and applicants (see ./notifications). */
export interface NotifyConfig {
  /** `log` (a structured log line; the default) or `webhook` (a messaging provider's bridge). */
  channel: 'log' | 'webhook';
  webhookUrl: string | undefined;
  /** Signs each webhook call (HMAC-SHA256); required with the webhook channel. */
  webhookSecret: string | undefined;
  /** Whether this instance runs the outbox worker (NOTIFY_WORKER=off for API-only instances). */
  worker: boolean;
  /** How often the worker looks for due notifications, ms (it also wakes on every new one). */
  pollMs: number;
  /** The SMTP server of e-mail notifications (admins' invites); unset: they go to the log. */
  smtp: SmtpConfig | undefined;
  /** Meta's WhatsApp Cloud API (WHATSAPP_*); set, phone notifications go by WhatsApp. */
  whatsapp: WhatsAppConfig | undefined;
  /** MSG91's SMS API (SMS_*); set, sign-in codes and decisions can go (or fall back) by SMS. */
  sms: SmsConfig | undefined;
}

/** SMS_*: MSG91's account, the DLT sender header and entity, and the reports' URL token. */
export interface SmsConfig {
  /** MSG91's origin (a local fake in tests and the demo). */
  apiUrl: string;
  /** MSG91's authkey. */
  authKey: string;
  /** The DLT-registered sender header (6 letters, e.g. KIRANA). */
  senderId: string;
  /** The DLT principal entity id (19 digits) the templates are registered under. */
  dltEntityId: string;
  /** The secret in the delivery reports' callback URL (MSG91 does not sign them). */
  webhookToken: string;
  /**
   * The DLT portal's template ids (`<key>.<language>` to 19 digits), read from
   * SMS_DLT_TEMPLATE_IDS_FILE; a template without one is refused by the SMS channel.
   */
  dltTemplateIds: Readonly<Record<string, string>>;
}

export const SMS_DEFAULT_API_URL = 'https://api.msg91.com';
const SMS_REQUIRED = [
  'SMS_AUTH_KEY',
  'SMS_SENDER_ID',
  'SMS_DLT_ENTITY_ID',
  'SMS_WEBHOOK_TOKEN',
] as const;

/**
 * Whether a provider is set: none of its variables (false), or every required one (true). An
 * optional one alone, or some required ones without the others, is a mistake that stops the start.
 */
function providerSet(
  env: Env,
  provider: string,
  required: readonly string[],
  optional: readonly string[],
): boolean {
  const set = required.filter((name) => text(env, name) !== undefined);
  if (set.length === 0) {
    const stray = optional.filter((name) => text(env, name) !== undefined);
    if (stray.length) throw new ConfigError(`${stray.join(', ')} set but ${required[0]} is not.`);
    return false;
  }
  const missing = required.filter((name) => text(env, name) === undefined);
  if (missing.length)
    throw new ConfigError(
      `${provider} needs ${required.join(', ')} together: ${missing.join(', ')} missing.`,
    );
  return true;
}

function sms(env: Env): SmsConfig | undefined {
  // A template literal: config-check.test reads a quoted capital word as a variable name.
  if (!providerSet(env, `SMS`, SMS_REQUIRED, ['SMS_API_URL', 'SMS_DLT_TEMPLATE_IDS_FILE']))
    return undefined;
  const senderId = text(env, 'SMS_SENDER_ID') as string;
  if (!/^[A-Z]{6}$/.test(senderId))
    throw new ConfigError(
      `SMS_SENDER_ID must be the DLT sender header: 6 capital letters, got "${senderId}".`,
    );
  const dltEntityId = text(env, 'SMS_DLT_ENTITY_ID') as string;
  if (!/^\d{19}$/.test(dltEntityId))
    throw new ConfigError(
      `SMS_DLT_ENTITY_ID must be the DLT portal's 19-digit entity id, got "${dltEntityId}".`,
    );
  const webhookToken = text(env, 'SMS_WEBHOOK_TOKEN') as string;
  if (!/^[A-Za-z0-9_-]{32,200}$/.test(webhookToken))
    throw new ConfigError(
      'SMS_WEBHOOK_TOKEN must be 32+ letters, digits, "-" or "_" (it is part of a URL).',
    );
  return {
    apiUrl: url('SMS_API_URL', text(env, 'SMS_API_URL') ?? SMS_DEFAULT_API_URL),
    authKey: text(env, 'SMS_AUTH_KEY') as string,
    senderId,
    dltEntityId,
    webhookToken,
    dltTemplateIds: dltTemplateIds(text(env, 'SMS_DLT_TEMPLATE_IDS_FILE')),
  };
}

/**
 * SMS_DLT_TEMPLATE_IDS_FILE: a JSON object of the ids the DLT portal gave, one per template of
 * docs/messages.md (`{"store_code.en": "1107…", …}`); a key that names no template or an id that
 * is not 19 digits is refused, so a typo cannot silently leave a template unsendable.
 */
function dltTemplateIds(path: string | undefined): Record<string, string> {
  if (path === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(
      `SMS_DLT_TEMPLATE_IDS_FILE must be a readable JSON file: ${(error as Error).message}`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ConfigError(
      'SMS_DLT_TEMPLATE_IDS_FILE must hold a JSON object of "<template>.<language>": "<id>".',
    );
  const known = new Set(MESSAGE_TEMPLATES.map(dltKeyOf));
  const ids: Record<string, string> = {};
  for (const [key, id] of Object.entries(parsed)) {
    if (!known.has(key))
      throw new ConfigError(
        `SMS_DLT_TEMPLATE_IDS_FILE names "${key}", which is no template of docs/messages.md.`,
      );
    if (typeof id !== 'string' || !/^\d{19}$/.test(id))
      throw new ConfigError(
        `SMS_DLT_TEMPLATE_IDS_FILE: the id of ${key} must be the DLT portal's 19 digits, got ${JSON.stringify(id)}.`,
      );
    ids[key] = id;
  }
  return ids;
}

/** WHATSAPP_*: the Cloud API's sender, its token, and the receipts webhook's secrets. */
export interface WhatsAppConfig {
  /** The Graph API's origin (a local fake in tests and the demo). */
  apiUrl: string;
  /** The Graph API's version, e.g. v21.0. */
  apiVersion: string;
  /** The business phone number's id the messages are sent from. */
  phoneNumberId: string;
  /** A system user's access token with whatsapp_business_messaging. */
  accessToken: string;
  /** The Meta app's secret: the key of the receipts' X-Hub-Signature-256. */
  appSecret: string;
  /** What Meta's webhook handshake must present (chosen when the webhook is set up). */
  verifyToken: string;
  /**
   * How long a sign-in code may go undelivered by WhatsApp before it goes by SMS (when SMS_* is
   * set too); WHATSAPP_CODE_WAIT_SECONDS, 30 by default.
   */
  codeWaitSeconds: number;
}

export const WHATSAPP_DEFAULT_API_URL = 'https://graph.facebook.com';
export const WHATSAPP_DEFAULT_API_VERSION = 'v21.0';
const WHATSAPP_REQUIRED = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** A code undelivered for longer than this is of no use to an owner waiting at the screen. */
const CODE_WAIT_RANGE = { min: 10, max: 300, default: 30 };

function codeWait(env: Env): number {
  const raw = text(env, 'WHATSAPP_CODE_WAIT_SECONDS');
  if (raw === undefined) return CODE_WAIT_RANGE.default;
  const seconds = Number(raw);
  if (!/^\d+$/.test(raw) || seconds < CODE_WAIT_RANGE.min || seconds > CODE_WAIT_RANGE.max)
    throw new ConfigError(
      `WHATSAPP_CODE_WAIT_SECONDS must be a whole number of seconds from ${CODE_WAIT_RANGE.min} to ${CODE_WAIT_RANGE.max}, got "${raw}".`,
    );
  return seconds;
}

function whatsapp(env: Env): WhatsAppConfig | undefined {
  const optional = ['WHATSAPP_API_URL', 'WHATSAPP_API_VERSION', 'WHATSAPP_CODE_WAIT_SECONDS'];
  if (!providerSet(env, 'WhatsApp', WHATSAPP_REQUIRED, optional)) return undefined;
  const phoneNumberId = text(env, 'WHATSAPP_PHONE_NUMBER_ID') as string;
  if (!/^\d{1,30}$/.test(phoneNumberId))
    throw new ConfigError(
      `WHATSAPP_PHONE_NUMBER_ID must be the phone number's numeric id, got "${phoneNumberId}".`,
    );
  const apiVersion = text(env, 'WHATSAPP_API_VERSION') ?? WHATSAPP_DEFAULT_API_VERSION;
  if (!/^v\d+\.\d+$/.test(apiVersion))
    throw new ConfigError(`WHATSAPP_API_VERSION must look like v21.0, got "${apiVersion}".`);
  const appSecret = text(env, 'WHATSAPP_APP_SECRET') as string;
  const verifyToken = text(env, 'WHATSAPP_VERIFY_TOKEN') as string;
  if (verifyToken.length < 16)
    throw new ConfigError('WHATSAPP_VERIFY_TOKEN must be at least 16 characters long.');
  return {
    apiUrl: url('WHATSAPP_API_URL', text(env, 'WHATSAPP_API_URL') ?? WHATSAPP_DEFAULT_API_URL),
    apiVersion,
    phoneNumberId,
    accessToken: text(env, 'WHATSAPP_ACCESS_TOKEN') as string,
    appSecret,
    verifyToken,
    codeWaitSeconds: codeWait(env),
  };
}

/** SMTP_* and MAIL_FROM: where e-mail notifications are handed over (nodemailer). */
export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  /** The From address, e.g. "Kirana <team@example.in>". */
  from: string;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function port(env: Env): number {
  const raw = text(env, 'PORT');
  if (raw === undefined) return 3000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError(`PORT must be a port number (0-65535), got "${raw}".`);
  }
  return value;
}

function positiveInteger(env: Env, name: string): number | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new ConfigError(`${name} must be a whole number of at least 1, got "${raw}".`);
  }
  return value;
}

function url(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${value}".`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http or https URL, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * DOCUMENT_KEYS: `id:material` pairs separated by commas, the current key first; each id
 * letters, digits, `.`, `_` or `-` (at most 64), each material at least 32 characters, no id
 * twice. Required in production.
 */
function documentKeyList(
  env: NodeJS.ProcessEnv,
  production: boolean,
): { id: string; material: string }[] | undefined {
  const raw = text(env, 'DOCUMENT_KEYS');
  if (raw === undefined) {
    if (production)
      throw new ConfigError(
        'DOCUMENT_KEYS is required when NODE_ENV=production: private documents are encrypted with it ("<id>:<at least 32 characters>").',
      );
    return undefined;
  }
  const keys = raw.split(',').map((entry) => {
    const colon = entry.indexOf(':');
    const id = entry.slice(0, colon).trim();
    const material = entry.slice(colon + 1).trim();
    if (colon < 0 || !DOCUMENT_KEY_ID.test(id))
      throw new ConfigError(
        'DOCUMENT_KEYS must be "<id>:<material>" pairs separated by commas; an id is 1 to 64 letters, digits, ".", "_" or "-".',
      );
    if (material.length < 32)
      throw new ConfigError(`DOCUMENT_KEYS: key "${id}" must be at least 32 characters long.`);
    return { id, material };
  });
  const ids = keys.map((key) => key.id);
  const twice = ids.find((id, n) => ids.indexOf(id) !== n);
  if (twice) throw new ConfigError(`DOCUMENT_KEYS names key "${twice}" twice.`);
  return keys;
}

/** In development the secret is generated once and kept in DATA_DIR/auth-secret. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function s3(env: Env): S3Config | undefined {
  const bucket = text(env, 'S3_BUCKET');
  const endpoint = text(env, 'S3_ENDPOINT');
  if (!bucket) {
    if (endpoint) throw new ConfigError('S3_ENDPOINT is set but S3_BUCKET is not.');
    return undefined;
  }
  const publicUrl = text(env, 'S3_PUBLIC_URL');
  return {
    endpoint: endpoint ? url('S3_ENDPOINT', endpoint) : undefined,
    bucket,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY'),
    publicUrl: publicUrl ? url('S3_PUBLIC_URL', publicUrl) : undefined,
  };
}

function notify(env: Env): NotifyConfig {
  const channel = text(env, 'NOTIFY_CHANNEL') ?? 'log';
  if (channel !== 'log' && channel !== 'webhook')
    throw new ConfigError(`NOTIFY_CHANNEL must be "log" or "webhook", got "${channel}".`);
  const webhookUrl = text(env, 'NOTIFY_WEBHOOK_URL');
  const webhookSecret = text(env, 'NOTIFY_WEBHOOK_SECRET');
  if (channel === 'webhook' && !webhookUrl)
    throw new ConfigError('NOTIFY_CHANNEL=webhook needs NOTIFY_WEBHOOK_URL.');
  if (channel === 'webhook' && (!webhookSecret || webhookSecret.length < 16))
    throw new ConfigError('NOTIFY_CHANNEL=webhook needs NOTIFY_WEBHOOK_SECRET (16+ characters).');
  const worker = text(env, 'NOTIFY_WORKER') ?? 'on';
  if (worker !== 'on' && worker !== 'off')
    throw new ConfigError(`NOTIFY_WORKER must be "on" or "off", got "${worker}".`);
  return {
    channel,
    smtp: smtp(env),
    whatsapp: whatsapp(env),
    sms: sms(env),
    webhookUrl: webhookUrl ? url('NOTIFY_WEBHOOK_URL', webhookUrl) : undefined,
    webhookSecret,
    worker: worker === 'on',
    pollMs: positiveInteger(env, 'NOTIFY_POLL_MS') ?? 1000,
  };
}

function smtp(env: Env): SmtpConfig | undefined {
  const host = text(env, 'SMTP_HOST');
  const named = ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD', 'MAIL_FROM'].filter(
    (name) => text(env, name) !== undefined,
  );
  if (!host) {
    if (named.length) throw new ConfigError(`${named.join(', ')} set but SMTP_HOST is not.`);
    return undefined;
  }
  const secureRaw = text(env, 'SMTP_SECURE') ?? 'false';
  if (secureRaw !== 'true' && secureRaw !== 'false')
    throw new ConfigError(`SMTP_SECURE must be "true" or "false", got "${secureRaw}".`);
  const secure = secureRaw === 'true';
  const rawPort = text(env, 'SMTP_PORT');
  const smtpPort = rawPort === undefined ? (secure ? 465 : 587) : Number(rawPort);
  if (!Number.isInteger(smtpPort) || smtpPort < 1 || smtpPort > 65535)
    throw new ConfigError(`SMTP_PORT must be a port number (1-65535), got "${rawPort}".`);
  const user = text(env, 'SMTP_USER');
  const password = text(env, 'SMTP_PASSWORD');
  if ((user === undefined) !== (password === undefined))
    throw new ConfigError('SMTP_USER and SMTP_PASSWORD are set together or not at all.');
  const from = text(env, 'MAIL_FROM');
  if (!from) throw new ConfigError("SMTP_HOST needs MAIL_FROM (the invites' sender address).");
  return { host, port: smtpPort, secure, user, password, from };
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new ConfigError(`${name} must be a whole number of at least 0, got "${raw}".`);
  }
  return value;
}

/** proxy-addr's names of address ranges, accepted beside addresses and CIDR ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'Set TRUST_PROXY to the number of proxies in front of the API (1 behind one nginx or load ' +
  'balancer, 2 behind a CDN and a load balancer) or to their addresses or CIDR ranges ' +
  '(e.g. 10.0.0.0/8,192.168.1.7); see docs/deploy.md.';

function trustProxy(env: Env, production: boolean): Config['trustProxy'] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') {
    if (production) {
      throw new ConfigError(
        `TRUST_PROXY=true lets a client write its own address first in X-Forwarded-For and escape every per-address limit. ${TRUST_PROXY_HELP}`,
      );
    }
    return true;
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10)
      throw new ConfigError(
        `TRUST_PROXY hop count must be 1 to 10, got "${raw}". ${TRUST_PROXY_HELP}`,
      );
    return hops;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY has entries that are not addresses or CIDR ranges: ${bad.join(', ') || raw}. ${TRUST_PROXY_HELP}`,
    );
  }
  return entries;
}

function backupKey(env: Env): string | undefined {
  const key = text(env, 'BACKUP_ENCRYPTION_KEY');
  if (key !== undefined && key.length < 32)
    throw new ConfigError('BACKUP_ENCRYPTION_KEY must be at least 32 characters long.');
  return key;
}

function metrics(env: Env, host: string, apiPort: number): MetricsConfig | undefined {
  const token = text(env, 'METRICS_TOKEN');
  if (token !== undefined && token.length < 16)
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long.');
  const rawPort = text(env, 'METRICS_PORT');
  const metricsPort = rawPort === undefined ? undefined : Number(rawPort);
  if (
    metricsPort !== undefined &&
    (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)
  )
    throw new ConfigError(`METRICS_PORT must be a port number (0-65535), got "${rawPort}".`);
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === apiPort)
    throw new ConfigError(
      'METRICS_PORT must differ from PORT (or leave it unset and use METRICS_TOKEN).',
    );
  if (token === undefined && metricsPort === undefined) {
    if (text(env, 'METRICS_HOST'))
      throw new ConfigError('METRICS_HOST is set but METRICS_PORT is not.');
    return undefined;
  }
  return { token, port: metricsPort, host: text(env, 'METRICS_HOST') ?? host };
}

function tracing(env: Env): TracingConfig | undefined {
  const endpoint = text(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
  if (!endpoint) return undefined;
  return {
    endpoint: url('OTEL_EXPORTER_OTLP_ENDPOINT', endpoint),
    serviceName: text(env, 'OTEL_SERVICE_NAME') ?? 'kirana-api',
  };
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const listenPort = port(env);
  const dataDir = resolve(text(env, 'DATA_DIR') ?? './.data');
  const adminPassword = env.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD;

  let authSecret = text(env, 'AUTH_SECRET');
  if (production) {
    if (!authSecret) throw new ConfigError('AUTH_SECRET is required when NODE_ENV=production.');
    if (adminPassword === DEMO_ADMIN_PASSWORD) {
      throw new ConfigError(
        'ADMIN_PASSWORD must be set to something other than the demo password in production.',
      );
    }
  }
  if (authSecret !== undefined && authSecret.length < 32) {
    throw new ConfigError('AUTH_SECRET must be at least 32 characters long.');
  }
  authSecret ??= developmentSecret(dataDir);

  const mfaRaw = text(env, 'MFA_REQUIRED') ?? 'true';
  if (mfaRaw !== 'true' && mfaRaw !== 'false') {
    throw new ConfigError(`MFA_REQUIRED must be "true" or "false", got "${mfaRaw}".`);
  }
  if (production && mfaRaw === 'false') {
    throw new ConfigError('MFA_REQUIRED=false is for the local demo only: production refuses it.');
  }
  const mfaKey = text(env, 'MFA_ENCRYPTION_KEY');
  if (production && !mfaKey) {
    throw new ConfigError('MFA_ENCRYPTION_KEY is required when NODE_ENV=production.');
  }
  if (mfaKey !== undefined && mfaKey.length < 32) {
    throw new ConfigError('MFA_ENCRYPTION_KEY must be at least 32 characters long.');
  }

  const documentKeys = documentKeyList(env, production) ?? [
    { id: 'dev', material: `documents:${authSecret}` },
  ];

  const retentionRaw = text(env, 'RETENTION_JOB') ?? 'on';
  if (retentionRaw !== 'on' && retentionRaw !== 'off') {
    throw new ConfigError(`RETENTION_JOB must be "on" or "off", got "${retentionRaw}".`);
  }

  const notifyConfig = notify(env);
  if (production && notifyConfig.channel === 'log' && !notifyConfig.whatsapp && !notifyConfig.sms) {
    throw new ConfigError(
      'NOTIFY_CHANNEL=log would write sign-in codes to the log and send nothing: production needs a channel that reaches a phone (the WHATSAPP_* settings, the SMS_* settings, or NOTIFY_CHANNEL=webhook with NOTIFY_WEBHOOK_URL and NOTIFY_WEBHOOK_SECRET).',
    );
  }
  if (production && notifyConfig.sms) {
    const ids = notifyConfig.sms.dltTemplateIds;
    const missing = MESSAGE_TEMPLATES.filter((t) => t.notification === 'store_code')
      .map(dltKeyOf)
      .filter((key) => !ids[key]);
    if (missing.length)
      throw new ConfigError(
        `SMS_* is set but the DLT template ids of ${missing.join(', ')} are not: sign-in codes could not go by SMS (put the ids the DLT portal gave in SMS_DLT_TEMPLATE_IDS_FILE).`,
      );
  }
  if (production && !notifyConfig.smtp) {
    throw new ConfigError(
      "SMTP_HOST is required in production: without a mail server the team's invite links would only be logged (set SMTP_HOST and MAIL_FROM).",
    );
  }

  const seed = text(env, 'SEED') ?? (production ? 'none' : 'demo');
  if (seed !== 'demo' && seed !== 'none') {
    throw new ConfigError(`SEED must be "demo" or "none", got "${seed}".`);
  }

  const corsRaw = text(env, 'CORS_ORIGINS');
  const corsOrigins = corsRaw
    ? corsRaw
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => url('CORS_ORIGINS', origin))
    : DEFAULT_CORS_ORIGINS;

  const adminEmail = (text(env, 'ADMIN_EMAIL') ?? DEMO_ADMIN_EMAIL).toLowerCase();
  if (adminPassword.length < 8)
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters.');

  const host = text(env, 'HOST') ?? '127.0.0.1';
  return {
    production,
    port: listenPort,
    host,
    dataDir,
    databaseUrl: text(env, 'DATABASE_URL'),
    authSecret,
    corsOrigins,
    publicUrl: url('PUBLIC_URL', text(env, 'PUBLIC_URL') ?? `http://localhost:${listenPort}`),
    seed,
    adminEmail,
    adminPassword,
    redisUrl: text(env, 'REDIS_URL'),
    redisKeyPrefix: text(env, 'REDIS_KEY_PREFIX') ?? 'kirana:',
    s3: s3(env),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    loginRateLimit: positiveInteger(env, 'LOGIN_RATE_LIMIT'),
    responseCacheMb: wholeNumber(env, 'RESPONSE_CACHE_MB', 32),
    notify: notifyConfig,
    siteUrl: url('SITE_URL', text(env, 'SITE_URL') ?? 'http://localhost:5173').replace(/\/+$/, ''),
    ownerCodeHourlyLimit:
      positiveInteger(env, 'OWNER_CODE_HOURLY_LIMIT') ?? OWNER_CODE_PLATFORM_HOURLY,
    mfaRequired: mfaRaw === 'true',
    // Without its own key, a development instance derives one from AUTH_SECRET (auth/mfa-secrets
    // runs the material through HKDF with its own labels, so the two keys never coincide).
    mfaKeyMaterial: mfaKey ?? authSecret,
    documentKeys,
    retentionJob: retentionRaw === 'on',
    adminUrl: url('ADMIN_URL', text(env, 'ADMIN_URL') ?? 'http://localhost:5174'),
    trustProxy: trustProxy(env, production),
    backupKey: backupKey(env),
    shutdownTimeoutMs: positiveInteger(env, 'SHUTDOWN_TIMEOUT_MS') ?? 10_000,
    metrics: metrics(env, host, listenPort),
    tracing: tracing(env),
  };
}
