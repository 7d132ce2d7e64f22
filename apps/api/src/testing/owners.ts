// Store owners in tests: the two steps of the phone sign-in, reading the code from the outbox
// as the SMS bridge would, and a signed-in owner's headers.
import { expectContract } from './contract.js';
import type { TestApp } from './app.js';

const ADDRESS = '203.0.113.7';

/** Step one from a client address; answers the response. */
export function initiate(t: TestApp, phone: string, language = 'en', ip = ADDRESS) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/branch/login/initiate',
    payload: { phone, language },
    remoteAddress: ip,
  });
}

/** The code the outbox holds for a request (what the SMS bridge would send). */
export async function codeOf(t: TestApp, requestId: string): Promise<string> {
  const [sent] = await t.repos.notifications.listFor('owner-sign-in', requestId);
  return String(sent?.params.code ?? '');
}

export function complete(t: TestApp, requestId: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/branch/login/complete',
    payload: { requestId, code },
  });
}

/** A signed-in owner of `phone`: their token's headers. */
export async function signedInOwner(
  t: TestApp,
  phone: string,
  language = 'en',
): Promise<{ authorization: string }> {
  const started = expectContract<{ data: { requestId: string } }>(
    'initiateOwnerSignIn',
    await initiate(t, phone, language, `198.51.100.${Math.floor(Math.random() * 250)}`),
    202,
  );
  const { requestId } = started.data;
  const done = expectContract<{ data: { accessToken: string } }>(
    'completeOwnerSignIn',
    await complete(t, requestId, await codeOf(t, requestId)),
    200,
  );
  return { authorization: `Bearer ${done.data.accessToken}` };
}
