// A store owner's registration rules (@kirana/domain/store-owner-rules, built on zod) load on
// first use, as the other forms' do (./rules.ts): the store pages show their sign-in and steps
// without zod, and the rules are there by the time a step is saved.
import type * as OwnerRulesModule from '@kirana/domain/store-owner-rules';

type OwnerRules = typeof OwnerRulesModule;

let loading: Promise<OwnerRules> | undefined;

export function loadOwnerRules(): Promise<OwnerRules> {
  loading ??= import('@kirana/domain/store-owner-rules');
  return loading;
}
