import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, CONTACT_MESSAGE_TOO_LONG, type ContactFormValues } from './contact.js';
import * as messages from './contact.js';
import { validateContactForm } from './contact-form.js';
import { describeWordForWord } from './testing/word-for-word.js';

describe('contact form', () => {
  const valid: ContactFormValues = {
    name: ' Asha ',
    email: ' asha@example.com ',
    phone: '',
    subject: 'Store Partnership',
    message: ' I run a kirana store in Ameerpet. ',
  };

  it('accepts the required fields with no phone', () => {
    expect(validateContactForm(valid)).toEqual({
      ok: true,
      value: {
        name: 'Asha',
        email: 'asha@example.com',
        subject: 'Store Partnership',
        message: 'I run a kirana store in Ameerpet.',
      },
    });
    const { phone: _phone, ...withoutPhone } = valid;
    expect(validateContactForm(withoutPhone).ok).toBe(true);
  });

  it('keeps a phone number when one is given', () => {
    const result = validateContactForm({ ...valid, phone: ' +91 98765-43210 ' });
    expect(result.ok && result.value.phone).toEqual('+91 98765-43210');
  });

  it('gives a message next to every field that is wrong', () => {
    expect(
      validateContactForm({ name: ' ', email: '', phone: 'call me', subject: '', message: '' }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Please tell us your name.',
        email: 'Please enter your email address so we can reply.',
        phone: 'Please enter a valid phone number (digits, spaces, + or -), or leave it empty.',
        subject: 'Please choose a subject: Customer Support, Store Partnership, Feedback, Other.',
        message: 'Please write your message.',
      },
      message: 'Please tell us your name.',
    });
  });

  it('checks the email format and the subject list', () => {
    const result = validateContactForm({ ...valid, email: 'asha@', subject: 'Complaint' });
    expect(!result.ok && result.errors).toEqual({
      email: 'Please enter a valid email address, like name@example.com.',
      subject: 'Please choose a subject: Customer Support, Store Partnership, Feedback, Other.',
    });
    for (const subject of ['Customer Support', 'Store Partnership', 'Feedback', 'Other']) {
      expect(validateContactForm({ ...valid, subject }).ok).toBe(true);
    }
  });

  it('bounds the message at 2000 characters', () => {
    expect(validateContactForm({ ...valid, message: 'm'.repeat(2000) }).ok).toBe(true);
    const long = validateContactForm({ ...valid, message: 'm'.repeat(2001) });
    expect(!long.ok && long.errors.message).toEqual(
      'Please keep your message to 2,000 characters or fewer.',
    );
  });
});

describe('messages built from constants', () => {
  it('reads as the specification and the bounds say', () => {
    expect(CONTACT_MESSAGE_TOO_LONG.text).toEqual(
      'Please keep your message to 2,000 characters or fewer.',
    );
  });
});

describeWordForWord(messages, [
  ['CONTACT_THANK_YOU', 'Thank you for your message. We will get back to you soon!'],
]);

describe('constants', () => {
  it('lists the contact subjects in order', () => {
    expect(CONTACT_SUBJECTS).toEqual([
      'Customer Support',
      'Store Partnership',
      'Feedback',
      'Other',
    ]);
  });
});
