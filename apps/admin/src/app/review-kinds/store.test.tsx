// The store review screen as a reviewer uses it: details, decisions with reasons, documents,
// messages to the owner, history; and the mends of issue 22.
import { REASON_REQUIRED } from '@kirana/domain/decisions';
import { NOTIFICATION_REQUEUED } from '@kirana/domain/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BRANCH_APPROVED,
  BRANCH_REJECTED,
  STORE_NOT_FOUND,
  transitionRefusedMessage,
} from '@kirana/domain/stores';
import { NETWORK_ERROR } from '@kirana/domain/common';
import type { Role } from '@kirana/domain/team';
import { UNKNOWN_ERROR } from '../../lib/messages';

import type { Admin, Branch } from '@kirana/api-client/types';
import { answerStore } from '../../testing/answers';
import { fail, file, networkError } from '../../testing/fake-api';
import { objectUrls } from '../../testing/object-urls';
import {
  adminWithRole,
  asPdf,
  makeActivity,
  makeNotification,
  makeStore,
  makeStoreDetail,
  nextId,
} from '../../testing/fixtures';
import { TEST_TOKEN, mockApi, renderApp } from '../../testing/render';

function actions() {
  return screen.getByRole('region', { name: 'Branch Actions' });
}

/** The store's screen, its detail answered by the fake API (`detail` may be changed later). */
function openBranch(branch: Branch, detail = makeStoreDetail(branch), admin?: Admin) {
  const api = mockApi();
  const current = { detail };
  api.get('/api/admin/branches/{branchId}', () => ({ status: 'success', data: current.detail }));
  const rendered = renderApp(`/admin/manage-branch?branchId=${branch._id}`, {
    state: { branch },
    ...(admin ? { admin } : {}),
  });
  return { api, current, ...rendered };
}

/** A line of a details list by its label: the value as the reviewer reads it. */
function detailOf(region: HTMLElement, label: string): string {
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('a store registered on the site (issue 23)', () => {
  it('names the mobile its owner signed in with (masked), the language and channel of their messages', async () => {
    const branch = makeStore({ status: 'pending' });
    openBranch(
      branch,
      makeStoreDetail(branch, {
        owner: { _id: nextId(), phone: '+91 ••••• •2338', language: 'te' },
        messages: { language: 'te', channel: 'webhook' },
      }),
    );
    const owner = await screen.findByRole('region', { name: 'Store owner' });
    expect(detailOf(owner, 'Signed in as')).toBe('+91 ••••• •2338 (verified by a one-time code)');
    expect(detailOf(owner, 'Language')).toBe('Telugu');
    expect(detailOf(owner, 'Messages')).toBe('Sent by webhook');
  });

  it('says so for a store registered at the desk, whose messages are logged or not sent yet', async () => {
    const branch = makeStore({ status: 'approved' });
    const { current } = openBranch(branch);
    const owner = await screen.findByRole('region', { name: 'Store owner' });
    expect(detailOf(owner, 'Signed in as')).toBe('Not registered on the site');
    expect(detailOf(owner, 'Language')).toBe('English');
    expect(detailOf(owner, 'Messages')).toBe('None sent yet');
    expect(current.detail.earlierRejection).toBeNull();
    expect(screen.queryByRole('region', { name: 'Earlier rejection' })).toBeNull();
  });

  it('shows what the owner did as theirs in the history, not a removed admin', async () => {
    const branch = makeStore({ status: 'pending' });
    openBranch(
      branch,
      makeStoreDetail(branch, {
        history: [
          makeActivity({ action: 'resubmit', summary: 'Resubmitted by the owner', byOwner: true }),
          makeActivity({ action: 'reject', summary: 'Rejected: Unclear document' }),
          makeActivity({ action: 'submit', summary: 'Submitted by the owner', byOwner: true }),
        ],
      }),
    );
    const history = await screen.findByRole('region', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Resubmitted by the ownerThe store’s owner · /),
      expect.stringMatching(/^Rejected: Unclear documentAsha Rao · /),
      expect.stringMatching(/^Submitted by the ownerThe store’s owner · /),
    ]);
    expect(history).not.toHaveTextContent('A removed admin');
  });

  it('pending again after a rejection: that rejection and what was unclear then, before the new documents', async () => {
    const branch = makeStore({ status: 'pending', name: 'Sri Durga Kirana' });
    const rejectedAt = '2026-01-10T09:00:00.000Z';
    const detail = makeStoreDetail(branch, {
      earlierRejection: {
        at: rejectedAt,
        admin: { _id: 'a', name: 'Asha Rao' },
        reason: 'unclear_document',
        note: 'Please send a photo with the name board readable.',
        unclearDocuments: [
          { kind: 'shop_photo', note: 'The board is cut off.' },
          { kind: 'government_id', note: null },
        ],
      },
    });
    // The owner sent a new shop photo after the rejection; the ID is the one rejected.
    detail.documents = detail.documents.map((doc) =>
      doc.kind === 'shop_photo'
        ? { ...doc, uploadedAt: '2026-01-14T08:00:00.000Z' }
        : { ...doc, uploadedAt: '2026-01-08T08:00:00.000Z' },
    );
    openBranch(branch, detail);
    const panel = await screen.findByRole('region', { name: 'Earlier rejection' });
    expect(detailOf(panel, 'Rejected')).toMatch(/^10 Jan 2026, .+ by Asha Rao$/);
    expect(detailOf(panel, 'Reason')).toBe('Unclear document');
    expect(detailOf(panel, 'Note')).toBe('“Please send a photo with the name board readable.”');
    const unclear = within(panel).getAllByRole('listitem');
    expect(unclear.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Shop photo “The board is cut off.” Replaced 14 Jan 2026, .+\.$/),
      "Owner's government ID Not replaced since.",
    ]);
    // Read just before the documents it speaks of.
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(
      panel.compareDocumentPosition(documents) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.indexOf(documents.getAttribute('aria-labelledby'))).toBe(
      regions.indexOf(panel.getAttribute('aria-labelledby')) + 1,
    );
  });
});

