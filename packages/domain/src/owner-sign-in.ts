// A store owner's phone sign-in in two steps (a one-time code by SMS or WhatsApp) and the limits
// that keep it from being abused (`@kirana/domain/owner-sign-in`, also re-exported by
// `store-owners`). Its own module so that the site's sign-in, the first thing an owner sees,
// loads without the registration's messages.

import { defineMessage } from './catalogue.js';
import { indianMobileDigits } from './mobile.js';

// ---------------------------------------------------------------------------------------------
// Phone sign-in

/** The one-time code: 6 digits, valid 10 minutes, accepted once, dead after 5 wrong tries. */
export const OWNER_CODE_LENGTH = 6;
export const OWNER_CODE_MINUTES = 10;
export const OWNER_CODE_MAX_ATTEMPTS = 5;

/** Sends per number: at most one a minute and five an hour; per client address ten an hour. */
export const OWNER_CODE_SENDS_PER_MINUTE = 1;
export const OWNER_CODE_SENDS_PER_HOUR = 5;
export const OWNER_CODE_SENDS_PER_CLIENT_HOUR = 10;
/** Default platform-wide ceiling of code sends an hour (OWNER_CODE_HOURLY_LIMIT overrides). */
export const OWNER_CODE_PLATFORM_HOURLY = 2000;

/**
 * "Send by SMS instead" is offered this long after a code was sent (issue 38): long enough for
 * WhatsApp to deliver, short enough that an owner at the screen does not give up. Asking for it
 * counts against the hourly limits, not the one-a-minute one.
 */
export const OWNER_CODE_SMS_AFTER_SECONDS = 30;

/** An owner's session lasts 30 days (a logout ends it). */
export const OWNER_SESSION_DAYS = 30;

/** The languages an owner hears from us in. */
export const OWNER_LANGUAGES = ['en', 'te', 'hi'] as const;
export type OwnerLanguage = (typeof OWNER_LANGUAGES)[number];

export function isOwnerLanguage(value: unknown): value is OwnerLanguage {
  return typeof value === 'string' && (OWNER_LANGUAGES as readonly string[]).includes(value);
}

/**
 * An Indian mobile as E.164 (+919848022338) from what a person types: with or without +91 or 0,
 * spaces or dashes; 10 digits starting 6-9. Null for anything else.
 */
export function mobileE164(value: string): string | null {
  const digits = indianMobileDigits(value);
  return digits ? `+91${digits}` : null;
}

/** True when the number names another country's code (+1..., 00...): not an Indian mobile. */
export function isForeignNumber(value: string): boolean {
  const compact = value.replace(/[\s()-]/g, '');
  return /^(\+|00)(?!91)\d/.test(compact);
}

/** How an owner's number is shown where it must not be read in full: "+91 ••••• •2338". */
export function maskedMobile(e164: string): string {
  return `+91 ••••• •${e164.slice(-4)}`;
}

export const OWNER_MOBILE_INVALID = defineMessage(
  'storeOwners.mobileInvalid',
  'Please enter your 10-digit mobile number.',
);
export const OWNER_MOBILE_OUTSIDE_INDIA = defineMessage(
  'storeOwners.mobileOutsideIndia',
  'Only Indian mobile numbers (+91) can sign in for now.',
);
export const OWNER_CODE_INVALID = defineMessage(
  'storeOwners.codeInvalid',
  'The code is the {length} digits we sent you.',
  { length: OWNER_CODE_LENGTH },
);
export const OWNER_CODE_WRONG = defineMessage(
  'storeOwners.codeWrong',
  'That code is not right. You can try {attemptsLeft} more times.',
);
export const OWNER_CODE_DEAD = defineMessage(
  'storeOwners.codeDead',
  'This code has been tried too many times. Ask for a new code.',
);
export const OWNER_CODE_EXPIRED = defineMessage(
  'storeOwners.codeExpired',
  'This code has expired or was already used. Ask for a new code.',
);
export const OWNER_CODE_TOO_SOON = defineMessage(
  'storeOwners.codeTooSoon',
  'Please wait {seconds} seconds before asking for another code.',
);
export const OWNER_CODE_TOO_MANY = defineMessage(
  'storeOwners.codeTooMany',
  'Too many codes were asked for. Please try again in {minutes} minutes.',
);
export const OWNER_SESSION_NEEDED = defineMessage(
  'storeOwners.sessionNeeded',
  'Please sign in with your mobile number.',
);
export const OWNER_CODE_SENT = 'We sent a code to your mobile number.';
export const OWNER_SIGNED_IN = 'Signed in.';
export const OWNER_SIGNED_OUT = 'You have been signed out.';
