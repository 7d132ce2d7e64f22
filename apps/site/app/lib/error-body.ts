// The reading of a refusal (the contract's lists of every error code and rule,
// @kirana/api-client/error-body), loaded when a call fails, for the API client (./api.ts) and
// the uploads (./upload.ts).
import { onUse } from './load-on-use';

export const errorBody = onUse(() => import('@kirana/api-client/error-body'));