describe('store review', () => {
  it('shows details, owner, address and registration, read without an audited lookup', async () => {
    const branch = makeStore({ status: 'pending' });
    const { api } = openBranch(branch);
    const details = await screen.findByRole('region', { name: 'Branch Details' });
    expect(within(details).getByText(branch.name)).toBeInTheDocument();
    expect(within(details).getByText(branch.phone)).toBeInTheDocument();
    expect(screen.getByText(branch._id)).toBeInTheDocument();
    const owner = screen.getByRole('region', { name: 'Store owner' });
    expect(owner).toHaveTextContent(branch.ownerName);
    expect(within(owner).getByRole('link', { name: 'ravi.kumar@example.in' })).toHaveAttribute(
      'href',
      'mailto:ravi.kumar@example.in',
    );
    expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent('500016');
    const registration = screen.getByRole('region', { name: 'Registration' });
    expect(registration).toHaveTextContent('13623011000123');
    expect(registration).toHaveTextContent('Aadhaar XXXX XXXX 0123');
    expect(registration).toHaveTextContent('Not registered for GST');
    expect(api.calls('post', '/api/admin/auth/login-as-branch')).toHaveLength(0);
    expect(within(actions()).getByRole('link', { name: 'Inventory Management' })).toHaveAttribute(
      'href',
      `/admin/manage-branch/${branch._id}/inventory`,
    );
  });

  it.each([
    ['pending', ['Approve', 'Reject']],
    ['approved', ['Suspend']],
    ['suspended', ['Reinstate']],
    ['rejected', ['Reopen']],
  ] as const)('a %s store offers %j', async (status, buttons) => {
    openBranch(makeStore({ status }));
    await screen.findByRole('region', { name: 'Branch Actions' });
    const offered = within(actions())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(offered).toEqual(buttons);
  });

  it('shows how long a pending store has waited and that it is overdue', async () => {
    const submittedAt = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    openBranch(makeStore({ status: 'pending', submittedAt }));
    expect(await screen.findByText('Waiting 3 days')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('rejects with a reason: the dialog asks for it, then sends it, then shows the result', async () => {
    const branch = makeStore({ status: 'pending', name: 'Balaji Kirana' });
    const { api, current, user } = openBranch(branch);
    api.patch('/api/admin/branches/{branchId}/reject', () => {
      current.detail = {
        ...current.detail,
        branch: { ...branch, status: 'rejected' },
        history: [
          {
            _id: 'h1',
            at: new Date().toISOString(),
            action: 'reject',
            admin: { _id: 'a', name: 'Asha Rao' },
            byOwner: false,
            entity: 'branch',
            entityId: branch._id,
            entityName: branch.name,
            reason: 'unclear_document',
            note: 'Too dark to read.',
            summary: 'Rejected: Unclear document',
            branchId: null,
            categoryId: null,
          },
        ],
      };
      return {
        status: 'success',
        message: BRANCH_REJECTED,
        data: { branch: { ...branch, status: 'rejected' } },
      };
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Balaji Kirana?' });
    expect(dialog).toHaveTextContent('the owner is told the reason');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(REASON_REQUIRED.text)).toBeInTheDocument();
    expect(api.calls('patch', '/api/admin/branches/{branchId}/reject')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'unclear_document');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Too dark to read.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(BRANCH_REJECTED)).toBeInTheDocument();
    expect(api.calls('patch', '/api/admin/branches/{branchId}/reject')[0]?.body).toEqual({
      reason: 'unclear_document',
      note: 'Too dark to read.',
    });
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Rejected: Unclear document')).toBeInTheDocument();
    expect(history).toHaveTextContent('“Too dark to read.”');
    expect(within(actions()).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });

  it('asks again before approving a store whose documents are not all verified', async () => {
    const branch = makeStore({ status: 'pending', name: 'Balaji Kirana' });
    const { api, user } = openBranch(branch);
    api.patch('/api/admin/branches/{branchId}/approve', () => ({
      status: 'success',
      message: BRANCH_APPROVED,
      data: { branch: { ...branch, status: 'approved' } },
    }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Balaji Kirana?' });
    expect(dialog).toHaveTextContent("Not yet verified: FSSAI certificate, Owner's government ID.");
    await user.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText(BRANCH_APPROVED)).toBeInTheDocument();
    expect(api.calls('patch', '/api/admin/branches/{branchId}/approve')[0]?.body).toEqual({});
  });

  it("shows the server's message in the dialog, else the unknown error, else the network error", async () => {
    const branch = makeStore({ status: 'approved' });
    const { api, user } = openBranch(branch);
    api.patch('/api/admin/branches/{branchId}/suspend', () =>
      fail(409, transitionRefusedMessage('suspend')),
    );
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'licence_expired');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      transitionRefusedMessage('suspend').text,
    );
    api.patch('/api/admin/branches/{branchId}/suspend', () => fail(500));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(UNKNOWN_ERROR)).toBeInTheDocument();
    api.patch('/api/admin/branches/{branchId}/suspend', () => networkError());
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(NETWORK_ERROR.text)).toBeInTheDocument();
  });

  it('lists the messages sent to the owner and sends a failed one again', async () => {
    const branch = makeStore({ status: 'rejected' });
    const sent = makeNotification({ template: 'store_approved', text: 'Kirana: approved.' });
    const failed = makeNotification({
      template: 'store_rejected',
      text: 'Kirana: Sri Lakshmi Kirana was not approved.',
      recipientPhone: '+91 98480 22338',
      state: 'failed',
      attempts: 6,
      lastError: 'Webhook answered 500',
      sentAt: null,
    });
    const { api, current, user } = openBranch(
      branch,
      makeStoreDetail(branch, { notifications: [failed, sent] }),
    );
    api.post('/api/admin/notifications/{notificationId}/retry', ({ params }) => {
      if (params.notificationId !== failed._id) return fail(404, 'Notification not found.');
      const requeued = { ...failed, state: 'pending' as const, attempts: 0 };
      current.detail = { ...current.detail, notifications: [requeued, sent] };
      return {
        status: 'success',
        message: NOTIFICATION_REQUEUED,
        data: { notification: requeued },
      };
    });
    const messages = await screen.findByRole('region', { name: 'Messages to the owner' });
    const [first, second] = within(messages).getAllByRole('listitem');
    expect(first).toHaveTextContent('Kirana: Sri Lakshmi Kirana was not approved.');
    expect(first).toHaveTextContent('To +91 98480 22338');
    expect(first).toHaveTextContent('Last error: Webhook answered 500');
    expect(second).toHaveTextContent('Sent');
    expect(within(messages).getAllByRole('button', { name: /Send again/ })).toHaveLength(1);
    await user.click(within(messages).getByRole('button', { name: /Send again/ }));
    expect(await within(messages).findByText(NOTIFICATION_REQUEUED)).toBeInTheDocument();
    expect(await within(messages).findByText('Waiting to send')).toBeInTheDocument();
    expect(api.calls('post', '/api/admin/notifications/{notificationId}/retry')).toHaveLength(1);
  });

  it('marks a document verified from the checklist', async () => {
    const branch = makeStore({ status: 'pending' });
    const { api, current, user } = openBranch(branch);
    const certificate = current.detail.documents[1];
    api.patch('/api/admin/branches/{branchId}/documents/{documentId}/review', ({ body }) => {
      current.detail = {
        ...current.detail,
        documents: current.detail.documents.map((doc) =>
          doc._id === certificate?._id
            ? {
                ...doc,
                review: {
                  state: body.state,
                  note: null,
                  reviewedBy: { _id: 'a', name: 'Asha Rao' },
                  reviewedAt: new Date().toISOString(),
                },
              }
            : doc,
        ),
      };
      const document = current.detail.documents.find((doc) => doc._id === certificate?._id);
      if (!document) throw new Error('no certificate');
      return { status: 'success', message: 'Document marked.', data: { document } };
    });
    const item = await screen.findByRole('listitem', { name: 'FSSAI certificate' });
    await user.click(within(item).getByRole('button', { name: 'Mark verified' }));
    expect(await within(item).findByText(/Verified by Asha Rao/)).toBeInTheDocument();
    expect(
      api.calls('patch', '/api/admin/branches/{branchId}/documents/{documentId}/review')[0],
    ).toMatchObject({ body: { state: 'verified' } });
  });

  it('opens from the URL alone, with the store name as its heading', async () => {
    const api = mockApi();
    const branch = makeStore({ name: 'Kukatpally Kirana' });
    answerStore(api, branch);
    renderApp(`/admin/manage-branch?branchId=${branch._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kukatpally Kirana' }),
    ).toBeInTheDocument();
  });

  it('an unknown store says so', async () => {
    const api = mockApi();
    api.get('/api/admin/branches/{branchId}', () => fail(404, STORE_NOT_FOUND));
    renderApp('/admin/manage-branch?branchId=00000000-0000-4000-8000-000000000999');
    expect(await screen.findByRole('alert')).toHaveTextContent(STORE_NOT_FOUND.text);
  });

  describe('mends of the review desk (issue 22)', () => {
    /** A pending store whose certificate the reviewer marked unclear with a note. */
    function withUnclearCertificate(status: Branch['status'] = 'pending') {
      const branch = makeStore({ status, name: 'Balaji Kirana' });
      const detail = makeStoreDetail(branch);
      detail.documents = detail.documents.map((doc) =>
        doc.kind === 'fssai_certificate'
          ? {
              ...doc,
              review: {
                state: 'unclear',
                note: 'Too dark to read the number.',
                reviewedBy: { _id: 'a', name: 'Asha Rao' },
                reviewedAt: new Date().toISOString(),
              },
            }
          : doc,
      );
      return { branch, ...openBranch(branch, detail) };
    }

    it('carries the notes of unclear documents into the rejection, to change or send', async () => {
      const { api, branch, user } = withUnclearCertificate();
      api.patch('/api/admin/branches/{branchId}/reject', () => ({
        status: 'success',
        message: BRANCH_REJECTED,
        data: { branch: { ...branch, status: 'rejected' } },
      }));
      await user.click(await screen.findByRole('button', { name: 'Approve' }));
      const approve = await screen.findByRole('dialog', { name: 'Approve Balaji Kirana?' });
      expect(within(approve).getByLabelText('Note (optional)')).toHaveValue('');
      await user.click(within(approve).getByRole('button', { name: 'Cancel' }));
      await user.click(await screen.findByRole('button', { name: 'Reject' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reject Balaji Kirana?' });
      expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue(
        'FSSAI certificate: Too dark to read the number.',
      );
      await user.selectOptions(within(dialog).getByLabelText('Reason'), 'unclear_document');
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
      await waitFor(() =>
        expect(api.calls('patch', '/api/admin/branches/{branchId}/reject')[0]?.body).toEqual({
          reason: 'unclear_document',
          note: 'FSSAI certificate: Too dark to read the number.',
        }),
      );
    });

    it('asks what is unclear by the document’s name, not its lower-cased kind', async () => {
      const { user } = openBranch(makeStore({ status: 'pending' }));
      const item = await screen.findByRole('listitem', { name: 'FSSAI certificate' });
      await user.click(
        within(item).getByRole('button', { name: 'Mark unclear: FSSAI certificate' }),
      );
      expect(
        within(item).getByLabelText('What is unclear in the FSSAI certificate?'),
      ).toBeInTheDocument();
    });

    it('offers the document marks only while the store is under review', async () => {
      const { api, branch, current, user } = withUnclearCertificate();
      await screen.findByRole('region', { name: 'Documents' });
      const documents = () => screen.getByRole('region', { name: 'Documents' });
      expect(within(documents()).getAllByRole('button', { name: 'Mark verified' })).toHaveLength(3);
      api.patch('/api/admin/branches/{branchId}/reject', () => {
        current.detail = { ...current.detail, branch: { ...branch, status: 'rejected' } };
        return {
          status: 'success',
          message: BRANCH_REJECTED,
          data: { branch: { ...branch, status: 'rejected' } },
        };
      });
      await user.click(within(actions()).getByRole('button', { name: 'Reject' }));
      const dialog = await screen.findByRole('dialog', { name: 'Reject Balaji Kirana?' });
      await user.selectOptions(within(dialog).getByLabelText('Reason'), 'unclear_document');
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText(BRANCH_REJECTED)).toBeInTheDocument();
      await waitFor(() =>
        expect(within(documents()).queryByRole('button', { name: /^Mark / })).toBeNull(),
      );
      // The marks stay in sight.
      expect(within(documents()).getByText('“Too dark to read the number.”')).toBeInTheDocument();
    });

    it.each([
      ['approved', 0],
      ['rejected', 0],
      ['suspended', 3],
    ] as const)('a %s store offers %i "Mark verified" buttons', async (status, buttons) => {
      openBranch(makeStore({ status }));
      const documents = await screen.findByRole('region', { name: 'Documents' });
      expect(within(documents).getAllByRole('listitem')).toHaveLength(3);
      expect(within(documents).queryAllByRole('button', { name: 'Mark verified' })).toHaveLength(
        buttons,
      );
    });

    it('says where a sent message went: logged (nobody received it) or by webhook', async () => {
      const branch = makeStore({ status: 'approved' });
      openBranch(
        branch,
        makeStoreDetail(branch, {
          notifications: [
            makeNotification({ text: 'Kirana: reinstated.', channel: 'log' }),
            makeNotification({ text: 'Kirana: approved.', channel: 'webhook' }),
          ],
        }),
      );
      const messages = await screen.findByRole('region', { name: 'Messages to the owner' });
      const [logged, bridged] = within(messages).getAllByRole('listitem');
      expect(logged).toHaveTextContent('Logged (no message sent)');
      expect(bridged).toHaveTextContent('Sent by webhook');
    });
  });
});

describe('documents opened with the admin’s own token (issue 36)', () => {
  it('shows each image from the bytes it fetched with the token, never from a link to the API', async () => {
    const branch = makeStore({ status: 'pending' });
    const detail = makeStoreDetail(branch);
    const { api, router } = openBranch(branch, detail);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    await waitFor(() => expect(within(documents).getAllByRole('img')).toHaveLength(3));
    for (const image of within(documents).getAllByRole('img')) {
      expect(image.getAttribute('src')).toMatch(/^blob:test\//);
    }
    const fetched = api.calls('get', '/api/admin/documents/{documentId}');
    expect(fetched.map((call) => call.params.documentId).sort()).toEqual(
      detail.documents.map((doc) => doc._id).sort(),
    );
    for (const call of fetched) {
      expect(call.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    }
    // Nothing on the screen points at the API: a copied address opens nothing.
    const addresses = [...document.querySelectorAll('[src], [href]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '',
    );
    expect(addresses.filter((address) => address.includes('/api/'))).toEqual([]);
    const photo = within(documents).getByRole('listitem', { name: 'Shop photo' });
    expect(within(photo).getByRole('link', { name: /^Open: Shop photo/ })).toHaveAttribute(
      'href',
      within(photo).getByRole('img').getAttribute('src'),
    );
    // Leaving the screen lets go of the bytes.
    expect(objectUrls.live()).toHaveLength(3);
    await router.navigate('/admin/dashboard');
    await waitFor(() => expect(objectUrls.live()).toEqual([]));
  });

  it('downloads a PDF from the bytes it fetched, typed as the document says', async () => {
    const branch = makeStore({ status: 'pending' });
    const detail = makeStoreDetail(branch);
    const certificate = asPdf(detail, 'fssai_certificate');
    const { api, user } = openBranch(branch, detail);
    api.get('/api/admin/documents/{documentId}', ({ params }) =>
      params.documentId === certificate._id
        ? file('%PDF-1.4', 'text/html')
        : file('x', 'image/jpeg'),
    );
    const saved: { name: string; blob: Blob | undefined }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: objectUrls.blobOf(this.href) });
    });
    const item = await screen.findByRole('listitem', { name: 'FSSAI certificate' });
    // Fetched only when asked for.
    expect(
      api.calls('get', '/api/admin/documents/{documentId}').map((call) => call.params.documentId),
    ).not.toContain(certificate._id);
    await user.click(within(item).getByRole('button', { name: 'Download PDF: FSSAI certificate' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`${branch.name} - FSSAI certificate.pdf`);
    expect(saved[0]?.blob?.type).toBe('application/pdf');
    expect(await saved[0]?.blob?.text()).toBe('%PDF-1.4');
  });

  it('says an image could not be loaded and fetches it again when asked', async () => {
    const branch = makeStore({ status: 'pending' });
    const { api, user } = openBranch(branch);
    let answer = fail(403, 'You do not have access to this.');
    api.get('/api/admin/documents/{documentId}', () => answer);
    const documents = await screen.findByRole('region', { name: 'Documents' });
    await waitFor(() =>
      expect(within(documents).getAllByText('This document could not be loaded.')).toHaveLength(3),
    );
    answer = file('bytes', 'image/jpeg');
    const photo = within(documents).getByRole('listitem', { name: 'Shop photo' });
    await user.click(within(photo).getByRole('button', { name: 'Try again' }));
    expect(await within(photo).findByRole('img', { name: 'Shop photo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:test\//),
    );
  });
});

describe('a document erased by the retention schedule (issue 40)', () => {
  it('says when it was erased and keeps its check, and never fetches it', async () => {
    const branch = makeStore({ status: 'approved' });
    const detail = makeStoreDetail(branch);
    const id = detail.documents[2];
    if (!id) throw new Error('no government ID');
    detail.documents[2] = {
      ...id,
      erasedAt: '2026-11-03T21:00:00.000Z',
      review: {
        state: 'verified',
        note: null,
        reviewedBy: { _id: nextId(), name: 'Lakshmi Rao' },
        reviewedAt: '2026-10-04T05:30:00.000Z',
      },
    };
    const { api } = openBranch(branch, detail);
    const item = await screen.findByRole('listitem', { name: "Owner's government ID" });
    expect(item).toHaveTextContent(
      /Erased on .*2026.* by the retention schedule\. Its check \(who verified it and when\) is kept\./,
    );
    expect(item).toHaveTextContent('Lakshmi Rao');
    expect(within(item).queryByRole('img')).toBeNull();
    await waitFor(() =>
      expect(api.calls('get', '/api/admin/documents/{documentId}')).toHaveLength(2),
    );
    expect(
      api.calls('get', '/api/admin/documents/{documentId}').map((call) => call.params.documentId),
    ).not.toContain(id._id);
  });
});

describe('personal data as the role sees it (issue 36)', () => {
  it('shows Support masked numbers as text and withheld fields as such, never "undefined"', async () => {
    const branch = makeStore({ status: 'pending', phone: '+91 ••••• •4567' });
    const detail = makeStoreDetail(branch, { documents: [] });
    const {
      ownerEmail: _email,
      fssaiNumber: _fssai,
      gstin: _gstin,
      governmentId: _id,
      ...masked
    } = detail.registration;
    openBranch(
      branch,
      { ...detail, registration: { ...masked, ownerPhone: '+91 ••••• •2338' } },
      adminWithRole('Support'),
    );
    const details = await screen.findByRole('region', { name: 'Branch Details' });
    expect(detailOf(details, 'Phone')).toBe('+91 ••••• •4567Number ending in 4567');
    expect(within(details).queryByRole('link')).toBeNull();
    const owner = screen.getByRole('region', { name: 'Store owner' });
    expect(detailOf(owner, 'Mobile')).toBe('+91 ••••• •2338Number ending in 2338');
    expect(detailOf(owner, 'E-mail')).toBe('Not shown to your role');
    expect(within(owner).queryByRole('link')).toBeNull();
    const registration = screen.getByRole('region', { name: 'Registration' });
    expect(detailOf(registration, 'FSSAI number')).toBe('Not shown to your role');
    expect(detailOf(registration, 'GSTIN')).toBe('Not shown to your role');
    expect(detailOf(registration, "Owner's ID")).toBe('Not shown to your role');
    expect(document.body).not.toHaveTextContent(/undefined|null/);
  });

  it('keeps "Not provided" for what was never given, for a role that sees it', async () => {
    const branch = makeStore({ status: 'pending' });
    const detail = makeStoreDetail(branch);
    openBranch(branch, {
      ...detail,
      registration: { ...detail.registration, ownerEmail: null, fssaiNumber: null },
    });
    const owner = await screen.findByRole('region', { name: 'Store owner' });
    expect(detailOf(owner, 'E-mail')).toBe('Not provided');
    expect(within(owner).getByRole('link', { name: '+91 98480 22338' })).toHaveAttribute(
      'href',
      'tel:+919848022338',
    );
    const registration = screen.getByRole('region', { name: 'Registration' });
    expect(detailOf(registration, 'FSSAI number')).toBe('Not provided');
  });
});

describe('a store for each role (issue 25)', () => {
  const failed = () =>
    makeNotification({ state: 'failed', attempts: 6, lastError: 'Webhook answered 500' });

  /** Opens a pending store with a failed message as `role`; gives its actions panel. */
  function openAs(role: Role, detail: Parameters<typeof makeStoreDetail>[1] = {}) {
    const branch = makeStore({ status: 'pending' });
    openBranch(
      branch,
      makeStoreDetail(branch, { ...detail, notifications: [failed()] }),
      adminWithRole(role),
    );
    return screen.findByRole('region', { name: 'Branch Actions' });
  }

  it('gives a Reviewer the decisions, documents, hours and retry, not the inventory', async () => {
    const panel = await openAs('Reviewer');
    expect(within(panel).getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(within(panel).queryByRole('link', { name: 'Inventory Management' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Documents' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Edit hours' })).toBeVisible();
    const messages = screen.getByRole('region', { name: 'Messages to the owner' });
    expect(within(messages).getByRole('button', { name: /Send again/ })).toBeVisible();
  });

  it('shows Support the store without decisions, documents, hours editing or the inventory; a failed message may be sent again', async () => {
    const panel = await openAs('Support', { documents: [] });
    await screen.findByRole('region', { name: 'Opening hours' });
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit hours' })).toBeNull();
    const messages = screen.getByRole('region', { name: 'Messages to the owner' });
    // Support sends a failed message again (notifications.retry).
    expect(within(messages).getByRole('button', { name: /Send again/ })).toBeVisible();
  });

  it('gives a Catalogue admin the inventory, no decisions and no Send again', async () => {
    const panel = await openAs('Catalogue', { documents: [] });
    expect(within(panel).getByRole('link', { name: 'Inventory Management' })).toBeVisible();
    expect(within(panel).queryByRole('button')).toBeNull();
    const messages = screen.getByRole('region', { name: 'Messages to the owner' });
    expect(within(messages).getByRole('listitem')).toHaveTextContent('Webhook answered 500');
    expect(within(messages).queryByRole('button', { name: /Send again/ })).toBeNull();
  });
});
