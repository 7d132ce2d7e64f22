// A role opens only its routes (issue 25): a deep link to another route shows a plain "You do
// not have access" page with the way back, reads nothing the role may not, and is no error.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerTeam } from '../testing/answers';
import { adminWithRole } from '../testing/fixtures';
import { answerStats, mockApi, renderApp, signIn } from '../testing/render';

/** The route modules the tests downloaded (imported), by name. */
const downloaded = vi.hoisted(() => new Set<string>());
vi.mock('./routes/team', async (importOriginal) => {
  downloaded.add('team');
  return { clientLoader: undefined, ...(await importOriginal<object>()) };
});
vi.mock('./routes/inbox', async (importOriginal) => {
  downloaded.add('inbox');
  return { clientLoader: undefined, ...(await importOriginal<object>()) };
});

async function expectNoAccess() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You do not have access' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

describe('routes a role may not open', () => {
  it.each([
    ['Support', '/admin/team', '/api/admin/admins'],
    ['Reviewer', '/admin/activity', '/api/admin/activity'],
    ['Catalogue', '/admin/inbox', '/api/admin/conversations'],
    ['Support', '/admin/manage-branch/b1/inventory', '/api/branch/{branchId}/categories'],
    ['Reviewer', '/admin/dashboard?view=affiliates', '/api/affiliate/products'],
    ['Support', '/create-affiliate-product', '/api/affiliate/upload-url'],
    ['Catalogue', '/admin/delivery-partners', '/api/admin/delivery-partners/applications'],
    ['Catalogue', '/admin/requests', '/api/admin/data-requests'],
  ] as const)('a %s opening %s sees no access and reads nothing', async (role, url, read) => {
    const api = mockApi();
    renderApp(url, { admin: adminWithRole(role) });
    await expectNoAccess();
    // Nothing the role may not read is asked for (the route's loader did not run).
    expect(api.requests.filter((request) => request.route === read)).toEqual([]);
  });

  it('never downloads the code of a route the role may not open', async () => {
    mockApi();
    renderApp('/admin/team', { admin: adminWithRole('Catalogue') });
    await expectNoAccess();
    // Nor did the Catalogue admin's visit to the inbox in the cases above.
    expect([...downloaded]).toEqual([]);
  });

  it('an Owner opens the team', async () => {
    const api = mockApi();
    answerTeam(api, []);
    renderApp('/admin/team');
    await waitFor(() => expect(api.calls('get', '/api/admin/admins')).toHaveLength(1));
    expect(screen.queryByText('You do not have access')).not.toBeInTheDocument();
    expect(downloaded.has('team')).toBe(true);
  });

  it('reads the profile first when no admin is cached, then decides', async () => {
    const api = mockApi();
    api.get('/api/admin/profile', () => ({
      status: 'success',
      data: { admin: adminWithRole('Support') },
    }));
    signIn({ admin: null });
    renderApp('/admin/team', { signedIn: false });
    await expectNoAccess();
    expect(api.calls('get', '/api/admin/profile')).toHaveLength(1);
    expect(api.calls('get', '/api/admin/admins')).toHaveLength(0);
  });
});

describe('the dashboard for each role', () => {
  function answerDashboard() {
    const api = mockApi();
    answerStats(api, 1, 2, 3);
    return api;
  }

  it('shows a Catalogue admin the affiliates and the store lookup, not the queues or activity', async () => {
    answerDashboard();
    renderApp('/admin/dashboard', { admin: adminWithRole('Catalogue') });
    expect(await screen.findByRole('region', { name: 'Affiliate Management' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Branch Management' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).not.toBeInTheDocument();
  });

  it('shows Support the inbox queue and activity, not the decisions or affiliates', async () => {
    answerDashboard();
    renderApp('/admin/dashboard', { admin: adminWithRole('Support') });
    const queues = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(queues).toHaveTextContent('Conversations to answer');
    expect(queues).not.toHaveTextContent('Stores waiting for verification');
    expect(queues).not.toHaveTextContent('Delivery-partner applications waiting');
    expect(screen.getByRole('region', { name: 'Recent activity' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Affiliate Management' })).not.toBeInTheDocument();
  });
});
