// My account as an admin uses it: the name in the header opens it; the password change with the
// domain's rule and the server's refusal at its field; the sessions, ending one or the others.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG } from '@kirana/domain/auth';
import { invalidFieldMessage } from '@kirana/domain/common';
import { refusal } from '../../../testing/fake-api';
import { adminWithRole, testAdmin } from '../../../testing/fixtures';
import { answerStats, currentUrl, mockApi, renderApp } from '../../../testing/render';

const THIS = '00000000-0000-4000-8000-00000000a001';
const PHONE = '00000000-0000-4000-8000-00000000a002';

function session(id: string, device: string, current: boolean, ipAddress = '203.0.113.9') {
  return {
    _id: id,
    device,
    userAgent: null,
    ipAddress,
    createdAt: '2026-11-20T04:10:00.000Z',
    lastSeenAt: '2026-11-21T08:45:00.000Z',
    expiresAt: '2026-11-21T12:10:00.000Z',
    current,
  };
}

function answerAccount() {
  const api = mockApi();
  const state = {
    sessions: [
      session(THIS, 'Firefox on Windows', true),
      session(PHONE, 'Chrome on Android', false),
    ],
  };
  api.get('/api/admin/account/sessions', () => ({
    status: 'success',
    data: { sessions: state.sessions },
  }));
  return { api, state };
}

describe('My account', () => {
  it('opens from the name in the header, for every role', async () => {
    const { api } = answerAccount();
    answerStats(api, 1, 2, 3);
    const { user, router } = renderApp('/admin/dashboard', { admin: adminWithRole('Support') });
    await user.click(await screen.findByRole('link', { name: testAdmin.name }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    expect(screen.getByRole('link', { name: testAdmin.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists where I am signed in, this device first, and ends another session', async () => {
    const { api, state } = answerAccount();
    api.delete('/api/admin/account/sessions/{sessionId}', (request) => {
      state.sessions = state.sessions.filter((s) => s._id !== request.params.sessionId);
      return { status: 'success', message: 'The session has been signed out.' };
    });
    const { user } = renderApp('/admin/account');
    const region = await screen.findByRole('region', { name: 'Where you are signed in' });
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Firefox on Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[1]).toHaveTextContent('Chrome on Android');
    expect(items[1]).toHaveTextContent('203.0.113.9');

    await user.click(within(region).getByRole('button', { name: /Sign out\s*Chrome on Android/ }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls('delete', '/api/admin/account/sessions/{sessionId}')[0]?.params).toEqual({
      sessionId: PHONE,
    });
    // Nothing else left to end.
    expect(
      within(region).queryByRole('button', { name: 'Sign out all other sessions' }),
    ).toBeNull();
  });

  it('ends every other session at once', async () => {
    const { api, state } = answerAccount();
    api.post('/api/admin/account/sessions/end-others', () => {
      state.sessions = state.sessions.filter((s) => s.current);
      return {
        status: 'success',
        message: 'Your other sessions have been signed out.',
        data: { ended: 1 },
      };
    });
    const { user } = renderApp('/admin/account');
    const region = await screen.findByRole('region', { name: 'Where you are signed in' });
    await user.click(
      await within(region).findByRole('button', { name: 'Sign out all other sessions' }),
    );
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(api.calls('post', '/api/admin/account/sessions/end-others')).toHaveLength(1);
  });

  it('checks the new password with the rule before sending anything', async () => {
    const { api } = answerAccount();
    const { user } = renderApp('/admin/account');
    const form = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(form).getByLabelText('Current password'), 'my old password');
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('Use at least 8 characters for the new password.'),
    ).toBeVisible();
    expect(within(form).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('post', '/api/admin/account/password')).toHaveLength(0);
  });

  it('shows a wrong current password at its field, then a change that worked', async () => {
    const { api } = answerAccount();
    let attempts = 0;
    api.post('/api/admin/account/password', () => {
      attempts += 1;
      if (attempts === 1) {
        const wrong = invalidFieldMessage('currentPassword', CURRENT_PASSWORD_WRONG);
        return refusal(400, {
          message: `currentPassword: ${wrong.text}`,
          field: wrong.field,
          rule: wrong.rule,
        });
      }
      // The screen words the success itself: the API's message is not shown.
      return { status: 'success', message: 'Changed.', data: { ended: 1 } };
    });
    const { user } = renderApp('/admin/account');
    const form = await screen.findByRole('region', { name: 'Password' });
    const current = within(form).getByLabelText('Current password');
    await user.type(current, 'not it');
    await user.type(within(form).getByLabelText('New password'), 'a new long passphrase');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your current password is not right.')).toBeVisible();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('post', '/api/admin/account/password')[0]?.body).toEqual({
      currentPassword: 'not it',
      newPassword: 'a new long passphrase',
    });

    await user.clear(current);
    await user.type(current, 'my old password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText(
        'Your password has been changed. Your other sessions have been signed out.',
      ),
    ).toBeVisible();
    expect(current).toHaveValue('');
    // The sessions are read again (the others ended).
    await waitFor(() =>
      expect(api.calls('get', '/api/admin/account/sessions').length).toBeGreaterThan(1),
    );
  });

  it('names the signed-in admin and role', async () => {
    answerAccount();
    renderApp('/admin/account');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent(testAdmin.name);
    expect(profile).toHaveTextContent(testAdmin.email);
    expect(profile).toHaveTextContent('Owner');
  });
});
