// Renders the whole app (the real route table, lazy modules and all) at a URL, signed in or
// not, over the fake API.

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, vi } from 'vitest';
import type { Admin } from '@kirana/api-client/types';
import { AppProvider } from '../app/provider';
import { createRouteObjects } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';
import { FakeApi, file, type FakeReply, type SuccessOf } from './fake-api';
import { testAdmin } from './fixtures';

const HOUR_MS = 60 * 60 * 1000;

/** The eight weeks a dashboard card shows (from Monday 5 October 2026), each with `counts`. */
function eightWeeks<T extends object>(counts: T): (T & { weekStart: string })[] {
  return Array.from({ length: 8 }, (_, i) => ({
    weekStart: new Date(Date.UTC(2026, 9, 5 + 7 * i)).toISOString().slice(0, 10),
    ...counts,
  }));
}

/**
 * Replaces the global fetch with a fresh fake API and answers it. The dashboard's queues,
 * onboarding funnel and inbox clock answer empty and its Quick Stats 0 unless a test says
 * otherwise (every dashboard shows them), and
 * so do the document views of the review screens; a document answers a few bytes.
 */
export function mockApi(): FakeApi {
  const api = new FakeApi();
  answerDashboard(api);
  api.get('/api/admin/onboarding-funnel', () => ({
    status: 'success',
    data: {
      weeks: eightWeeks({ started: 0, submitted: 0, approved: 0 }),
      answeredInTime: { answered: 0, due: 0 },
    },
  }));
  api.get('/api/admin/inbox-clock', () => ({
    status: 'success',
    data: {
      weeks: eightWeeks({
        conversations: 0,
        answeredInTime: null,
        medianFirstResponseMinutes: null,
      }),
    },
  }));
  // A store's hours, not set yet (the store screen reads them beside its details).
  api.get('/api/admin/branches/{branchId}/hours', () => ({
    status: 'success',
    data: {
      storeHours: {
        hours: null,
        closure: null,
        open: { state: 'closed', changesAt: null, note: null },
      },
    },
  }));
  answerStats(api, 0, 0, 0);
  // A document's bytes (what the review screens show from an object URL).
  api.get('/api/admin/documents/{documentId}', () => file('document bytes', 'image/jpeg'));
  // Who opened a store's or an application's documents (the Owner's panel): nobody yet.
  api.get('/api/admin/document-views', () => ({
    status: 'success',
    data: { entries: [], nextCursor: null },
  }));
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

type Dashboard = SuccessOf<'/api/admin/dashboard', 'get'>['data'];

/** The dashboard's counts and recent activity: nothing waiting, unless `dashboard` says. */
export function answerDashboard(api: FakeApi, dashboard: Partial<Dashboard> = {}): void {
  api.get('/api/admin/dashboard', () => ({
    status: 'success',
    data: {
      stores: { pending: 0, overdue: 0 },
      partnerApplications: { pending: 0, overdue: 0 },
      contactMessages: { new: 0 },
      conversations: { open: 0, overdue: 0, dueToday: 0 },
      messages: { failedToday: 0, codesNotDelivered: 0 },
      dataRequests: { open: 0, overdue: 0 },
      recentActivity: [],
      ...dashboard,
    },
  }));
}

type StatAnswer = number | FakeReply;

/** The dashboard's Quick Stats: delivered orders, active customers and active branches. */
export function answerStats(
  api: FakeApi,
  delivered: StatAnswer,
  customers: StatAnswer,
  branches: StatAnswer,
): void {
  api.get('/api/stats/orders/delivered', () => delivered);
  api.get('/api/stats/customers', () => customers);
  api.get('/api/stats/branches', () => branches);
}

export const TEST_TOKEN = 'test-access-token';

/** Starts a session as if the admin had logged in. */
export function signIn({
  expiresInMs = 8 * HOUR_MS,
  admin = testAdmin,
}: { expiresInMs?: number; admin?: Admin | null } = {}): void {
  sessionStore.setState({ token: TEST_TOKEN, expiresAt: Date.now() + expiresInMs, admin });
}

export interface RenderAppOptions {
  /** Start signed in (default true). */
  signedIn?: boolean;
  /** Navigation state of the first entry. */
  state?: unknown;
  /** The signed-in admin (default testAdmin, an Owner). */
  admin?: Admin;
}

export function renderApp(url: string, { signedIn = true, state, admin }: RenderAppOptions = {}) {
  if (signedIn) signIn(admin ? { admin } : {});
  const queryClient = createQueryClient({ retry: false });
  const router = createMemoryRouter(createRouteObjects(queryClient), {
    initialEntries: [state === undefined ? url : { ...splitUrl(url), state }],
  });
  const user = userEvent.setup();
  const view = render(
    <AppProvider client={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}

function splitUrl(url: string): { pathname: string; search: string } {
  const index = url.indexOf('?');
  return index === -1
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, index), search: url.slice(index) };
}

/** The names of the cards on screen, in order: each card's level-2 heading. */
export function cardNames(): string[] {
  return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

/** The current location of a rendered app, as "/path?search". */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** Clicks a tab and waits until it is the selected one (tabs live in the URL). */
export async function selectTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  const tab = screen.getByRole('tab', { name });
  await user.click(tab);
  await waitFor(() =>
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'),
  );
}
