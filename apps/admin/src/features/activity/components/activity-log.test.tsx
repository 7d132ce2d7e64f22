import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@kirana/api-client/types';
import { answerTeam } from '../../../testing/answers';
import { makeActivity, makeTeamMember } from '../../../testing/fixtures';
import { currentUrl, mockApi, renderApp } from '../../../testing/render';

type Entry = components['schemas']['ActivityEntry'];

const entry = (over: Partial<Entry>): Entry =>
  makeActivity({
    at: '2026-11-23T09:00:00.000Z',
    admin: { _id: 'a1', name: 'Asha Rao' },
    entityId: '00000000-0000-4000-8000-b00000000009',
    entityName: 'Balaji Kirana',
    ...over,
  });

function activityApi() {
  const api = mockApi();
  answerTeam(api, [
    makeTeamMember({ lastLoginAt: null }),
    makeTeamMember({
      _id: 'a2',
      name: 'Ravi Teja',
      email: 'ravi@kirana.local',
      role: 'Support',
      lastLoginAt: null,
    }),
  ]);
  api.get('/api/admin/activity', () => ({
    status: 'success',
    data: {
      entries: [
        entry({}),
        entry({
          action: 'edit',
          entity: 'product',
          entityName: 'Sona Masoori Rice',
          summary: 'Edited',
          branchId: 'b1',
          categoryId: 'c1',
        }),
        entry({ action: 'reject', summary: 'Rejected: Unclear document', note: 'Too dark.' }),
        entry({
          action: 'resubmit',
          summary: 'Resubmitted by the owner',
          admin: null,
          byOwner: true,
        }),
        entry({ action: 'approve', admin: null }),
      ],
      nextCursor: null,
    },
  }));
  return api;
}

describe('the activity log', () => {
  it('names each entry’s admin and entity and links to it', async () => {
    activityApi();
    renderApp('/admin/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Approved · Balaji Kirana');
    expect(items[0]).toHaveTextContent('Asha Rao');
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Balaji Kirana' }),
    ).toHaveAttribute('href', '/admin/manage-branch?branchId=00000000-0000-4000-8000-b00000000009');
    expect(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Sona Masoori Rice' }),
    ).toHaveAttribute('href', '/admin/manage-branch/b1/inventory/c1');
    expect(items[2]).toHaveTextContent('“Too dark.”');
    // What a store's owner did on the site is theirs; an admin since removed says so.
    expect(items[3]).toHaveTextContent('Resubmitted by the owner · Balaji Kirana');
    expect(items[3]).toHaveTextContent('The store’s owner ·');
    expect(items[4]).toHaveTextContent('A removed admin ·');
  });

  it('names an invite whose e-mail the role does not see as an invite (issue 36)', async () => {
    const api = activityApi();
    api.get('/api/admin/activity', () => ({
      status: 'success',
      data: {
        entries: [
          entry({
            action: 'invite',
            entity: 'admin-invite',
            entityName: null,
            summary: 'Invited as Catalogue',
          }),
        ],
        nextCursor: null,
      },
    }));
    renderApp('/admin/activity');
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('Invited as Catalogue · an invite');
    expect(item).not.toHaveTextContent(/@|null|undefined/);
  });

  it('filters by admin, action, entity and days through the URL and asks the API', async () => {
    const api = activityApi();
    const { user, router } = renderApp('/admin/activity');
    await screen.findAllByRole('listitem');
    await user.selectOptions(await screen.findByLabelText('Admin'), 'a2');
    await user.selectOptions(screen.getByLabelText('About'), 'product');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/admin/activity?adminId=a2&entity=product'),
    );
    await waitFor(() =>
      expect(api.requests.at(-1)?.query.toString()).toBe('adminId=a2&entity=product&limit=25'),
    );
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await waitFor(() =>
      expect(api.requests.at(-1)?.query.get('from')).toBe('2026-11-19T18:30:00.000Z'),
    );
  });

  it('says when the last day is before the first, and asks the API without the range', async () => {
    const api = activityApi();
    renderApp('/admin/activity?from=2026-11-20&to=2026-11-10');
    expect(
      await screen.findByText('The last day must be on or after the first day.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.requests.at(-1)?.query.get('from')).toBeNull());
  });
});
