// The contact form island's English words, a module of its own so that the island's bundle takes
// only these (and the domain modules they name), not every island's (see ./en.ts).
import { CONTACT_THANK_YOU } from '@kirana/domain/contact';

export const contactForm = {
  formLabel: 'Contact us',
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  subject: 'Subject',
  subjectPlaceholder: 'Select a subject',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  thankYou: CONTACT_THANK_YOU,
  failedTitle: 'Your message was not sent.',
  failedKept: 'Your message is still in the form, so you can try again.',
  /** The subjects as shown, keyed by the value the API takes. */
  subjects: {
    'Customer Support': 'Customer Support',
    'Store Partnership': 'Store Partnership',
    Feedback: 'Feedback',
    Other: 'Other',
  },
};
