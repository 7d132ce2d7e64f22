// Indian mobile numbers: what counts as one, and how it is written (`@kirana/domain/mobile`,
// also re-exported by `stores`). Its own module so that the site's phone sign-in loads without
// the stores' verification rules and labels.

import { defineMessage } from './catalogue.js';

/** An Indian mobile number: 10 digits starting 6-9, with an optional +91 or 0 before it. */
export function indianMobileDigits(value: string): string | null {
  const digits = value.replace(/[\s()-]/g, '').replace(/^(\+91|0)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}
export const MOBILE_INVALID = defineMessage(
  'common.mobileInvalid',
  'Please enter a 10-digit Indian mobile number.',
);

/** A mobile's 10 digits as people write them: "+91 98480 22338". */
export function formatIndianMobile(digits: string): string {
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
