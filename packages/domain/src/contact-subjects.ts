// The contact form's subjects (`@kirana/domain/contact-subjects`, also re-exported by
// `contact`): its own module so that the site's form, which shows them at once, loads without the
// form's messages, which only its rules (loaded on first use) need.

/** Subjects of the contact form, in the order of its dropdown. */
export const CONTACT_SUBJECTS = [
  'Customer Support',
  'Store Partnership',
  'Feedback',
  'Other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
