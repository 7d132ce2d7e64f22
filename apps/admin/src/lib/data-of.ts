// One way to read a call's answer: every success answer of the contract is an envelope
// (`{ status, data }`), and the screens want what it carries. Raises as `unwrap` does. Its own
// module, apart from ./api-client.ts, so the dashboard's first load does not carry it.
import { unwrap, type CallResult } from '@kirana/api-client/errors';

/** What the call's answer carries: `await dataOf(api.GET('/api/admin/invites', { signal }))`. */
export async function dataOf<R extends CallResult & { data?: { data: unknown } }>(
  call: Promise<R>,
): Promise<NonNullable<R['data']>['data']> {
  return (await unwrap(call)).data;
}
