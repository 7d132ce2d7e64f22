import { screen, waitFor } from '@testing-library/react';
import { API_INVALID_CREDENTIALS } from '@kirana/domain/auth';
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, UNEXPECTED_ERROR } from '@kirana/domain/common';
import {
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  REMEMBER_ME_SESSION_MS,
  SHORT_SESSION_MS,
} from '@kirana/domain/auth';
import { STORAGE_KEYS } from '../../config/storage';
import { LOGIN_FAILED, REMEMBER_ME_LABEL } from './messages';
import { fail, networkError, type FakeApi } from '../../testing/fake-api';
import { testAdmin } from '../../testing/fixtures';
import { currentUrl, mockApi, renderApp } from '../../testing/render';

function answerLogin(api: FakeApi) {
  api.post('/api/auth/admin/login', ({ body }) => ({
    status: 'success',
    message: 'Login successful.',
    data: {
      admin: testAdmin,
      accessToken: 'server-token',
      expiresAt: new Date(
        Date.now() + (body.rememberMe ? REMEMBER_ME_SESSION_MS : SHORT_SESSION_MS),
      ).toISOString(),
    },
  }));
  api.get('/api/admin/login-image', () => ({ status: 'success', data: { imageUrl: null } }));
}

async function fillIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(await screen.findByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
}

/** Opens the login page signed out, fills in `email` and `password` and logs in. */
async function logIn(email: string, password: string) {
  const rendered = renderApp('/admin/login', { signedIn: false });
  await fillIn(rendered.user, email, password);
  await rendered.user.click(screen.getByRole('button', { name: 'Log in' }));
  return rendered;
}

describe('admin login', () => {
  it('stores the three keys, asks for the login image and opens the dashboard', async () => {
    const api = mockApi();
    answerLogin(api);
    const { router } = await logIn('admin@kirana.local', 'kirana-admin-demo');

    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('server-token');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adminData) ?? 'null')).toEqual(testAdmin);
    const expiry = Number(localStorage.getItem(STORAGE_KEYS.tokenExpiry));
    expect(Math.abs(expiry - (Date.now() + SHORT_SESSION_MS))).toBeLessThan(60_000);
    expect(api.calls('post', '/api/auth/admin/login')[0]?.body).toEqual({
      email: 'admin@kirana.local',
      password: 'kirana-admin-demo',
      rememberMe: false,
    });
    await waitFor(() => expect(api.calls('get', '/api/admin/login-image')).toHaveLength(1));
  });

  it('keeps the session 30 days with "Remember me"', async () => {
    const api = mockApi();
    answerLogin(api);
    const { user, router } = renderApp('/admin/login', { signedIn: false });
    await fillIn(user, 'admin@kirana.local', 'kirana-admin-demo');
    await user.click(screen.getByRole('checkbox', { name: REMEMBER_ME_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
    expect(api.calls('post', '/api/auth/admin/login')[0]?.body).toMatchObject({ rememberMe: true });
    const expiry = Number(localStorage.getItem(STORAGE_KEYS.tokenExpiry));
    expect(Math.abs(expiry - (Date.now() + REMEMBER_ME_SESSION_MS))).toBeLessThan(60_000);
  });

  it('ignores a failing login image', async () => {
    const api = mockApi();
    answerLogin(api);
    api.get('/api/admin/login-image', () => fail(500, 'Broken'));
    const { router } = await logIn('admin@kirana.local', 'kirana-admin-demo');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
  });

  it('checks the fields before calling the server', async () => {
    const api = mockApi();
    const { user } = renderApp('/admin/login', { signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByText(EMAIL_REQUIRED.text)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_REQUIRED.text)).toBeInTheDocument();

    await fillIn(user, 'not-an-email', 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(EMAIL_INVALID.text)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's message when the credentials are wrong", async () => {
    const api = mockApi();
    api.post('/api/auth/admin/login', () => fail(401, API_INVALID_CREDENTIALS));
    const { router } = await logIn('admin@kirana.local', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(API_INVALID_CREDENTIALS.text);
    expect(currentUrl(router)).toBe('/admin/login');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('falls back to the generic failure text when the server sends no message', async () => {
    const api = mockApi();
    api.post('/api/auth/admin/login', () => fail(500));
    await logIn('admin@kirana.local', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
  });

  it('on a network failure shows the unexpected error and starts no session', async () => {
    const api = mockApi();
    api.post('/api/auth/admin/login', () => networkError());
    const { router } = await logIn('admin@kirana.local', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED_ERROR.text);
    expect(currentUrl(router)).toBe('/admin/login');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminData)).toBeNull();
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp('/admin/login', { signedIn: false });
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
