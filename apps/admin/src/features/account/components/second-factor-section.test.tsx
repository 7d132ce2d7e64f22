import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_WRONG, TOTP_CODE_INVALID } from '@kirana/domain/two-step';
import { AppProvider } from '../../../app/provider';
import { createQueryClient } from '../../../lib/query-client';
import { refusal } from '../../../testing/fake-api';
import { mockApi, signIn } from '../../../testing/render';
import { SecondFactorSection } from './second-factor-section';

function renderSection() {
  signIn();
  const user = userEvent.setup();
  render(
    <AppProvider client={createQueryClient({ retry: false })}>
      <SecondFactorSection />
    </AppProvider>,
  );
  return { user, section: screen.getByRole('region', { name: 'Two-step sign-in' }) };
}

const totp = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Kirana%20Admin%3Aowner%40kirana.in?secret=JBSWY3DPEHPK3PXP',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  issuer: 'Kirana Admin',
  account: 'owner@kirana.in',
};

describe('SecondFactorSection', () => {
  it('replaces the app: password and code, the new key, a code of it, then new recovery codes', async () => {
    const api = mockApi();
    api.post('/api/admin/account/second-factor/reset', () => ({
      status: 'success',
      message: 'Scan the new code, then confirm it.',
      data: { challengeToken: 'reset-1', expiresAt: new Date().toISOString(), totp },
    }));
    const codes = Array.from({ length: 10 }, (_, i) => `newcd${i}-2345${i}`);
    api.post('/api/admin/account/second-factor/confirm', () => ({
      status: 'success',
      message: 'Your authenticator app has been replaced.',
      data: { recoveryCodes: codes },
    }));
    const { user, section } = renderSection();
    await user.click(within(section).getByRole('button', { name: 'Replace authenticator app' }));
    await user.type(within(section).getByLabelText(/^Password/), 'correct horse');
    await user.type(within(section).getByLabelText(/^Code from your current app/), '123456');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));

    expect(await within(section).findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(api.calls('post', '/api/admin/account/second-factor/reset')[0]?.body).toEqual({
      password: 'correct horse',
      code: '123456',
    });
    await user.type(within(section).getByLabelText(/^Code from your new app/), '654321');
    await user.click(within(section).getByRole('button', { name: 'Replace app' }));

    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.calls('post', '/api/admin/account/second-factor/confirm')[0]?.body).toEqual({
      challengeToken: 'reset-1',
      code: '654321',
    });
    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('checks the code first, and shows a wrong password at its field', async () => {
    const api = mockApi();
    api.post('/api/admin/account/second-factor/reset', () =>
      refusal(400, {
        message: `password: ${PASSWORD_WRONG.text}`,
        code: 'INVALID_CREDENTIALS',
        field: 'password',
        rule: PASSWORD_WRONG.rule,
      }),
    );
    const { user, section } = renderSection();
    await user.click(within(section).getByRole('button', { name: 'Replace authenticator app' }));
    await user.type(within(section).getByLabelText(/^Password/), 'wrong');
    const code = within(section).getByLabelText(/^Code from your current app/);
    await user.type(code, '12345');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(code).toHaveAccessibleDescription(TOTP_CODE_INVALID.text);
    expect(api.calls('post', '/api/admin/account/second-factor/reset')).toHaveLength(0);

    await user.type(code, '6');
    await user.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(PASSWORD_WRONG.text)).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
