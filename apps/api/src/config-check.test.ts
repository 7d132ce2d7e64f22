import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { configProblems, SETTINGS } from './config-check.js';
import { withoutBridge } from './testing/env.js';

const SAFE = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a'.repeat(40),
  MFA_ENCRYPTION_KEY: 'm'.repeat(40),
  BACKUP_ENCRYPTION_KEY: 'b'.repeat(40),
  DOCUMENT_KEYS: `d1:${'d'.repeat(40)}`,
  ADMIN_PASSWORD: 'a long and private password',
  NOTIFY_CHANNEL: 'webhook',
  NOTIFY_WEBHOOK_URL: 'https://bridge.kirana.in/messages',
  NOTIFY_WEBHOOK_SECRET: 's'.repeat(32),
  SMTP_HOST: 'smtp.kirana.in',
  MAIL_FROM: 'Kirana <team@kirana.in>',
  TRUST_PROXY: '1',
  CORS_ORIGINS: 'https://admin.kirana.in,https://kirana.in',
  PUBLIC_URL: 'https://api.kirana.in',
  SITE_URL: 'https://kirana.in',
  ADMIN_URL: 'https://admin.kirana.in',
  DATA_DIR: '/nonexistent/kirana',
};

describe('check-config', () => {
  test('a complete production configuration has no problems', () => {
    expect(configProblems(SAFE)).toEqual([]);
  });

  test('WhatsApp in production: set, no webhook needed; a local fake is named', () => {
    const whatsapp = {
      ...withoutBridge(SAFE),
      WHATSAPP_ACCESS_TOKEN: 'EAAJ-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'v'.repeat(20),
    };
    expect(configProblems(whatsapp)).toEqual([]);
    expect(configProblems({ ...whatsapp, WHATSAPP_API_URL: 'http://127.0.0.1:4010' })).toEqual([
      "WHATSAPP_API_URL points at this machine (http://127.0.0.1:4010): a local fake sends nothing; leave it unset for Meta's Graph API.",
    ]);
    expect(
      configProblems({ ...whatsapp, WHATSAPP_APP_SECRET: '' }).some((problem) =>
        problem.includes('WHATSAPP_APP_SECRET missing'),
      ),
    ).toBe(true);
  });

  /** A DLT ids file with the sign-in code's three, which production needs with SMS. */
  function codeIdsFile(): string {
    const path = join(mkdtempSync(join(tmpdir(), 'kirana-dlt-')), 'ids.json');
    writeFileSync(
      path,
      JSON.stringify({
        'store_code.en': '1107000000000000001',
        'store_code.te': '1107000000000000002',
        'store_code.hi': '1107000000000000003',
      }),
    );
    return path;
  }

  test('SMS in production: set, no webhook needed; a local fake is named', () => {
    const sms = {
      ...withoutBridge(SAFE),
      SMS_AUTH_KEY: '412345AbCdEf',
      SMS_SENDER_ID: 'KIRANA',
      SMS_DLT_ENTITY_ID: '1201160000000000001',
      SMS_WEBHOOK_TOKEN: 't'.repeat(40),
      SMS_DLT_TEMPLATE_IDS_FILE: codeIdsFile(),
    };
    expect(configProblems(sms)).toEqual([]);
    expect(configProblems({ ...sms, SMS_API_URL: 'http://127.0.0.1:4011' })).toEqual([
      "SMS_API_URL points at this machine (http://127.0.0.1:4011): a local fake sends nothing; leave it unset for MSG91's API.",
    ]);
    expect(
      configProblems({ ...sms, SMS_DLT_ENTITY_ID: '' }).some((problem) =>
        problem.includes('SMS_DLT_ENTITY_ID missing'),
      ),
    ).toBe(true);
  });

  test('an empty production environment: every missing setting in one list', () => {
    const problems = configProblems({ NODE_ENV: 'production' });
    const named = (name: string) => problems.some((problem) => problem.includes(name));
    for (const name of [
      'AUTH_SECRET',
      'ADMIN_PASSWORD',
      'MFA_ENCRYPTION_KEY',
      'NOTIFY_CHANNEL',
      'SMTP_HOST',
      'TRUST_PROXY',
      'CORS_ORIGINS',
      'PUBLIC_URL',
      'SITE_URL',
      'ADMIN_URL',
      'BACKUP_ENCRYPTION_KEY',
      'DOCUMENT_KEYS',
    ])
      expect(named(name), `${name} in ${problems.join('\n')}`).toBe(true);
  });

  test('unsafe values and misspelt names are all named at once', () => {
    const problems = configProblems({
      ...SAFE,
      MFA_REQUIRED: 'false',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'http://admin.kirana.in',
      AUTH_SECRET: 'short',
      S3_ENDPOINT: 'https://s3.example',
      SMTP_USER: 'team',
      BACKUP_ENCRYPTION_KEY: undefined,
      AUTH_SECERT: 'x'.repeat(40),
      DATABSE_URL: 'postgres://db/kirana',
      NOTIFY_WEBHOK_URL: 'https://x',
      S3_BUKET_NAME: 'media',
      PATH: '/usr/bin',
      HOME: '/root',
    });
    expect(problems).toEqual([
      'SMTP_USER and SMTP_PASSWORD are set together or not at all.',
      'S3_ENDPOINT is set but S3_BUCKET is not.',
      'AUTH_SECRET must be at least 32 characters long.',
      'MFA_REQUIRED=false is for the local demo only: production refuses it.',
      expect.stringContaining('TRUST_PROXY=true lets a client write its own address'),
      'CORS_ORIGINS has origins that are not https: http://admin.kirana.in.',
      'BACKUP_ENCRYPTION_KEY is not set (32+ characters): backups cannot be taken without it.',
      'AUTH_SECERT is not a setting: did you mean AUTH_SECRET?',
      'DATABSE_URL is not a setting: did you mean DATABASE_URL?',
      'NOTIFY_WEBHOK_URL is not a setting: did you mean NOTIFY_WEBHOOK_URL?',
      'S3_BUKET_NAME is not a setting (the settings are listed in README.md).',
    ]);
  });

  test('outside production only what is set is judged; typos still named', () => {
    expect(configProblems({})).toEqual([]);
    expect(configProblems({ TRUST_PROXY: 'true', PORT: 'x', SMTP_PROT: '25' })).toEqual([
      'PORT must be a port number (0-65535), got "x".',
      'SMTP_PROT is not a setting: did you mean SMTP_PORT?',
    ]);
  });

  test('SETTINGS is every variable config.ts reads', () => {
    const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
    const read = new Set(
      [...source.matchAll(/(?:env, |env\.|text\(env, )'?([A-Z][A-Z0-9_]+)'?/g)].map((m) => m[1]),
    );
    for (const name of source.matchAll(/'([A-Z][A-Z0-9_]{2,})'/g)) read.add(name[1]);
    const settings = new Set<string>(SETTINGS);
    expect([...read].filter((name) => name && !settings.has(name))).toEqual([]);
  });

  test('the command and a production start list the problems and exit 1', () => {
    const api = fileURLToPath(new URL('..', import.meta.url));
    const env = { PATH: process.env.PATH, NODE_ENV: 'production', AUTH_SECERT: 'x'.repeat(40) };
    for (const entry of ['src/cli/check-config.ts', 'src/server.ts']) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', entry], {
        cwd: api,
        env,
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toContain('AUTH_SECRET is required when NODE_ENV=production.');
      expect(run.stderr).toContain('AUTH_SECERT is not a setting: did you mean AUTH_SECRET?');
      expect(run.stderr).toContain('TRUST_PROXY is not set');
    }
  });
});
