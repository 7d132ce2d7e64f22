// The delivery-partner form's rules (@kirana/domain/delivery-partner-rules, built on zod) load on first
// use, as the contact form's do (./rules.ts): zod was a quarter of the /deliver-with-us island.
// The form starts loading them when it gets focus, so they are there by the time it is sent.
import type * as PartnerRulesModule from '@kirana/domain/delivery-partner-rules';

type PartnerRules = typeof PartnerRulesModule;

let loading: Promise<PartnerRules> | undefined;
let loaded: PartnerRules | undefined;

export function loadPartnerRules(): Promise<PartnerRules> {
  loading ??= import('@kirana/domain/delivery-partner-rules').then((rules) => (loaded = rules));
  return loading;
}

/** The rules if they have loaded already (for checks that must answer at once). */
export function partnerRulesIfLoaded(): PartnerRules | undefined {
  return loaded;
}
