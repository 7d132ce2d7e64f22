// A channel's POST to its provider (MSG91, WhatsApp's Cloud API, an operator's webhook): the
// provider's answer, or, when none came in time or the network failed, a failure worth another
// try. Each channel reads the answer its own way.
import type { SendResult } from './channels.js';

export type Unanswered = Extract<SendResult, { ok: false }>;

export async function postToProvider(
  url: string,
  request: { headers: Record<string, string>; body: string },
  timeoutMs: number,
  /** Named in the failure ("no answer from MSG91 in 10000 ms"). */
  provider?: string,
): Promise<Response | Unanswered> {
  try {
    return await fetch(url, { method: 'POST', ...request, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const from = provider ? ` from ${provider}` : '';
    const message =
      (error as Error).name === 'TimeoutError'
        ? `no answer${from} in ${timeoutMs} ms`
        : (error as Error).message;
    return { ok: false, retry: true, error: message };
  }
}
