// The form's checking and sending (./sending.ts) load on first use: the form starts loading them
// when it gets focus, so they are there by the time it is sent.
import { onUse } from '../../lib/load-on-use';

export const sendingPart = onUse(() => import('./sending'));
