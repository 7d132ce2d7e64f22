// The contact form's rules (@kirana/domain/contact-form, built on zod) load on first use: a
// visitor needs them only once they use the form, and they were a fifth of the home page's
// JavaScript. The form starts loading them when it gets focus, so they are there by the time it
// is sent. Only that entry loads: no other resource's rules come with it.
import type * as RulesModule from '@kirana/domain/contact-form';

type Rules = typeof RulesModule;

let loading: Promise<Rules> | undefined;
let loaded: Rules | undefined;

export function loadRules(): Promise<Rules> {
  loading ??= import('@kirana/domain/contact-form').then((rules) => (loaded = rules));
  return loading;
}

/** The rules if they have loaded already (for checks that must answer at once). */
export function rulesIfLoaded(): Rules | undefined {
  return loaded;
}
