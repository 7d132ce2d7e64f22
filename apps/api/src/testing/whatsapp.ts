// WhatsApp settings of a test app whose webhook is exercised (the reliability suites), and the
// signature Meta puts on a callback's body.
import { createHmac } from 'node:crypto';

export const WHATSAPP_TEST_SECRET = 'meta-app-secret-for-tests-0123456789';

export const WHATSAPP_TEST_ENV: Record<string, string> = {
  WHATSAPP_ACCESS_TOKEN: 'EAAJ-test-access-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: WHATSAPP_TEST_SECRET,
  WHATSAPP_VERIFY_TOKEN: 'verify-token-for-tests-0123456789',
  // Nothing is sent in these suites (their worker is off): a closed local port.
  WHATSAPP_API_URL: 'http://127.0.0.1:9',
};

/** `X-Hub-Signature-256` of a body, as Meta signs it with the app secret. */
export function whatsAppSignature(body: string | Buffer): string {
  return `sha256=${createHmac('sha256', WHATSAPP_TEST_SECRET).update(body).digest('hex')}`;
}
