// The fake API's answers to a sign-in, and a user signing in, for the sign-in screens' tests.
import type userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { SHORT_SESSION_MS } from '@kirana/domain/auth';
import type { FakeApi } from './fake-api';
import { testAdmin } from './fixtures';

/** The session the server gives for a right password (or a right second step). */
export const serverSession = () => ({
  admin: testAdmin,
  accessToken: 'server-token',
  expiresAt: new Date(Date.now() + SHORT_SESSION_MS).toISOString(),
});

/** The login answers with a session, or with a second step to take; the card's image is none. */
export function answerLogin(api: FakeApi, secondStep?: 'code' | 'enrol'): void {
  if (secondStep)
    api.post('/api/auth/admin/login', () => ({
      status: 'success',
      message: 'Enter the code from your authenticator app.',
      data: {
        secondStep,
        challengeToken: 'challenge-1',
        expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      },
    }));
  else
    api.post('/api/auth/admin/login', () => ({
      status: 'success',
      message: 'Login successful.',
      data: serverSession(),
    }));
  api.get('/api/admin/login-image', () => ({ status: 'success', data: { imageUrl: null } }));
}

/** A login that asks for a code, and a second step that signs in with any code sent. */
export function answerCodeStep(api: FakeApi): void {
  answerLogin(api, 'code');
  api.post('/api/auth/admin/second-step', () => ({
    status: 'success',
    message: 'Login successful.',
    data: serverSession(),
  }));
}

/** Types the demo admin's e-mail and password and presses "Log in". */
export async function logIn(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(await screen.findByLabelText(/^Email/), 'admin@kirana.local');
  await user.type(screen.getByLabelText(/^Password/), 'kirana-admin-demo');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}
