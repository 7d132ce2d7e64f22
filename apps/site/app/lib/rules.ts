// The contact form's rules (@kirana/domain/contact-form, built on zod) load on first use: a
// visitor needs them only once they use the form, and they were a fifth of the home page's
// JavaScript. The form starts loading them when it gets focus, so they are there by the time it
// is sent. Only that entry loads: no other resource's rules come with it.
import { onUse } from './load-on-use';

export const contactRules = onUse(() => import('@kirana/domain/contact-form'));
