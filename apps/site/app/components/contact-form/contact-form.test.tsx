import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import {
  CONTACT_EMAIL_INVALID,
  CONTACT_EMAIL_REQUIRED,
  CONTACT_MESSAGE_REQUIRED,
  CONTACT_NAME_REQUIRED,
  CONTACT_SUBJECT_REQUIRED,
  CONTACT_THANK_YOU,
} from '@kirana/domain/contact';
import { errorResponse, firstRequest, jsonResponse } from '../../testing/render';
import { ContactForm } from './contact-form';
import { contactForm as TEXT } from '../../i18n/messages/en';
import { wordsFor } from '../../i18n/rules/catalogue';

/** The words the page gives the island (English). */
const RULES = wordsFor('en', ['contact']);

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function fillIn(user: UserEvent) {
  await user.type(field('Name'), 'Lakshmi Devi');
  await user.type(field('Email'), 'lakshmi@example.com');
  await user.type(field('Phone'), '+91 98480 12345');
  await user.selectOptions(field('Subject'), 'Store Partnership');
  await user.type(field('Message'), 'I run a kirana in Uppal and would like to join.');
}

/** The form filled in and sent, with the API answering as `answer` does: the fetch it used. */
async function fillInAndSend(answer: (request: Request) => Promise<Response>) {
  const fetch = vi.fn(answer);
  vi.stubGlobal('fetch', fetch);
  const user = userEvent.setup();
  render(<ContactForm text={TEXT} rules={RULES} />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  return fetch;
}

function expectErrorOn(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('ContactForm', () => {
  it('has the four subjects and a five-row message box', () => {
    render(<ContactForm text={TEXT} rules={RULES} />);
    const options = within(field('Subject')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Select a subject',
      'Customer Support',
      'Store Partnership',
      'Feedback',
      'Other',
    ]);
    expect(field('Message')).toHaveAttribute('rows', '5');
  });

  it('shows each rule next to its field and sends nothing while the form is invalid', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<ContactForm text={TEXT} rules={RULES} />);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    // The rules load on first use, so the messages appear a moment after the click.
    await screen.findByText(CONTACT_NAME_REQUIRED.text);
    expectErrorOn(field('Name'), CONTACT_NAME_REQUIRED.text);
    expectErrorOn(field('Email'), CONTACT_EMAIL_REQUIRED.text);
    expectErrorOn(field('Subject'), CONTACT_SUBJECT_REQUIRED.text);
    expectErrorOn(field('Message'), CONTACT_MESSAGE_REQUIRED.text);
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(field('Name')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address and clears the error once corrected', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    render(<ContactForm text={TEXT} rules={RULES} />);
    await user.type(field('Email'), 'lakshmi@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(CONTACT_EMAIL_INVALID.text);
    expectErrorOn(field('Email'), CONTACT_EMAIL_INVALID.text);

    await user.type(field('Email'), 'example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(CONTACT_EMAIL_INVALID.text)).not.toBeInTheDocument();
  });

  it('sends the message, clears every field and thanks the visitor', async () => {
    const fetch = await fillInAndSend(async () =>
      jsonResponse(
        {
          status: 'success',
          message: 'Message received.',
          data: { contactMessage: { _id: 'm1', createdAt: '2025-05-01T10:00:00.000Z' } },
        },
        201,
      ),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_THANK_YOU);
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = firstRequest(fetch);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost:3000/api/contact-messages');
    expect(await request.json()).toEqual({
      name: 'Lakshmi Devi',
      email: 'lakshmi@example.com',
      phone: '+91 98480 12345',
      subject: 'Store Partnership',
      message: 'I run a kirana in Uppal and would like to join.',
    });
    for (const name of ['Name', 'Email', 'Phone', 'Subject', 'Message']) {
      expect(field(name)).toHaveValue('');
    }
  });

  it('keeps everything typed and says so when the API cannot be reached', async () => {
    await fillInAndSend(async () => {
      throw new TypeError('Failed to fetch');
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent.');
    expect(alert).toHaveTextContent('A network error occurred. Please try again.');
    expect(screen.queryByText(CONTACT_THANK_YOU)).not.toBeInTheDocument();
    expect(field('Name')).toHaveValue('Lakshmi Devi');
    expect(field('Email')).toHaveValue('lakshmi@example.com');
    expect(field('Phone')).toHaveValue('+91 98480 12345');
    expect(field('Subject')).toHaveValue('Store Partnership');
    expect(field('Message')).toHaveValue('I run a kirana in Uppal and would like to join.');
  });

  it('shows a refusal about a field next to that field, in the words of its rule', async () => {
    await fillInAndSend(async () =>
      errorResponse(400, {
        message: 'email: (the server wording)',
        code: 'VALIDATION_ERROR',
        field: 'email',
        rule: CONTACT_EMAIL_INVALID.rule,
      }),
    );
    expect(await screen.findByText(CONTACT_EMAIL_INVALID.text)).toBeInTheDocument();
    expectErrorOn(field('Email'), CONTACT_EMAIL_INVALID.text);
    expect(field('Email')).toHaveFocus();
    expect(screen.queryByText(/server wording/)).not.toBeInTheDocument();
  });

  it("shows the refusal's words, chosen by its rule, when the API refuses the message", async () => {
    await fillInAndSend(async () =>
      errorResponse(429, {
        message: 'Too many messages. Please try again later.',
        code: 'RATE_LIMITED',
        rule: API_RATE_LIMITED.rule,
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(API_RATE_LIMITED.text);
    expect(field('Message')).toHaveValue('I run a kirana in Uppal and would like to join.');
  });
});
