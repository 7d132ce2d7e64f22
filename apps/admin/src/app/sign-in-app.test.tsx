import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../config/storage';
import { CODE_LABEL, SECOND_STEP_TITLE, VERIFY } from '../features/auth/messages';
import { RECOVERY_CODE_LABEL, USE_APP_CODE, USE_RECOVERY_CODE } from '../lib/messages';
import { mockApi, signIn } from '../testing/render';
import { answerCodeStep, answerLogin, logIn } from '../testing/sign-in';
import { SignInApp } from './sign-in-app';
import { isSignInPage } from './sign-in-pages';

function open(url: string, state: unknown = null) {
  window.history.replaceState(state === null ? null : { usr: state, key: 'k', idx: 0 }, '', url);
  const onLeave = vi.fn();
  const preload = vi.fn();
  const user = userEvent.setup();
  render(<SignInApp onLeave={onLeave} preload={preload} />);
  return { onLeave, preload, user };
}

describe('a first visit to a sign-in page (no router, no query cache)', () => {
  it('signs in, starts loading the app with the form, and hands the dashboard over to it', async () => {
    const api = mockApi();
    answerLogin(api);
    const { onLeave, preload, user } = open('/admin/login');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
    await logIn(user);

    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('server-token');
    await waitFor(() => expect(api.calls('get', '/api/admin/login-image')).toHaveLength(1));
  });

  it('moves to the second step with its challenge, then hands over once the code is right', async () => {
    const api = mockApi();
    answerCodeStep(api);
    const { onLeave, user } = open('/admin/login');
    await logIn(user);

    expect(await screen.findByRole('heading', { name: SECOND_STEP_TITLE })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login/code');
    expect(onLeave).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    // The code field is focused: the admin types the code at once.
    const code = await screen.findByLabelText(new RegExp(`^${CODE_LABEL}`));
    await waitFor(() => expect(code).toHaveFocus());
    await user.click(screen.getByRole('button', { name: USE_RECOVERY_CODE }));
    await waitFor(() => expect(screen.getByLabelText(RECOVERY_CODE_LABEL)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: USE_APP_CODE }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: VERIFY }));

    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(api.calls('post', '/api/auth/admin/second-step')[0]?.body).toEqual({
      challengeToken: 'challenge-1',
      code: '123456',
    });
  });

  it('sends the second step without a challenge back to the login', async () => {
    open('/admin/login/code');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/admin/login');
  });

  it('hands over to the app when the back button leaves the sign-in screens', async () => {
    window.history.replaceState(null, '', '/admin/dashboard');
    window.history.pushState(null, '', '/admin/login');
    const { onLeave } = open('/admin/login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    window.history.back();
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/admin/dashboard');
  });
});

describe('which first pages are sign-in screens', () => {
  it('serves the login, its steps and the invite alone; a signed-in admin skips the login', () => {
    for (const page of ['/admin/login', '/admin/login/', '/admin/login/code', '/admin/invite']) {
      expect(isSignInPage(page), page).toBe(true);
    }
    for (const page of ['/admin/dashboard', '/admin', '/', '/admin/loginx', '/admin/nope']) {
      expect(isSignInPage(page), page).toBe(false);
    }
    signIn();
    expect(isSignInPage('/admin/login')).toBe(false);
    expect(isSignInPage('/admin/login/enrol')).toBe(false);
    expect(isSignInPage('/admin/invite')).toBe(true);
  });
});
