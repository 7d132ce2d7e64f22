import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BRANCH_ID_REQUIRED, STORE_NOT_FOUND } from '@kirana/domain/stores';
import { BRANCH_VERIFY_FAILED, UNEXPECTED_ERROR_TRY_LATER } from '../messages';
import { answerStore } from '../../../testing/answers';
import { fail, networkError, type FakeApi } from '../../../testing/fake-api';
import { makeStore } from '../../../testing/fixtures';
import { currentUrl, mockApi, renderApp } from '../../../testing/render';

function dashboardApi(): FakeApi {
  const api = mockApi();
  return api;
}

async function lookUp(user: ReturnType<typeof renderApp>['user'], id: string) {
  const field = await screen.findByLabelText('Branch ID');
  await user.clear(field);
  if (id) await user.type(field, id);
  await user.click(screen.getByRole('button', { name: 'Open Branch' }));
}

describe('branch lookup', () => {
  it('asks for a Branch ID when the field is empty', async () => {
    const api = dashboardApi();
    const { user } = renderApp('/admin/dashboard');
    await lookUp(user, '   ');
    expect(await screen.findByText(BRANCH_ID_REQUIRED.text)).toBeInTheDocument();
    expect(api.calls('post', '/api/admin/auth/login-as-branch')).toHaveLength(0);
  });

  it('opens the branch it finds, with the branch in navigation state and the URL', async () => {
    const api = dashboardApi();
    const branch = makeStore({ name: 'Ameerpet Fresh Mart' });
    api.post('/api/admin/auth/login-as-branch', () => ({
      status: 'success',
      message: 'Branch verified.',
      data: { branch },
    }));
    answerStore(api, branch);
    const { user, router } = renderApp('/admin/dashboard');
    await lookUp(user, ` ${branch._id} `);
    await waitFor(() =>
      expect(currentUrl(router)).toBe(`/admin/manage-branch?branchId=${branch._id}`),
    );
    expect(router.state.location.state).toEqual({ branch });
    expect(api.calls('post', '/api/admin/auth/login-as-branch')[0]?.body).toEqual({
      branchId: branch._id,
    });
    // The store's name heads its screen at once (it came with the navigation), then its detail
    // is read without a second, audited lookup.
    // (The screen's code may still be loading on a busy machine: find, not get.)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ameerpet Fresh Mart' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ameerpet Fresh Mart', { selector: 'dd' })).toBeInTheDocument();
    expect(api.calls('post', '/api/admin/auth/login-as-branch')).toHaveLength(1);
    expect(api.calls('get', '/api/admin/branches/{branchId}')).toHaveLength(1);
  });

  it("shows the server's message for an unknown id", async () => {
    const api = dashboardApi();
    api.post('/api/admin/auth/login-as-branch', () => fail(404, STORE_NOT_FOUND, 'NOT_FOUND'));
    const { user, router } = renderApp('/admin/dashboard');
    await lookUp(user, 'nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(STORE_NOT_FOUND.text);
    expect(currentUrl(router)).toBe('/admin/dashboard');
  });

  it('falls back to the verify message when the server sends none', async () => {
    const api = dashboardApi();
    api.post('/api/admin/auth/login-as-branch', () => fail(500));
    const { user } = renderApp('/admin/dashboard');
    await lookUp(user, 'abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(BRANCH_VERIFY_FAILED);
  });

  it('says an unexpected error occurred when there is no answer', async () => {
    const api = dashboardApi();
    api.post('/api/admin/auth/login-as-branch', () => networkError());
    const { user } = renderApp('/admin/dashboard');
    await lookUp(user, 'abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNEXPECTED_ERROR_TRY_LATER);
  });

  it('links to the list of all branches', async () => {
    dashboardApi();
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'View all branches' })).toHaveAttribute(
      'href',
      '/admin/manage-branch',
    );
  });
});
