// What every signed-in screen runs inside: the query client. Tests give it a fresh client of
// their own. A new session (a sign-in, here or in another tab) starts from an empty cache, so
// nothing the last admin read is shown to the next.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { sessionStore } from '../lib/session';

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(
    () =>
      sessionStore.subscribe((session, previous) => {
        if (session.token !== null && session.token !== previous.token) client.removeQueries();
      }),
    [client],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
