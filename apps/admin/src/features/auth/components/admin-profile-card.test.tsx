import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../config/storage';
import { ADMIN_DATA_LOAD_FAILED } from '../messages';
import { sessionStore } from '../../../lib/session';
import { fail } from '../../../testing/fake-api';
import { testAdmin } from '../../../testing/fixtures';
import { answerStats, currentUrl, mockApi, renderApp, signIn } from '../../../testing/render';

describe('Admin Profile', () => {
  it('shows the cached admin without asking the server', async () => {
    const api = mockApi();
    answerStats(api, 1, 2, 3);
    renderApp('/admin/dashboard');
    const card = await screen.findByRole('region', { name: 'Admin Profile' });
    expect(within(card).getByText(testAdmin.name)).toBeInTheDocument();
    expect(within(card).getByText(testAdmin.email)).toBeInTheDocument();
    expect(within(card).getByText('Owner')).toBeInTheDocument();
    expect(api.calls('get', '/api/admin/profile')).toHaveLength(0);
  });

  it('loads the admin from the server when none is cached, and caches it', async () => {
    const api = mockApi();
    answerStats(api, 1, 2, 3);
    const other = { ...testAdmin, name: 'Meera Iyer', email: 'meera@kirana.local' };
    api.get('/api/admin/profile', () => ({ status: 'success', data: { admin: other } }));
    signIn({ admin: null });
    renderApp('/admin/dashboard', { signedIn: false });
    const card = await screen.findByRole('region', { name: 'Admin Profile' });
    expect(await within(card).findByText('Meera Iyer')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adminData) ?? 'null')).toEqual(other);
  });

  it('on failure says so and logs out', async () => {
    const api = mockApi();
    answerStats(api, 1, 2, 3);
    api.get('/api/admin/profile', () => fail(500));
    api.post('/api/auth/admin/logout', () => ({ status: 'success', message: 'Logged out.' }));
    signIn({ admin: null });
    const { router } = renderApp('/admin/dashboard', { signedIn: false });
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/login'));
    expect(await screen.findByText(ADMIN_DATA_LOAD_FAILED)).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });
});
