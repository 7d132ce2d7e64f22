// The delivery-partner applications queue: order, waiting time, filters in the URL, pages.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@kirana/api-client/types';
import { APPLICATION_STATUSES } from '@kirana/domain/partners';
import { queuePage } from '../../testing/fake-queue';
import { makePartnerApplication } from '../../testing/fixtures';
import { currentUrl, mockApi, renderApp } from '../../testing/render';

type PartnerApplication = components['schemas']['PartnerApplication'];

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

// As the API sorts them: pending first, oldest first, then the decided ones.
const applications: PartnerApplication[] = [
  makePartnerApplication({
    name: 'Overdue Oldest',
    vehicle: 'motorbike',
    submittedAt: ago(3 * DAY),
  }),
  makePartnerApplication({ name: 'Pending Newer', submittedAt: ago(5 * 60 * 60 * 1000) }),
  makePartnerApplication({ name: 'Approved Anil', status: 'approved', submittedAt: ago(9 * DAY) }),
  makePartnerApplication({ name: 'Rejected Ramesh', status: 'rejected', vehicle: 'motorbike' }),
];

/** The queue on the fake API: filters, and pages of `limit` by cursor (the index). */
function listApi(all: PartnerApplication[] = applications) {
  const api = mockApi();
  api.get('/api/admin/delivery-partners/applications', ({ query }) => {
    const vehicle = query.get('vehicle');
    const { items, ...page } = queuePage(
      all,
      query,
      APPLICATION_STATUSES,
      (a) => !vehicle || a.vehicle === vehicle,
    );
    return { status: 'success', data: { applications: items, ...page } };
  });
  return api;
}

function rows() {
  return within(screen.getByRole('list')).getAllByRole('link');
}

describe('the delivery-partner queue', () => {
  it('is in the main navigation', async () => {
    listApi();
    renderApp('/admin/delivery-partners');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Delivery partners' })).toHaveAttribute(
      'href',
      '/admin/delivery-partners',
    );
  });

  it('lists pending applications first with their wait and Overdue, each opening its screen', async () => {
    listApi();
    renderApp('/admin/delivery-partners');
    await screen.findByText('Overdue Oldest');
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('Overdue Oldest');
    expect(first).toHaveTextContent('Motorbike');
    expect(first).toHaveTextContent('Waiting 3 days');
    expect(first).toHaveTextContent('Overdue');
    expect(first).toHaveAttribute('href', `/admin/delivery-partners/${applications[0]?._id}`);
    expect(second).toHaveTextContent('Waiting 5 hours');
    expect(second).not.toHaveTextContent('Overdue');
    expect(third).toHaveTextContent('Approved');
    expect(third).not.toHaveTextContent('Waiting');
    expect(screen.getByRole('status')).toHaveTextContent('4 applications · 1 overdue');
  });

  it('sends the status, vehicle and search filters, kept in the URL, with counts per status', async () => {
    const api = listApi();
    const { user, router } = renderApp('/admin/delivery-partners');
    await screen.findByText('Overdue Oldest');
    expect(screen.getByRole('option', { name: 'Pending (2)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.selectOptions(screen.getByLabelText('Vehicle'), 'motorbike');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Overdue Oldest');
    await user.type(screen.getByLabelText('Search applications'), 'oldest');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/admin/delivery-partners?status=pending&vehicle=motorbike&q=oldest',
      ),
    );
    await waitFor(() => {
      const last = api.calls('get', '/api/admin/delivery-partners/applications').at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toEqual({
        status: 'pending',
        vehicle: 'motorbike',
        q: 'oldest',
        limit: '20',
      });
    });
  });

  it('opens with the filters of its URL and loads more pages by cursor', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      makePartnerApplication({ name: `Applicant ${i + 1}` }),
    );
    const api = listApi(many);
    const { user } = renderApp('/admin/delivery-partners?status=pending');
    await screen.findByText('Applicant 1');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const calls = api.calls('get', '/api/admin/delivery-partners/applications');
    expect(calls.map((call) => call.query.get('cursor'))).toEqual([null, '20']);
    expect(calls.every((call) => call.query.get('status') === 'pending')).toBe(true);
  });
});
