// A store owner's registration rules (@kirana/domain/store-owner-rules, built on zod) load on
// first use, as the other forms' do (./rules.ts): the store pages show their sign-in and steps
// without zod, and the rules are there by the time a step is saved.
import { onUse } from './load-on-use';

export const ownerRules = onUse(() => import('@kirana/domain/store-owner-rules'));
