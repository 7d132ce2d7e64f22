import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from './config.js';
import { withoutBridge } from './testing/env.js';

/** What production needs to reach people: a phone channel and a mail server. */
const PRODUCTION_CHANNELS = {
  NOTIFY_CHANNEL: 'webhook',
  NOTIFY_WEBHOOK_URL: 'https://bridge.kirana.in/hook',
  NOTIFY_WEBHOOK_SECRET: 'w'.repeat(20),
  SMTP_HOST: 'smtp.kirana.in',
  MAIL_FROM: 'Kirana <team@kirana.in>',
};

/** The four SMS (MSG91) settings, together. */
const SMS_SETTINGS = {
  SMS_AUTH_KEY: '412345AbCdEf',
  SMS_SENDER_ID: 'KIRANA',
  SMS_DLT_ENTITY_ID: '1201160000000000001',
  SMS_WEBHOOK_TOKEN: 't'.repeat(32),
};

/** A production environment in `dir` that reaches phones without the webhook bridge. */
const productionWithoutBridge = (dir: string) => ({
  DATA_DIR: dir,
  NODE_ENV: 'production',
  AUTH_SECRET: 's'.repeat(40),
  ADMIN_PASSWORD: 'a-real-password',
  MFA_ENCRYPTION_KEY: 'k'.repeat(40),
  DOCUMENT_KEYS: `d1:${'d'.repeat(40)}`,
  ...withoutBridge(PRODUCTION_CHANNELS),
});

