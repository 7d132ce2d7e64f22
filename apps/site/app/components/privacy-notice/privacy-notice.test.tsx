// The privacy notice as a reader meets it: in the page's language, the schedule's days filled
// in, headings in order, and a real tick box with its label (issue 40 §4).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  NOTICE_AUDIENCES,
  NOTICE_PARAMS,
  PRIVACY_NOTICE_VERSION,
} from '@kirana/domain/privacy-notice';
import { messagesFor } from '../../i18n/messages';
import { Agreement, PrivacyNotice } from './privacy-notice';

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('PrivacyNotice', () => {
  it('says in Telugu and Hindi what English says, with the same days', () => {
    const en = messagesFor('en').storeOwner.privacyNotice;
    for (const locale of ['te', 'hi'] as const) {
      const text = messagesFor(locale).storeOwner.privacyNotice;
      for (const audience of NOTICE_AUDIENCES)
        text.items[audience].forEach((item, index) =>
          expect(params(item.kept)).toEqual(params(en.items[audience][index]?.kept ?? '')),
        );
      expect(params(text.version)).toEqual(['version']);
    }
  });

  it.each(['te', 'hi'] as const)(
    'reads in %s with the days filled in and headings in order',
    (locale) => {
      const text = messagesFor(locale).partnerForm.privacyNotice;
      render(<PrivacyNotice text={text} audience="deliveryPartner" level={3} id="n" />);
      const notice = screen.getByRole('region', { name: text.title });
      expect(within(notice).getByRole('heading', { level: 3 })).toHaveTextContent(text.title);
      expect(
        within(notice)
          .getAllByRole('heading', { level: 4 })
          .map((h) => h.textContent),
      ).toEqual([text.collectedTitle, text.rightsTitle, text.grievanceTitle, text.boardTitle]);
      expect(notice.textContent).not.toMatch(/\{\w+\}/);
      expect(notice).toHaveTextContent(String(NOTICE_PARAMS.phoneDays));
      expect(notice).toHaveTextContent(PRIVACY_NOTICE_VERSION);
    },
  );

  it('agrees with a real tick box named by its label', async () => {
    const onChange = vi.fn();
    const text = messagesFor('hi').partnerForm.privacyNotice;
    render(
      <Agreement
        id="a"
        name="noticeVersion"
        label={text.agree}
        checked={false}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('checkbox', { name: text.agree });
    expect(box).toHaveAttribute('value', PRIVACY_NOTICE_VERSION);
    await userEvent.setup().click(screen.getByText(text.agree));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
