// The site's contact form as a visitor fills it, and the thank-you it answers with.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface ContactMessage {
  name: string;
  email: string;
  /** One of the form's subjects, as the select shows it. */
  subject: string;
  message: string;
}

/** Fills the contact form of the page (at /contact), sends it and waits for the thank-you. */
export async function sendContactMessage(page: Page, message: ContactMessage): Promise<void> {
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill(message.name);
  await form.getByLabel('Email').fill(message.email);
  await form.getByLabel('Subject').selectOption(message.subject);
  await form.getByLabel('Message').fill(message.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect
    .poll(() =>
      page.getByText('Thank you for your message. We will get back to you soon!').isVisible(),
    )
    .toBe(true);
}
