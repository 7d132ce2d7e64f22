// What the owner's islands make of a failed call: the problem to word (by its rule), the field
// it is about, and whether the owner's session has ended (a 401: back to signing in).
import { ApiError } from '@kirana/api-client/errors';
import { clearOwnerSession } from '../../lib/owner-session';
import { problemOf, type Problem } from '../../i18n/rules/words';

export interface Refusal {
  problem: Problem;
  /** The field the API named (`shopName`, `latitude`, `shop_photo`...), or null. */
  field: string | null;
  /** The session is over: the island goes back to the sign-in. */
  signedOut: boolean;
  /** Seconds to wait before asking again (a 429), or null. */
  retryAfter: number | null;
}

export function refusalOf(error: unknown): Refusal {
  const api = error instanceof ApiError ? error : null;
  const signedOut = api?.code === 'UNAUTHORIZED';
  if (signedOut) clearOwnerSession();
  return {
    problem: problemOf(error),
    field: api?.field ?? null,
    signedOut,
    retryAfter: api?.retryAfter ?? null,
  };
}
