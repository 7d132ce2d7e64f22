// The application when its checking and sending (./sending.ts, loaded on first use) cannot be
// downloaded: the network is said to have failed, nothing typed is lost, nothing is sent.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR } from '@kirana/domain/common';
import { fakeXhr } from '../../testing/fake-xhr';
import { wordsFor } from '../../i18n/rules/catalogue';
import { messagesFor } from '../../i18n/messages';
import { PartnerApplicationForm } from './partner-application-form';

vi.mock('./sending', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('PartnerApplicationForm without its sending code', () => {
  it('says the network failed and keeps what was typed', async () => {
    const requests = fakeXhr();
    const user = userEvent.setup();
    render(
      <PartnerApplicationForm
        text={messagesFor('en').partnerForm}
        rules={wordsFor('en', ['deliveryPartners', 'documents'])}
      />,
    );
    await user.type(screen.getByLabelText(/^Full name/), 'Ravi Kumar');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR.text);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Ravi Kumar');
    expect(requests).toHaveLength(0);
  });
});
