// The Requests queue (issue 40 §5) as the operator sees it: the queue by due date with "due in"
// and "overdue by", kind, store and status; a request with the owner's message, the store's link
// and the answer; erasing with the answer, confirmed with what will be erased; who answered and
// when; a request answered twice (409) and a role without the permission (403) said in words.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@kirana/api-client/types';
import { withParams } from '@kirana/domain/catalogue';
import { DATA_REQUEST_ANSWERED, DATA_REQUEST_ANSWERED_ALREADY } from '@kirana/domain/rights';
import { PERMISSION_MISSING } from '@kirana/domain/team';
import { fail } from '../../../testing/fake-api';
import { adminWithRole, nextId } from '../../../testing/fixtures';
import { currentUrl, mockApi, renderApp } from '../../../testing/render';

type DataRequest = components['schemas']['DataRequest'];

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const request = (over: Partial<DataRequest>): DataRequest => ({
  _id: nextId(),
  kind: 'grievance',
  status: 'open',
  message: 'My shop photo still shows the old name board.',
  createdAt: at(-24 * HOUR),
  dueAt: at(6 * 24 * HOUR),
  overdue: false,
  owner: { _id: nextId(), phone: '+91 98480 12338', language: 'te' },
  store: { _id: nextId(), name: 'Sri Lakshmi Kirana', status: 'approved' },
  answer: null,
  ...over,
});

const overdue = request({
  kind: 'grievance',
  message: 'Nobody answered my call about my documents.',
  createdAt: at(-8 * 24 * HOUR),
  dueAt: at(-(24 + 1) * HOUR),
  overdue: true,
  store: { _id: nextId(), name: 'Balaji General Stores', status: 'rejected' },
});
const erasure = request({
  kind: 'erasure',
  message: 'I closed the shop. Please erase my data.',
  dueAt: at((2 * 24 + 1) * HOUR),
});
const answered = request({
  kind: 'grievance',
  status: 'answered',
  message: 'Why was my store suspended?',
  store: { _id: nextId(), name: 'Venkatesh Kirana', status: 'suspended' },
  answer: {
    reply: 'Your FSSAI licence had expired; send the new one and we reinstate it.',
    answeredAt: '2026-11-20T09:30:00.000Z',
    erased: false,
    answeredBy: { _id: 'a2', name: 'Imran Khan' },
  },
});

function requestsApi(list: DataRequest[] = [overdue, erasure, answered]) {
  const api = mockApi();
  const state = { list: [...list] };
  const find = (id: string | undefined) => {
    const found = state.list.find((r) => r._id === id);
    if (!found) throw new Error(`no request ${id}`);
    return found;
  };
  api.get('/api/admin/data-requests', ({ query }) => ({
    status: 'success',
    data: {
      requests: state.list.filter(
        (r) =>
          (!query.get('status') || r.status === query.get('status')) &&
          (!query.get('kind') || r.kind === query.get('kind')),
      ),
      counts: {
        open: state.list.filter((r) => r.status === 'open').length,
        overdue: state.list.filter((r) => r.overdue).length,
      },
    },
  }));
  api.get('/api/admin/data-requests/{requestId}', ({ params }) => ({
    status: 'success',
    data: { request: find(params.requestId) },
  }));
  api.post('/api/admin/data-requests/{requestId}/answer', ({ params, body }) => {
    const done: DataRequest = {
      ...find(params.requestId),
      status: 'answered',
      overdue: false,
      answer: {
        reply: body.reply,
        answeredAt: '2026-11-23T10:00:00.000Z',
        erased: body.erase ?? false,
        answeredBy: { _id: 'a', name: 'Asha Rao' },
      },
    };
    state.list = state.list.map((r) => (r._id === done._id ? done : r));
    return { status: 'success', message: DATA_REQUEST_ANSWERED, data: { request: done } };
  });
  return api;
}

