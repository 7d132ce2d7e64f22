// Who opened which document (issue 25): the Owner reads it on the store's and the application's
// screens and in the activity log filtered to document views; other roles see none of it and
// their screens never ask for it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Admin } from '@kirana/api-client/types';
import {
  adminWithRole,
  makeActivity,
  makePartnerApplication,
  makeStore,
} from '../../../testing/fixtures';
import { answerApplication, answerStore, answerTeam } from '../../../testing/answers';
import { currentUrl, mockApi, renderApp } from '../../../testing/render';

const REGION = 'Who opened the documents';

function openStore(admin?: Admin) {
  const api = mockApi();
  const branch = makeStore({ status: 'pending', name: 'Balaji Kirana' });
  answerStore(api, branch);
  api.get('/api/admin/document-views', () => ({
    status: 'success',
    data: {
      entries: [
        makeActivity({
          action: 'view-document',
          summary: "Opened Owner's government ID",
          admin: { _id: 'r1', name: 'Ravi Teja' },
          entityId: branch._id,
          entityName: branch.name,
          at: '2026-11-23T09:00:00.000Z',
        }),
        makeActivity({
          action: 'view-document',
          summary: 'Opened FSSAI certificate',
          admin: { _id: 'a1', name: 'Asha Rao' },
          entityId: branch._id,
          entityName: branch.name,
          at: '2026-11-22T09:00:00.000Z',
        }),
      ],
      nextCursor: null,
    },
  }));
  renderApp(`/admin/manage-branch?branchId=${branch._id}`, {
    state: { branch },
    ...(admin ? { admin } : {}),
  });
  return { api, branch };
}

describe('who opened the documents', () => {
  it("lists, for the Owner, who opened which of the store's documents and when", async () => {
    const { api, branch } = openStore();
    const region = await screen.findByRole('region', { name: REGION });
    const items = await within(region).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent("Opened Owner's government ID");
    expect(items[0]).toHaveTextContent('Ravi Teja');
    expect(items[0]?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-23T09:00:00.000Z');
    expect(items[1]).toHaveTextContent('Opened FSSAI certificate');
    // The entries are all about this store: it is not named on each.
    expect(region).not.toHaveTextContent('Balaji Kirana');
    const [call] = api.calls('get', '/api/admin/document-views');
    expect(call?.query.get('entity')).toBe('branch');
    expect(call?.query.get('entityId')).toBe(branch._id);
  });

  it('is not shown to a Reviewer, whose screen never asks for it', async () => {
    const { api } = openStore(adminWithRole('Reviewer'));
    expect(await screen.findByRole('region', { name: 'Documents' })).toBeVisible();
    expect(screen.queryByRole('region', { name: REGION })).toBeNull();
    expect(api.calls('get', '/api/admin/document-views')).toHaveLength(0);
  });

  it("lists the application's document views for the Owner", async () => {
    const api = mockApi();
    const application = makePartnerApplication({ status: 'pending' });
    answerApplication(api, application);
    renderApp(`/admin/delivery-partners/${application._id}`);
    const region = await screen.findByRole('region', { name: REGION });
    expect(await within(region).findByText('Nobody has opened these documents yet.')).toBeVisible();
    const [call] = api.calls('get', '/api/admin/document-views');
    expect(call?.query.get('entity')).toBe('delivery-partner-application');
    expect(call?.query.get('entityId')).toBe(application._id);
  });
});

describe('the activity log filtered to document views', () => {
  function activityApi() {
    const api = mockApi();
    answerTeam(api, []);
    api.get('/api/admin/activity', () => ({
      status: 'success',
      data: { entries: [], nextCursor: null },
    }));
    return api;
  }

  it('offers the Owner "Opened a document", and asks the log for those entries', async () => {
    const api = activityApi();
    const { user, router } = renderApp('/admin/activity');
    const action = await screen.findByLabelText('Action');
    await user.selectOptions(action, 'Opened a document');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/activity?action=view-document'));
    await waitFor(() =>
      expect(api.calls('get', '/api/admin/activity').at(-1)?.query.get('action')).toBe(
        'view-document',
      ),
    );
  });

  it('does not offer it to Support, who may read the log but not who opened what', async () => {
    activityApi();
    renderApp('/admin/activity', { admin: adminWithRole('Support') });
    const action = await screen.findByLabelText('Action');
    const options = within(action)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Marked a document');
    expect(options).not.toContain('Opened a document');
  });
});
