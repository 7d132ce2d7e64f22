// POST /api/auth/admin/login: a right password starts the session with the server's token and
// expiry (then asks for the login image, its answer and any failure ignored), or, when a second
// step is due, answers its challenge and starts nothing (./second-step.ts finishes it). The
// sign-in screens run before the query cache is loaded (issue 43): their requests are
// lib/requests.ts actions, and the signed-in app empties its cache when a session starts.

import type { AdminSession, SecondStepDue } from '@kirana/api-client/types';
import { unwrap } from '@kirana/api-client/errors';
import { type LoginBody, sessionExpiresAt } from '@kirana/domain/auth';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/requests';
import { getSession } from '../../../lib/session';

export async function login(body: LoginBody) {
  return unwrap(api.POST('/api/auth/admin/login', { body }));
}

/**
 * When the session ends, in epoch milliseconds: the server's `expiresAt` (the token dies then),
 * or, should it be unreadable, 30 days or 8 hours from now as remember-me asks.
 */
export function sessionEnd(expiresAt: string, rememberMe: boolean, nowMs = Date.now()): number {
  const server = Date.parse(expiresAt);
  return Number.isFinite(server) ? server : sessionExpiresAt(nowMs, rememberMe);
}

/** A second step still due after the password: its challenge and the remember-me asked for. */
export type PendingSecondStep = SecondStepDue & {
  rememberMe: boolean;
};

/** Starts the session the server answered (a login, a second step, an enrolment). */
export function startSession(data: AdminSession, rememberMe: boolean) {
  getSession().start({
    token: data.accessToken,
    expiresAt: sessionEnd(data.expiresAt, rememberMe),
    admin: data.admin,
  });
  api.GET('/api/admin/login-image').catch(() => undefined);
}

/** The login: resolves to the second step still due, or null once the session has started. */
export function useLogin() {
  return useAction(async (body: LoginBody): Promise<PendingSecondStep | null> => {
    const { data } = await login(body);
    if ('secondStep' in data) return { ...data, rememberMe: body.rememberMe };
    startSession(data, body.rememberMe);
    return null;
  });
}
