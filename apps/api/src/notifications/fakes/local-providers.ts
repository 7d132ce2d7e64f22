// Both providers' fakes, started beside a running API (the browser tests' stack and the local
// demo, `scripts/start.mjs`), and the API's settings that point it at them: WHATSAPP_*, SMS_* and
// the fake's DLT template ids in a file (SMS_DLT_TEMPLATE_IDS_FILE). Each fake reports every
// message it accepts to the API's receipts webhook on its own (sent, then delivered).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeDltRegistry, startSmsFake, type SmsFake } from './sms-fake.js';
import { startWhatsAppFake, type WhatsAppFake } from './whatsapp-fake.js';

const WHATSAPP = {
  accessToken: 'local-whatsapp-access-token',
  phoneNumberId: '100000000000001',
  appSecret: 'local-whatsapp-app-secret-0123456789',
  verifyToken: 'local-whatsapp-verify-token',
};
const SMS = {
  authKey: 'local-msg91-auth-key',
  senderId: 'KIRANA',
  entityId: '1201160000000000001',
  webhookToken: 'local-sms-reports-token-0123456789abcdef',
};

export interface LocalProviders {
  /** Null when not asked for. */
  whatsApp: WhatsAppFake | null;
  sms: SmsFake | null;
  /** The API's settings for the fakes started. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalProviders(options: {
  /** The API's origin, for the receipts webhooks. */
  apiOrigin: string;
  /** Where the DLT template ids' file is written. */
  dataDir: string;
  whatsApp?: boolean;
  sms?: boolean;
  /** Ports to listen on; 0 or unset: free ones. */
  whatsAppPort?: number;
  smsPort?: number;
}): Promise<LocalProviders> {
  const whatsApp =
    options.whatsApp === false
      ? null
      : await startWhatsAppFake({
          accessToken: WHATSAPP.accessToken,
          phoneNumberId: WHATSAPP.phoneNumberId,
          appSecret: WHATSAPP.appSecret,
          webhookUrl: `${options.apiOrigin}/api/webhooks/whatsapp`,
          autoReceipts: true,
          port: options.whatsAppPort ?? 0,
        });
  const dlt = fakeDltRegistry();
  const sms =
    options.sms === false
      ? null
      : await startSmsFake({
          authKey: SMS.authKey,
          senders: [SMS.senderId],
          templates: dlt.templates,
          webhookUrl: `${options.apiOrigin}/api/webhooks/sms/${SMS.webhookToken}`,
          autoReports: true,
          port: options.smsPort ?? 0,
        });
  const env: Record<string, string> = {};
  if (whatsApp)
    Object.assign(env, {
      WHATSAPP_API_URL: whatsApp.url,
      WHATSAPP_ACCESS_TOKEN: WHATSAPP.accessToken,
      WHATSAPP_PHONE_NUMBER_ID: WHATSAPP.phoneNumberId,
      WHATSAPP_APP_SECRET: WHATSAPP.appSecret,
      WHATSAPP_VERIFY_TOKEN: WHATSAPP.verifyToken,
    });
  if (sms) {
    // The fake's DLT ids, as an operator enters the portal's.
    mkdirSync(options.dataDir, { recursive: true });
    const idsFile = join(options.dataDir, 'local-dlt-template-ids.json');
    writeFileSync(idsFile, JSON.stringify(dlt.ids, null, 2));
    Object.assign(env, {
      SMS_API_URL: sms.url,
      SMS_AUTH_KEY: SMS.authKey,
      SMS_SENDER_ID: SMS.senderId,
      SMS_DLT_ENTITY_ID: SMS.entityId,
      SMS_WEBHOOK_TOKEN: SMS.webhookToken,
      SMS_DLT_TEMPLATE_IDS_FILE: idsFile,
    });
  }
  return {
    whatsApp,
    sms,
    env,
    close: async () => {
      await Promise.all([whatsApp?.close(), sms?.close()]);
    },
  };
}
