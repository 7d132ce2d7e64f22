import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../config/storage';
import { readStoredSession, sessionStore } from '../lib/session';
import { PAGE_NOT_FOUND } from '@kirana/domain/common';
import { fail } from '../testing/fake-api';
import { testAdmin } from '../testing/fixtures';
import { answerStats, currentUrl, mockApi, renderApp, signIn, TEST_TOKEN } from '../testing/render';

function storeSession(expiresAt: number) {
  localStorage.setItem(STORAGE_KEYS.accessToken, TEST_TOKEN);
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, String(expiresAt));
  localStorage.setItem(STORAGE_KEYS.adminData, JSON.stringify(testAdmin));
}

describe('route guard', () => {
  it.each([
    '/admin/dashboard',
    '/admin/manage-branch',
    '/admin/manage-branch/b1/inventory',
    '/admin/manage-branch/b1/inventory/c1',
    '/create-affiliate-product',
  ])('sends %s to the login page without a token', async (url) => {
    const { router } = renderApp(url, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin/login');
  });

  it('clears an expired session and sends the user to the login page', async () => {
    signIn({ expiresInMs: -1000 });
    const { router } = renderApp('/admin/dashboard', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin/login');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminData)).toBeNull();
  });

  it('sends a valid session from the login page straight to the dashboard', async () => {
    const { router } = renderApp('/admin/login');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
  });

  it('redirects /admin to /admin/dashboard', async () => {
    const { router } = renderApp('/admin');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
  });

  it('ends the session when any call answers 401', async () => {
    const api = mockApi();
    answerStats(api, fail(401, 'Your session has expired.'), 3, 2);
    const { router } = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin/login');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('logs out: revokes the token and clears the session, even when that call fails', async () => {
    const api = mockApi();
    api.post('/api/auth/admin/logout', () => fail(500));
    const { user, router } = renderApp('/admin/manage-branch');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin/login');
    const [call] = api.calls('post', '/api/auth/admin/logout');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('reads a stored session from the three keys', async () => {
    storeSession(Date.now() + 60_000);
    sessionStore.setState(readStoredSession());
    const { router } = renderApp('/admin/login', { signedIn: false });
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
  });

  it('shows a not-found page for unknown paths', async () => {
    renderApp('/no/such/page', { signedIn: false });
    expect(await screen.findByRole('heading', { name: PAGE_NOT_FOUND })).toBeInTheDocument();
  });
});

/** The Stores queue, signed in and with nothing in it, once its heading shows. */
async function openEmptyStoresQueue() {
  const api = mockApi();
  api.get('/api/admin/branches', () => ({
    status: 'success',
    data: {
      branches: [],
      nextCursor: null,
      total: 0,
      counts: { all: 0, pending: 0, approved: 0, rejected: 0, suspended: 0 },
      overdue: 0,
    },
  }));
  const view = renderApp('/admin/manage-branch');
  expect(await screen.findByRole('heading', { name: 'Stores' })).toBeInTheDocument();
  return view;
}

describe('session lifetime', () => {
  it('ends the session when its expiry passes while the app is open', async () => {
    const { router } = await openEmptyStoresQueue();
    // The session ends a moment from now, with the screen already open.
    act(() => sessionStore.setState({ expiresAt: Date.now() + 200 }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin/login');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('follows a logout in another tab', async () => {
    const { router } = await openEmptyStoresQueue();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin/login');
  });
});