describe('the Requests queue', () => {
  it('lists requests by due date with how each stands, its kind, store and status', async () => {
    requestsApi();
    renderApp('/admin/requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Requests' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const items = within(await screen.findByRole('list')).getAllByRole('link');
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Grievance');
    expect(first).toHaveTextContent('Balaji General Stores');
    expect(within(first).getByText('overdue by 1 day')).toBeVisible();
    expect(within(first).getByText('Open')).toBeVisible();
    expect(second).toHaveTextContent('Erasure request');
    expect(second).toHaveTextContent('Sri Lakshmi Kirana');
    expect(within(second).getByText('due in 2 days')).toBeVisible();
    expect(within(third).getByText('Answered')).toBeVisible();
    expect(third).not.toHaveTextContent(/due in|overdue/);
    expect(screen.getByText(/2 open, 1 overdue\./)).toBeVisible();
  });

  it('filters by status and kind through the URL', async () => {
    const api = requestsApi();
    const { user, router } = renderApp('/admin/requests');
    await screen.findByText(/Balaji General Stores/);
    await user.selectOptions(screen.getByLabelText('Kind'), 'erasure');
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/requests?kind=erasure'));
    await waitFor(() => expect(screen.queryByText(/Balaji General Stores/)).toBeNull());
    expect(api.requests.at(-1)?.query.get('kind')).toBe('erasure');
  });

  it('erases the data with the answer, after a confirmation that names what is erased', async () => {
    const api = requestsApi();
    const { user } = renderApp(`/admin/requests/${erasure._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Erasure request' })).toBeVisible();
    expect(screen.getByText('I closed the shop. Please erase my data.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sri Lakshmi Kirana' })).toHaveAttribute(
      'href',
      `/admin/manage-branch?branchId=${erasure.store?._id ?? ''}`,
    );
    expect(screen.getByText('due in 2 days')).toBeVisible();

    // No reply yet: said, nothing asked.
    await user.click(screen.getByRole('button', { name: 'Erase the data and answer' }));
    expect(screen.getByLabelText('Reply to the owner')).toHaveAccessibleDescription(
      expect.stringContaining('Write the reply to the owner.'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(
      screen.getByLabelText('Reply to the owner'),
      'Your data is erased. Thank you for being with Kirana.',
    );
    await user.click(screen.getByRole('button', { name: 'Erase the data and answer' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Erase Sri Lakshmi Kirana’s data and answer?',
    });
    expect(dialog).toHaveTextContent(
      /its documents \(every file, and their details\), the owner's name and e-mail, the ID number's last four digits, the store's phone, FSSAI and GSTIN numbers/,
    );
    expect(dialog).toHaveTextContent(
      'The store is approved: it is taken off the store finder first (suspended).',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Erase and answer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls('post', '/api/admin/data-requests/{requestId}/answer')[0]?.body).toEqual({
      reply: 'Your data is erased. Thank you for being with Kirana.',
      erase: true,
    });
    // Answered: the reply, who answered and when, and that the data was erased.
    expect(await screen.findByText(/by Asha Rao on/)).toBeVisible();
    expect(screen.getByText('The registration’s data was erased with this answer.')).toBeVisible();
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Answered; the data was erased');
    expect(history).toHaveTextContent('Asha Rao');
    expect(screen.queryByRole('button', { name: 'Send answer' })).toBeNull();
  });

  it('shows an answered request with who answered and when, and no answer form', async () => {
    requestsApi();
    renderApp(`/admin/requests/${answered._id}`);
    expect(await screen.findByText(/by Imran Khan on/)).toBeVisible();
    expect(
      screen.getByText('Your FSSAI licence had expired; send the new one and we reinstate it.'),
    ).toBeVisible();
    expect(screen.queryByLabelText('Reply to the owner')).toBeNull();
  });

  it('says a request answered twice (409) in words, and keeps the reply', async () => {
    const api = requestsApi();
    api.post('/api/admin/data-requests/{requestId}/answer', () =>
      fail(409, DATA_REQUEST_ANSWERED_ALREADY),
    );
    const { user } = renderApp(`/admin/requests/${overdue._id}`);
    await user.type(await screen.findByLabelText('Reply to the owner'), 'We called you back.');
    // A grievance is answered with a reply only: no erasing.
    expect(screen.queryByRole('button', { name: 'Erase the data and answer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request is answered already.');
    expect(screen.getByLabelText('Reply to the owner')).toHaveValue('We called you back.');
  });

  it('a role without erasing answers only; a refusal of the role (403) is said in words', async () => {
    const api = requestsApi();
    api.post('/api/admin/data-requests/{requestId}/answer', () =>
      fail(403, withParams(PERMISSION_MISSING, { role: 'Support', permission: 'requests.answer' })),
    );
    const { user } = renderApp(`/admin/requests/${erasure._id}`, {
      admin: adminWithRole('Support'),
    });
    await user.type(await screen.findByLabelText('Reply to the owner'), 'Done.');
    expect(screen.queryByRole('button', { name: 'Erase the data and answer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have access to this: your role (Support) does not include the requests.answer permission.',
    );
  });

  it('is not in the navigation of a role without the view permission, and its page says so', async () => {
    requestsApi();
    renderApp('/admin/requests', { admin: adminWithRole('Catalogue') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access' }),
    ).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Requests' })).toBeNull();
  });
});
