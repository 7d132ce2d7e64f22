// The public contact form's subjects and messages, and the phone check. No zod here: the site
// shows these at once; the form's schema is in contact-form.ts and loads when the form is used.

import { defineMessage } from './catalogue.js';
import { EMAIL_INVALID, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from './common.js';
import { CONTACT_SUBJECTS } from './contact-subjects.js';

export { CONTACT_SUBJECTS, type ContactSubject } from './contact-subjects.js';

export const CONTACT_THANK_YOU = 'Thank you for your message. We will get back to you soon!';

// Contact form field errors, shown next to each field.
export const CONTACT_NAME_REQUIRED = defineMessage(
  'contact.nameRequired',
  'Please tell us your name.',
);
export const CONTACT_NAME_TOO_LONG = defineMessage(
  'contact.nameTooLong',
  'Please keep your name to {max} characters or fewer.',
  { max: MAX_NAME_LENGTH },
);
export const CONTACT_EMAIL_REQUIRED = defineMessage(
  'contact.emailRequired',
  'Please enter your email address so we can reply.',
);
export const CONTACT_EMAIL_INVALID = EMAIL_INVALID;
export const CONTACT_PHONE_INVALID = defineMessage(
  'contact.phoneInvalid',
  'Please enter a valid phone number (digits, spaces, + or -), or leave it empty.',
);
export const CONTACT_SUBJECT_REQUIRED = defineMessage(
  'contact.subjectRequired',
  'Please choose a subject: {subjects}.',
  { subjects: CONTACT_SUBJECTS.join(', ') },
);
export const CONTACT_MESSAGE_REQUIRED = defineMessage(
  'contact.messageRequired',
  'Please write your message.',
);
export const CONTACT_MESSAGE_TOO_LONG = defineMessage(
  'contact.messageTooLong',
  'Please keep your message to {max} characters or fewer.',
  { max: MAX_MESSAGE_LENGTH },
);

/** True for an optional phone number: digits with spaces, dashes, brackets and a leading +. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export interface ContactFormValues {
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
}
