import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHORT_SESSION_MS } from '@kirana/domain/auth';
import { STORAGE_KEYS } from '../../../config/storage';
import { refusal } from '../../../testing/fake-api';
import { testAdmin } from '../../../testing/fixtures';
import { currentUrl, mockApi, renderApp } from '../../../testing/render';

const TOKEN = 'a'.repeat(43);

function inviteApi() {
  const api = mockApi();
  api.get('/api/invites/{token}', () => ({
    status: 'success',
    data: {
      invite: { email: 'lakshmi@example.in', role: 'Reviewer', expiresAt: '2026-11-30T10:00:00Z' },
    },
  }));
  return api;
}

describe('accepting an invite', () => {
  it('shows the invite, sets name and password, then signs in with the login and opens the dashboard', async () => {
    const api = inviteApi();
    api.post('/api/invites/{token}/accept', () => ({
      status: 'success',
      message: 'Welcome to the team.',
      data: { admin: { ...testAdmin, role: 'Reviewer' } },
    }));
    api.post('/api/auth/admin/login', () => ({
      status: 'success',
      message: 'Login successful.',
      data: {
        admin: testAdmin,
        accessToken: 'new-token',
        expiresAt: new Date(Date.now() + SHORT_SESSION_MS).toISOString(),
      },
    }));
    api.get('/api/admin/login-image', () => ({ status: 'success', data: { imageUrl: null } }));
    const { user, router } = renderApp(`/admin/invite#${TOKEN}`, { signedIn: false });
    expect(await screen.findByText('lakshmi@example.in')).toBeInTheDocument();
    expect(screen.getByText('Reviewer')).toBeInTheDocument();

    // The domain's rules first: a short password is refused in the page.
    await user.type(screen.getByLabelText(/^Your name/), 'Lakshmi Rao');
    await user.type(screen.getByLabelText(/^Choose a password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(await screen.findByText(/Use at least 8 characters/)).toBeInTheDocument();
    expect(api.calls('post', '/api/invites/{token}/accept')).toHaveLength(0);

    // A password made of the invitee's own name or e-mail is refused too (NIST SP 800-63B).
    await user.clear(screen.getByLabelText(/^Choose a password/));
    await user.type(screen.getByLabelText(/^Choose a password/), 'LakshmiRao2026');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    expect(
      await screen.findByText(
        'Choose a password that does not contain your name or e-mail address.',
      ),
    ).toBeInTheDocument();
    expect(api.calls('post', '/api/invites/{token}/accept')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Choose a password/));
    await user.type(screen.getByLabelText(/^Choose a password/), 'short and longer');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/dashboard'));
    expect(api.calls('post', '/api/invites/{token}/accept')[0]?.body).toEqual({
      name: 'Lakshmi Rao',
      password: 'short and longer',
    });
    expect(api.calls('post', '/api/auth/admin/login')[0]?.body).toEqual({
      email: 'lakshmi@example.in',
      password: 'short and longer',
      rememberMe: false,
    });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('new-token');
  });

  it('says so when the link no longer works', async () => {
    const api = mockApi();
    api.get('/api/invites/{token}', () =>
      refusal(404, {
        message: 'This invite link has expired.',
        rule: 'team.inviteLinkExpired',
        params: { hours: 72 },
      }),
    );
    renderApp(`/admin/invite#${TOKEN}`, { signedIn: false });
    expect(
      await screen.findByText(/has expired \(72 hours after it was sent\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the team' })).not.toBeInTheDocument();
  });
});