describe('loadConfig', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'kirana-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  test('defaults for development', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: undefined,
      corsOrigins: DEFAULT_CORS_ORIGINS,
      publicUrl: 'http://localhost:3000',
      seed: 'demo',
      adminEmail: 'admin@kirana.local',
      adminPassword: 'kirana-admin-demo',
      redisUrl: undefined,
      s3: undefined,
    });
  });

  test('without AUTH_SECRET, development generates one once and keeps it in DATA_DIR/auth-secret', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  test('PUBLIC_URL follows PORT, trailing slashes are dropped, CORS_ORIGINS is a list', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      CORS_ORIGINS: 'https://admin.kirana.in, https://kirana.in',
      AUTH_SECRET: 'x'.repeat(32),
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.corsOrigins).toEqual(['https://admin.kirana.in', 'https://kirana.in']);
    expect(
      loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://api.kirana.in/' }).publicUrl,
    ).toBe('https://api.kirana.in');
  });

  test('production refuses to start without AUTH_SECRET or with the demo password, and seeds nothing', () => {
    const base = { NODE_ENV: 'production', DATA_DIR: dataDir() };
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'a-real-password' })).toThrow(
      /AUTH_SECRET is required/,
    );
    expect(() => loadConfig({ ...base, AUTH_SECRET: 's'.repeat(40) })).toThrow(/ADMIN_PASSWORD/);
    expect(() =>
      loadConfig({ ...base, AUTH_SECRET: 's'.repeat(40), ADMIN_PASSWORD: 'kirana-admin-demo' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ ...base, AUTH_SECRET: 's'.repeat(40), ADMIN_PASSWORD: 'a-real-password' }),
    ).toThrow(/MFA_ENCRYPTION_KEY is required/);
    const withMfa = {
      ...base,
      AUTH_SECRET: 's'.repeat(40),
      ADMIN_PASSWORD: 'a-real-password',
      MFA_ENCRYPTION_KEY: 'k'.repeat(40),
    };
    // Private documents are never stored in plain: production needs their key.
    expect(() => loadConfig({ ...withMfa, ...PRODUCTION_CHANNELS })).toThrow(
      /DOCUMENT_KEYS is required when NODE_ENV=production/,
    );
    const secrets = { ...withMfa, DOCUMENT_KEYS: `d1:${'d'.repeat(40)}` };
    // Nothing that would write a sign-in code or an invite link to the log instead of sending it.
    expect(() => loadConfig({ ...secrets, ...PRODUCTION_CHANNELS, NOTIFY_CHANNEL: 'log' })).toThrow(
      /NOTIFY_CHANNEL=log would write sign-in codes to the log/,
    );
    const { SMTP_HOST: _host, MAIL_FROM: _from, ...noMail } = PRODUCTION_CHANNELS;
    expect(() => loadConfig({ ...secrets, ...noMail })).toThrow(
      /SMTP_HOST is required in production/,
    );
    const config = loadConfig({ ...secrets, ...PRODUCTION_CHANNELS });
    expect(config.seed).toBe('none');
    expect(config.mfaRequired).toBe(true);
    expect(config.mfaKeyMaterial).toBe('k'.repeat(40));
    expect(existsSync(join(base.DATA_DIR, 'auth-secret'))).toBe(false);
  });

  test('MFA_REQUIRED is true unless turned off, and production refuses to turn it off', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).mfaRequired).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), MFA_REQUIRED: 'false' }).mfaRequired).toBe(false);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
        AUTH_SECRET: 's'.repeat(40),
        ADMIN_PASSWORD: 'a-real-password',
        MFA_ENCRYPTION_KEY: 'k'.repeat(40),
        DOCUMENT_KEYS: `d1:${'d'.repeat(40)}`,
        ...PRODUCTION_CHANNELS,
        MFA_REQUIRED: 'false',
      }),
    ).toThrow(/MFA_REQUIRED=false .* production refuses it/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), MFA_REQUIRED: 'no' })).toThrow(/MFA_REQUIRED/);
    // Without a key of its own, development derives one from AUTH_SECRET.
    expect(loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: 'a'.repeat(32) }).mfaKeyMaterial).toBe(
      'a'.repeat(32),
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), MFA_ENCRYPTION_KEY: 'short' })).toThrow(
      /MFA_ENCRYPTION_KEY/,
    );
  });

  test('DOCUMENT_KEYS: the current key first, old ones kept for rotation; development derives one', () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        DOCUMENT_KEYS: `2026-12:${'n'.repeat(32)}, 2026-01:${'o'.repeat(40)}`,
      }).documentKeys,
    ).toEqual([
      { id: '2026-12', material: 'n'.repeat(32) },
      { id: '2026-01', material: 'o'.repeat(40) },
    ]);
    const derived = loadConfig({ DATA_DIR: dataDir(), AUTH_SECRET: 'a'.repeat(32) }).documentKeys;
    expect(derived).toHaveLength(1);
    expect(derived[0]?.id).toBe('dev');
    expect(derived[0]?.material).not.toBe('a'.repeat(32));
    for (const [value, words] of [
      [`k1:${'s'.repeat(31)}`, /key "k1" must be at least 32 characters/],
      ['no-colon-here-at-all-and-long-enough-material', /"<id>:<material>" pairs/],
      [`bad id:${'m'.repeat(32)}`, /"<id>:<material>" pairs/],
      [`k1:${'m'.repeat(32)},k1:${'n'.repeat(32)}`, /names key "k1" twice/],
    ] as const)
      expect(() => loadConfig({ DATA_DIR: dataDir(), DOCUMENT_KEYS: value })).toThrow(words);
  });

  test('LOGIN_RATE_LIMIT sets the login attempts allowed in 15 minutes; unset keeps the default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).loginRateLimit).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), LOGIN_RATE_LIMIT: '500' }).loginRateLimit).toBe(500);
  });

  test('SMTP settings switch e-mails from the log to a mail server; ADMIN_URL makes the invite links', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).notify.smtp).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir }).adminUrl).toBe('http://localhost:5174');
    expect(loadConfig({ DATA_DIR: dir, ADMIN_URL: 'https://admin.kirana.example/' }).adminUrl).toBe(
      'https://admin.kirana.example',
    );
    expect(
      loadConfig({
        DATA_DIR: dir,
        SMTP_HOST: 'smtp.example.com',
        SMTP_USER: 'kirana',
        SMTP_PASSWORD: 'secret',
        MAIL_FROM: 'Kirana <team@kirana.example>',
      }).notify.smtp,
    ).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: 'kirana',
      password: 'secret',
      from: 'Kirana <team@kirana.example>',
    });
    const tls = {
      DATA_DIR: dir,
      SMTP_HOST: 'smtp.example.com',
      SMTP_SECURE: 'true',
      MAIL_FROM: 'a@b.in',
    };
    expect(loadConfig(tls).notify.smtp).toMatchObject({ port: 465, secure: true });
    for (const [env, message] of [
      [{ SMTP_PORT: '25' }, 'SMTP_PORT set but SMTP_HOST is not.'],
      [{ SMTP_HOST: 'smtp.example.com' }, 'SMTP_HOST needs MAIL_FROM'],
      [
        { SMTP_HOST: 'h', MAIL_FROM: 'a@b.in', SMTP_SECURE: 'yes' },
        'SMTP_SECURE must be "true" or "false"',
      ],
      [
        { SMTP_HOST: 'h', MAIL_FROM: 'a@b.in', SMTP_PORT: '99999' },
        'SMTP_PORT must be a port number',
      ],
      [{ SMTP_HOST: 'h', MAIL_FROM: 'a@b.in', SMTP_USER: 'u' }, 'SMTP_USER and SMTP_PASSWORD'],
      [{ ADMIN_URL: 'admin.kirana.example' }, 'ADMIN_URL must be an absolute URL'],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: dir, ...env })).toThrow(message);
    }
  });

  test('S3 settings switch storage to S3', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.kirana.in/media',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.kirana.in/media',
    });
  });

  test.each([
    [{ PORT: 'http' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SEED: 'yes' }, /SEED/],
    [{ PUBLIC_URL: 'localhost:3000' }, /PUBLIC_URL/],
    [{ CORS_ORIGINS: 'ftp://x' }, /CORS_ORIGINS/],
    [{ AUTH_SECRET: 'short' }, /AUTH_SECRET/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET/],
    [{ LOGIN_RATE_LIMIT: '0' }, /LOGIN_RATE_LIMIT/],
    [{ LOGIN_RATE_LIMIT: 'many' }, /LOGIN_RATE_LIMIT/],
    [{ TRUST_PROXY: '0' }, /TRUST_PROXY hop count must be 1 to 10/],
    [{ TRUST_PROXY: 'yes' }, /not addresses or CIDR ranges: yes/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /10\.0\.0\.0\/33/],
    [{ TRUST_PROXY: '10.0.0.1,nginx' }, /: nginx\./],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  test("TRUST_PROXY: off by default, a hop count, or the proxies' addresses and ranges", () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7,::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    // A local test may still believe every entry; production refuses it and says what to set.
    expect(trust('true')).toBe(true);
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      AUTH_SECRET: 'x'.repeat(32),
      ADMIN_PASSWORD: 'a production password',
      MFA_ENCRYPTION_KEY: 'y'.repeat(32),
      DOCUMENT_KEYS: `d1:${'d'.repeat(32)}`,
      ...PRODUCTION_CHANNELS,
    };
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true lets a client write its own address .* Set TRUST_PROXY to the number of proxies in front of the API/,
    );
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  test('WhatsApp: the four settings together, a numeric phone number id, a version like v21.0', () => {
    const dir = dataDir();
    const whatsapp = {
      WHATSAPP_ACCESS_TOKEN: 'EAAJ-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_APP_SECRET: 'app-secret',
      WHATSAPP_VERIFY_TOKEN: 'v'.repeat(16),
    };
    expect(loadConfig({ DATA_DIR: dir }).notify.whatsapp).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, ...whatsapp }).notify.whatsapp).toEqual({
      apiUrl: 'https://graph.facebook.com',
      apiVersion: 'v21.0',
      phoneNumberId: '106540352242922',
      accessToken: 'EAAJ-token',
      appSecret: 'app-secret',
      verifyToken: 'v'.repeat(16),
      codeWaitSeconds: 30,
    });
    expect(
      loadConfig({ DATA_DIR: dir, ...whatsapp, WHATSAPP_CODE_WAIT_SECONDS: '45' }).notify.whatsapp
        ?.codeWaitSeconds,
    ).toBe(45);
    for (const bad of ['5', '301', '30s'])
      expect(() =>
        loadConfig({ DATA_DIR: dir, ...whatsapp, WHATSAPP_CODE_WAIT_SECONDS: bad }),
      ).toThrow(/WHATSAPP_CODE_WAIT_SECONDS must be a whole number of seconds from 10 to 300/);
    const { WHATSAPP_APP_SECRET: _secret, ...noSecret } = whatsapp;
    expect(() => loadConfig({ DATA_DIR: dir, ...noSecret })).toThrow(/WHATSAPP_APP_SECRET missing/);
    expect(() => loadConfig({ DATA_DIR: dir, WHATSAPP_API_VERSION: 'v22.0' })).toThrow(
      /WHATSAPP_API_VERSION set but WHATSAPP_ACCESS_TOKEN is not/,
    );
    const refusals: [Record<string, string>, RegExp][] = [
      [
        { WHATSAPP_PHONE_NUMBER_ID: '+91 98480 22338' },
        /WHATSAPP_PHONE_NUMBER_ID must be the phone number's numeric id/,
      ],
      [{ WHATSAPP_API_VERSION: '21' }, /WHATSAPP_API_VERSION must look like v21.0/],
      [{ WHATSAPP_VERIFY_TOKEN: 'short' }, /WHATSAPP_VERIFY_TOKEN must be at least 16 characters/],
    ];
    for (const [setting, words] of refusals)
      expect(() => loadConfig({ DATA_DIR: dir, ...whatsapp, ...setting })).toThrow(words);
    // Production reaches phones by WhatsApp without the webhook bridge.
    const production = productionWithoutBridge(dir);
    expect(() => loadConfig(production)).toThrow(/the WHATSAPP_\* settings/);
    expect(loadConfig({ ...production, ...whatsapp }).notify.whatsapp?.phoneNumberId).toBe(
      '106540352242922',
    );
  });
  test('SMS: the four settings together, a DLT sender header and entity id, a URL-safe token', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).notify.sms).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, ...SMS_SETTINGS }).notify.sms).toEqual({
      apiUrl: 'https://api.msg91.com',
      authKey: '412345AbCdEf',
      senderId: 'KIRANA',
      dltEntityId: '1201160000000000001',
      webhookToken: 't'.repeat(32),
      dltTemplateIds: {},
    });
    const { SMS_WEBHOOK_TOKEN: _token, ...noToken } = SMS_SETTINGS;
    expect(() => loadConfig({ DATA_DIR: dir, ...noToken })).toThrow(/SMS_WEBHOOK_TOKEN missing/);
    expect(() => loadConfig({ DATA_DIR: dir, SMS_API_URL: 'https://api.msg91.com' })).toThrow(
      /SMS_API_URL set but SMS_AUTH_KEY is not/,
    );
    const refusals: [Record<string, string>, RegExp][] = [
      [{ SMS_SENDER_ID: 'Kirana1' }, /SMS_SENDER_ID must be the DLT sender header/],
      [
        { SMS_DLT_ENTITY_ID: '12345' },
        /SMS_DLT_ENTITY_ID must be the DLT portal's 19-digit entity id/,
      ],
      [{ SMS_WEBHOOK_TOKEN: 'short' }, /SMS_WEBHOOK_TOKEN must be 32\+/],
    ];
    for (const [setting, words] of refusals)
      expect(() => loadConfig({ DATA_DIR: dir, ...SMS_SETTINGS, ...setting })).toThrow(words);
    // Production may reach phones by SMS alone, without the webhook bridge or WhatsApp.
    const production = productionWithoutBridge(dir);
    expect(() => loadConfig(production)).toThrow(/the SMS_\* settings/);
    // ...once the DLT portal's ids of the sign-in code are entered.
    expect(() => loadConfig({ ...production, ...SMS_SETTINGS })).toThrow(
      /the DLT template ids of store_code.en, store_code.te, store_code.hi are not/,
    );
    const codeIds = join(dir, 'code-ids.json');
    writeFileSync(
      codeIds,
      JSON.stringify({
        'store_code.en': '1107000000000000001',
        'store_code.te': '1107000000000000002',
        'store_code.hi': '1107000000000000003',
      }),
    );
    const withIds = loadConfig({
      ...production,
      ...SMS_SETTINGS,
      SMS_DLT_TEMPLATE_IDS_FILE: codeIds,
    });
    expect(withIds.notify.sms?.dltTemplateIds['store_code.te']).toBe('1107000000000000002');
  });
  test('SMS_DLT_TEMPLATE_IDS_FILE: the ids of registered templates, 19 digits each', () => {
    const dir = dataDir();
    const sms = { DATA_DIR: dir, ...SMS_SETTINGS };
    const file = (name: string, content: string) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    };
    const good = file('ids.json', JSON.stringify({ 'store_approved.hi': '1107000000000000042' }));
    expect(
      loadConfig({ ...sms, SMS_DLT_TEMPLATE_IDS_FILE: good }).notify.sms?.dltTemplateIds,
    ).toEqual({ 'store_approved.hi': '1107000000000000042' });
    const refusals: [string, RegExp][] = [
      [join(dir, 'missing.json'), /must be a readable JSON file/],
      [file('broken.json', '{"store_code.en": '), /must be a readable JSON file/],
      [file('list.json', '["1107000000000000042"]'), /must hold a JSON object/],
      [
        file('typo.json', JSON.stringify({ 'store_aproved.hi': '1107000000000000042' })),
        /names "store_aproved.hi", which is no template/,
      ],
      [
        file('short.json', JSON.stringify({ 'store_approved.hi': '1107' })),
        /the id of store_approved.hi must be the DLT portal's 19 digits, got "1107"/,
      ],
    ];
    for (const [path, words] of refusals)
      expect(() => loadConfig({ ...sms, SMS_DLT_TEMPLATE_IDS_FILE: path })).toThrow(words);
    expect(() => loadConfig({ DATA_DIR: dir, SMS_DLT_TEMPLATE_IDS_FILE: good })).toThrow(
      /SMS_DLT_TEMPLATE_IDS_FILE set but SMS_AUTH_KEY is not/,
    );
  });
});
