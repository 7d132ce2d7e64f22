import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SECOND_STEP_TOO_MANY, TOTP_CODE_INVALID, TOTP_CODE_WRONG } from '@kirana/domain/two-step';
import { STORAGE_KEYS } from '../../config/storage';
import { fail } from '../../testing/fake-api';
import { currentUrl, mockApi, renderApp } from '../../testing/render';
import { answerCodeStep, answerLogin, logIn, serverSession } from '../../testing/sign-in';
import { CODE_LABEL, VERIFY } from './messages';
import { RECOVERY_CODE_LABEL, RECOVERY_SAVED, USE_RECOVERY_CODE } from '../../lib/messages';

describe('the second step of a sign-in', () => {
  it('asks for the code after a right password, with no session until it is right', async () => {
    const api = mockApi();
    answerCodeStep(api);
    const { user, router } = renderApp('/admin/login', { signedIn: false });
    await logIn(user);

    await waitFor(() => expect(currentUrl(router)).toBe('/admin/login/code'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    const input = await screen.findByLabelText(new RegExp(`^${CODE_LABEL}`));
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(input, '123 456');
    await user.click(screen.getByRole('button', { name: VERIFY }));

    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
    expect(api.calls('post', '/api/auth/admin/second-step')[0]?.body).toEqual({
      challengeToken: 'challenge-1',
      code: '123456',
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('server-token');
  });

  it('checks the code has six digits before sending it, and shows a wrong code at the field', async () => {
    const api = mockApi();
    answerLogin(api, 'code');
    api.post('/api/auth/admin/second-step', () => fail(401, TOTP_CODE_WRONG, 'INVALID_CODE'));
    const { user } = renderApp('/admin/login', { signedIn: false });
    await logIn(user);
    const input = await screen.findByLabelText(new RegExp(`^${CODE_LABEL}`));
    await user.type(input, '1234567');
    await user.click(screen.getByRole('button', { name: VERIFY }));
    expect(await screen.findByText(TOTP_CODE_INVALID.text)).toBeInTheDocument();
    expect(api.calls('post', '/api/auth/admin/second-step')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '654321');
    await user.click(screen.getByRole('button', { name: VERIFY }));
    expect(await screen.findByText(TOTP_CODE_WRONG.text)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a recovery code instead', async () => {
    const api = mockApi();
    answerCodeStep(api);
    const { user, router } = renderApp('/admin/login', { signedIn: false });
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: USE_RECOVERY_CODE }));
    await user.type(screen.getByLabelText(new RegExp(`^${RECOVERY_CODE_LABEL}`)), 'abcde-23456');
    await user.click(screen.getByRole('button', { name: VERIFY }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
    expect(api.calls('post', '/api/auth/admin/second-step')[0]?.body).toEqual({
      challengeToken: 'challenge-1',
      recoveryCode: 'abcde-23456',
    });
  });

  it('sends the admin back to the login when the challenge has ended', async () => {
    const api = mockApi();
    answerLogin(api, 'code');
    api.post('/api/auth/admin/second-step', () =>
      fail(401, SECOND_STEP_TOO_MANY, 'SECOND_STEP_ENDED'),
    );
    const { user, router } = renderApp('/admin/login', { signedIn: false });
    await logIn(user);
    await user.type(await screen.findByLabelText(new RegExp(`^${CODE_LABEL}`)), '111111');
    await user.click(screen.getByRole('button', { name: VERIFY }));
    expect(await screen.findByText(SECOND_STEP_TOO_MANY.text)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/login'));
  });

  it('opened without a login, shows the login', async () => {
    mockApi();
    const { router } = renderApp('/admin/login/code', { signedIn: false });
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });
});

describe('enrolment at sign-in', () => {
  it('shows the QR code and the key, confirms a first code, then the recovery codes once', async () => {
    const api = mockApi();
    answerLogin(api, 'enrol');
    api.post('/api/auth/admin/enrolment/secret', () => ({
      status: 'success',
      data: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Kirana%20Admin%3Aadmin%40kirana.local?secret=JBSWY3DPEHPK3PXP',
        qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        issuer: 'Kirana Admin',
        account: 'admin@kirana.local',
      },
    }));
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-2345${i}`);
    api.post('/api/auth/admin/enrolment/confirm', () => ({
      status: 'success',
      message: 'Login successful.',
      data: { ...serverSession(), recoveryCodes: codes },
    }));
    const { user, router } = renderApp('/admin/login', { signedIn: false });
    await logIn(user);

    await waitFor(() => expect(currentUrl(router)).toBe('/admin/login/enrol'));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByText('admin@kirana.local')).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${CODE_LABEL}`)), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(api.calls('post', '/api/auth/admin/enrolment/confirm')[0]?.body).toEqual({
      challengeToken: 'challenge-1',
      code: '123456',
    });
    // Signed in only once the admin says the codes are saved.
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    await user.click(screen.getByRole('button', { name: RECOVERY_SAVED }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('server-token');
  });
});
