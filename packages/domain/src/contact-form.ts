// The contact form's rules (zod): the API validates the body with them and the site loads them
// lazily when a visitor first uses the form.

// First, so zod never compiles code (the apps' CSP forbids it): see ./jitless.ts.
import './jitless.js';
import {
  CONTACT_EMAIL_REQUIRED,
  CONTACT_MESSAGE_REQUIRED,
  CONTACT_MESSAGE_TOO_LONG,
  CONTACT_NAME_REQUIRED,
  CONTACT_NAME_TOO_LONG,
  CONTACT_PHONE_INVALID,
  CONTACT_SUBJECTS,
  CONTACT_SUBJECT_REQUIRED,
  type ContactFormValues,
  isPhoneNumber,
} from './contact.js';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from './common.js';
import { type ValidationResult, emailSchema, requiredText, toResult } from './validation.js';
import { z } from 'zod';

export const contactFormSchema = z.object({
  name: requiredText(CONTACT_NAME_REQUIRED, MAX_NAME_LENGTH, CONTACT_NAME_TOO_LONG),
  email: emailSchema(CONTACT_EMAIL_REQUIRED),
  phone: z
    .string(CONTACT_PHONE_INVALID.rule)
    .trim()
    .max(MAX_PHONE_LENGTH, CONTACT_PHONE_INVALID.rule)
    .refine((phone) => phone === '' || isPhoneNumber(phone), CONTACT_PHONE_INVALID.rule)
    .optional()
    .transform((phone) => (phone ? phone : undefined)),
  subject: z.enum(CONTACT_SUBJECTS, CONTACT_SUBJECT_REQUIRED.rule),
  message: requiredText(CONTACT_MESSAGE_REQUIRED, MAX_MESSAGE_LENGTH, CONTACT_MESSAGE_TOO_LONG),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export function validateContactForm(
  values: ContactFormValues,
): ValidationResult<ContactForm, keyof ContactFormValues> {
  return toResult(contactFormSchema.safeParse(values));
}
