// POST /api/auth/admin/login: starts the session with the server's token and expiry, then asks
// for the login image (its answer and any failure are ignored).

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@kirana/api-client/client';
import { type LoginBody, sessionExpiresAt } from '@kirana/domain/auth';
import { api } from '../../../lib/api-client';
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

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }, body) => {
      queryClient.removeQueries();
      getSession().start({
        token: data.accessToken,
        expiresAt: sessionEnd(data.expiresAt, body.rememberMe),
        admin: data.admin,
      });
      api.GET('/api/admin/login-image').catch(() => undefined);
    },
  });
}
