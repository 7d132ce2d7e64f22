// The phone sign-in: the number checked before anything is sent, the code sent in the page's
// language, "Send code again" waiting as long as the API asks, refusals worded by rule next to
// their field, and the session kept for the tab.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { wordsFor } from '../../i18n/rules/catalogue';
import { readOwnerSession } from '../../lib/owner-session';
import { jsonResponse } from '../../testing/render';
import { OwnerSignIn } from './owner-sign-in';
import { fakeApi, refusal } from './testing';

const EN = messagesFor('en').ownerSignIn;
const TE = messagesFor('te').ownerSignIn;
const RULES = { en: wordsFor('en', ['storeOwners']), te: wordsFor('te', ['storeOwners']) };
const REQUEST = '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

const sent = () =>
  jsonResponse(
    {
      status: 'success',
      message: 'We sent a code to your mobile number.',
      data: { requestId: REQUEST, expiresAt: '2099-01-01T00:10:00.000Z' },
    },
    202,
  );

function expectErrorOn(control: HTMLElement, words: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(words));
}

const WORDS = { en: EN, te: TE };

/** The sign-in in a language with a number typed and its code asked for: the user who did it. */
async function askForCode(locale: 'en' | 'te', phone: string, onSignedIn = vi.fn()) {
  // With the clock faked, the user's pauses move it on.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {});
  const words = WORDS[locale];
  render(
    <OwnerSignIn locale={locale} text={words} rules={RULES[locale]} onSignedIn={onSignedIn} />,
  );
  await user.type(screen.getByLabelText(words.phone), phone);
  await user.click(screen.getByRole('button', { name: words.sendCode }));
  return user;
}

/** The button waits, saying how long, and can be pressed once that time has passed. */
async function expectWait(button: HTMLElement, said: string, ms: number) {
  expect(button).toBeDisabled();
  expect(screen.getByText(said)).toBeVisible();
  await act(() => vi.advanceTimersByTimeAsync(ms));
  expect(button).toBeEnabled();
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('OwnerSignIn', () => {
  it('refuses a number that is not an Indian mobile, in Telugu, without sending anything', async () => {
    const calls = fakeApi({});
    const user = userEvent.setup();
    render(<OwnerSignIn locale="te" text={TE} rules={RULES.te} onSignedIn={vi.fn()} />);
    const phone = screen.getByLabelText(TE.phone);
    await user.type(phone, '+1 415 555 0100');
    await user.click(screen.getByRole('button', { name: TE.sendCode }));
    expectErrorOn(phone, 'ప్రస్తుతానికి భారతీయ మొబైల్ నంబర్లు (+91) మాత్రమే సైన్ ఇన్ చేయగలవు.');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: TE.sendCode }));
    expectErrorOn(phone, 'దయచేసి మీ 10 అంకెల మొబైల్ నంబర్ ఇవ్వండి.');
    expect(calls).toEqual([]);
  });

  it('sends the code in the page language and waits a minute before another', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeApi({ 'POST /api/auth/branch/login/initiate': sent });
    await askForCode('te', '098480 22338');
    expect(
      await screen.findByText('+91 98480 22338కు కోడ్ పంపాం. ఇది 10 నిమిషాలు పనిచేస్తుంది.'),
    ).toBeVisible();
    expect(calls[0]?.body).toEqual({ phone: '098480 22338', language: 'te' });
    expect(screen.getByLabelText(TE.code)).toHaveFocus();
    await expectWait(
      screen.getByRole('button', { name: TE.resend }),
      '60 సెకన్ల తర్వాత కొత్త కోడ్ అడగవచ్చు.',
      60_000,
    );
  });

  it('offers "Send by SMS instead" 30 seconds after the code, and says the new code went by SMS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = fakeApi({ 'POST /api/auth/branch/login/initiate': sent });
    const user = await askForCode('te', '98480 22338');
    await screen.findByText('+91 98480 22338కు కోడ్ పంపాం. ఇది 10 నిమిషాలు పనిచేస్తుంది.');
    expect(screen.queryByRole('button', { name: 'బదులుగా SMSలో పంపండి' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await user.click(screen.getByRole('button', { name: 'బదులుగా SMSలో పంపండి' }));
    expect(
      await screen.findByText('+91 98480 22338కు SMSలో కొత్త కోడ్ పంపాం. ఇది 10 నిమిషాలు పనిచేస్తుంది.'),
    ).toBeVisible();
    expect(calls[1]?.body).toEqual({ phone: '98480 22338', language: 'te', bySms: true });
    // Asked once: the button is gone.
    expect(screen.queryByRole('button', { name: 'బదులుగా SMSలో పంపండి' })).toBeNull();
  });

  it("waits as long as a 429's Retry-After says, with the API's words", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({
      'POST /api/auth/branch/login/initiate': () =>
        new Response(
          JSON.stringify({
            status: 'error',
            message: 'Too many codes were asked for. Please try again in 12 minutes.',
            code: 'RATE_LIMITED',
            rule: 'storeOwners.codeTooMany',
            params: { minutes: 12 },
          }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '700' } },
        ),
    });
    await askForCode('en', '9848022338');
    await waitFor(() =>
      expectErrorOn(
        screen.getByLabelText(EN.phone),
        'Too many codes were asked for. Please try again in 12 minutes.',
      ),
    );
    await expectWait(
      screen.getByRole('button', { name: EN.sendCode }),
      'You can ask for a new code in 700 seconds.',
      700_000,
    );
  });

  it('says a wrong code next to the code, in Telugu, then signs in and keeps the session for the tab', async () => {
    let tries = 0;
    fakeApi({
      'POST /api/auth/branch/login/initiate': sent,
      'POST /api/auth/branch/login/complete': () =>
        (tries += 1) === 1
          ? refusal(400, {
              code: 'VALIDATION_ERROR',
              field: 'code',
              rule: 'storeOwners.codeWrong',
              params: { attemptsLeft: 4 },
            })
          : jsonResponse({
              status: 'success',
              message: 'Signed in.',
              data: {
                owner: { _id: 'o1', phone: '+91 ••••• •2338', language: 'te' },
                accessToken: 'owner-token',
                expiresAt: '2099-01-01T00:00:00.000Z',
              },
            }),
    });
    const onSignedIn = vi.fn();
    const user = await askForCode('te', '9848022338', onSignedIn);
    const code = await screen.findByLabelText(TE.code);
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: TE.signIn }));
    expectErrorOn(code, 'కోడ్ అంటే మేం పంపిన 6 అంకెలు.');
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: TE.signIn }));
    await waitFor(() => expectErrorOn(code, 'ఆ కోడ్ సరైనది కాదు. మీరు ఇంకా 4 సార్లు ప్రయత్నించవచ్చు.'));
    expect(onSignedIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: TE.signIn }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(readOwnerSession()).toEqual({
      token: 'owner-token',
      expiresAt: '2099-01-01T00:00:00.000Z',
      phone: '+91 ••••• •2338',
    });
    expect(localStorage.length).toBe(0);
  });
});
