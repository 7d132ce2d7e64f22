// Settings of the config tests: an environment without the webhook bridge, as production has
// it when phones are reached by WhatsApp or SMS alone.

type Bridge = 'NOTIFY_CHANNEL' | 'NOTIFY_WEBHOOK_URL' | 'NOTIFY_WEBHOOK_SECRET';

/** `env` without the webhook bridge's three settings. */
export function withoutBridge<Env extends Record<Bridge, string>>(env: Env): Omit<Env, Bridge> {
  const { NOTIFY_CHANNEL: _c, NOTIFY_WEBHOOK_URL: _u, NOTIFY_WEBHOOK_SECRET: _s, ...rest } = env;
  return rest;
}
