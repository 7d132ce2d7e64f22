// The shared rules (@kirana/domain/rules, built on zod) load on first use: a visitor needs them
// only once they use a form, and they were a fifth of the home page's JavaScript. Forms start
// loading them when they get focus, so they are there by the time the form is sent.
import type * as RulesModule from '@kirana/domain/rules';

type Rules = typeof RulesModule;

let loading: Promise<Rules> | undefined;
let loaded: Rules | undefined;

export function loadRules(): Promise<Rules> {
  loading ??= import('@kirana/domain/rules').then((rules) => (loaded = rules));
  return loading;
}

/** The rules if they have loaded already (for checks that must answer at once). */
export function rulesIfLoaded(): Rules | undefined {
  return loaded;
}
