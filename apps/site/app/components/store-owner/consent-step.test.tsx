// Notice and consent (issue 40 §4): once signed in, an owner who has not agreed to the privacy
// notice in force reads it in the page's language and agrees before any step is saved; the
// agreement (version and language) is the one call sent, then the first step opens.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTICE_PARAMS, PRIVACY_NOTICE_VERSION } from '@kirana/domain/privacy-notice';
import { messagesFor } from '../../i18n/messages';
import { RegisterStore } from './register-store';
import { storeOwnerProps } from './store-owner-props';
import { answer, fakeApi, registration, signedInEachTest, type Call } from './testing';

signedInEachTest();

describe('the privacy notice before the registration', () => {
  it.each(['te', 'hi'] as const)(
    'is shown in %s with what is kept and for how long, the rights and the Board',
    async (locale) => {
      fakeApi({
        'GET /api/store-owner/registration': () => answer(registration({ consent: null })),
      });
      const text = messagesFor(locale).storeOwner.privacyNotice;
      render(<RegisterStore {...storeOwnerProps(locale)} />);
      const title = await screen.findByRole('heading', { level: 2, name: text.title });
      await waitFor(() => expect(title).toHaveFocus());
      const notice = screen.getByRole('region', { name: text.title });
      for (const item of text.items.storeOwner)
        expect(within(notice).getByText(item.what)).toBeVisible();
      for (const days of Object.values(NOTICE_PARAMS))
        expect(notice).toHaveTextContent(String(days));
      expect(
        within(notice).getByRole('heading', { level: 3, name: text.rightsTitle }),
      ).toBeVisible();
      for (const right of Object.values(text.rights))
        expect(within(notice).getByText(right)).toBeVisible();
      for (const line of text.contact) expect(within(notice).getByText(line)).toBeVisible();
      expect(within(notice).getByText(text.board)).toBeVisible();
      expect(screen.getByRole('checkbox', { name: text.agree })).not.toBeChecked();
      // No step is open yet: nothing can be typed before agreeing.
      expect(screen.queryByLabelText(messagesFor(locale).storeOwner.shopName)).toBeNull();
    },
  );

  it('asks to tick the box first, then records the agreement in Telugu and opens the first step', async () => {
    const agreed: Call[] = [];
    const calls = fakeApi({
      'GET /api/store-owner/registration': () => answer(null),
      'POST /api/store-owner/registration': () => answer(registration({ consent: null }), 201),
      'POST /api/store-owner/registration/consent': (call) => {
        agreed.push(call);
        return answer(
          registration({
            consent: {
              noticeVersion: PRIVACY_NOTICE_VERSION,
              language: 'te',
              at: '2026-12-02T06:00:00.000Z',
            },
          }),
        );
      },
    });
    const props = storeOwnerProps('te');
    const te = messagesFor('te');
    const text = te.storeOwner.privacyNotice;
    const user = userEvent.setup();
    render(<RegisterStore {...props} />);
    await screen.findByRole('heading', { level: 2, name: text.title });

    await user.click(screen.getByRole('button', { name: text.agreeAndContinue }));
    const box = screen.getByRole('checkbox', { name: text.agree });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(props.rules?.['registration.consentRequired']);
    expect(box).toHaveFocus();
    expect(agreed).toHaveLength(0);

    await user.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: text.agreeAndContinue }));
    const shop = await screen.findByRole('heading', { level: 2, name: te.ownerSignIn.steps.shop });
    await waitFor(() => expect(shop).toHaveFocus());
    expect(agreed.map((call) => call.body)).toEqual([
      { noticeVersion: PRIVACY_NOTICE_VERSION, language: 'te' },
    ]);
    // Nothing of the registration was saved before the agreement.
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    expect(screen.getByLabelText(te.storeOwner.shopName)).toBeVisible();
  });

  it('is not asked again of an owner who agreed to the notice in force', async () => {
    fakeApi({ 'GET /api/store-owner/registration': () => answer(registration()) });
    const en = messagesFor('en');
    render(<RegisterStore {...storeOwnerProps('en')} />);
    await screen.findByRole('heading', { level: 2, name: en.ownerSignIn.steps.shop });
    expect(
      screen.queryByRole('heading', { name: en.storeOwner.privacyNotice.title }),
    ).not.toBeInTheDocument();
  });
});
