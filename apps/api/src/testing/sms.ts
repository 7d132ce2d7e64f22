// SMS (MSG91) settings of a test app whose delivery reports webhook is exercised (the
// reliability suites), and its callback path with the token.

export const SMS_TEST_TOKEN = 'sms-reports-token-for-tests-0123456789';

export const SMS_TEST_ENV: Record<string, string> = {
  SMS_AUTH_KEY: '412345AbCdEfGh0123456789',
  SMS_SENDER_ID: 'KIRANA',
  SMS_DLT_ENTITY_ID: '1201160000000000001',
  SMS_WEBHOOK_TOKEN: SMS_TEST_TOKEN,
  // Nothing is sent in these suites (their worker is off): a closed local port.
  SMS_API_URL: 'http://127.0.0.1:9',
};

export const SMS_TEST_WEBHOOK = `/api/webhooks/sms/${SMS_TEST_TOKEN}`;
