// A delivery-partner application's review screen as a reviewer uses it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Admin, components } from '@kirana/api-client/types';
import { REASON_REQUIRED } from '@kirana/domain/decisions';
import { UNKNOWN_ERROR } from '../../lib/messages';
import { NOTIFICATION_REQUEUED } from '@kirana/domain/notifications';
import { APPLICATION_APPROVED, APPLICATION_REJECTED } from '@kirana/domain/delivery-partners';
import { fail } from '../../testing/fake-api';
import {
  adminWithRole,
  makeApplicationDetail,
  makeNotification,
  makePartnerApplication,
} from '../../testing/fixtures';
import { mockApi, renderApp } from '../../testing/render';

type PartnerApplication = components['schemas']['PartnerApplication'];

/** The application's screen, its detail answered by the fake API (`detail` may change later). */
function openApplication(
  application: PartnerApplication,
  detail = makeApplicationDetail(application),
  admin?: Admin,
) {
  const api = mockApi();
  const current = { detail };
  api.get('/api/admin/delivery-partners/applications/{applicationId}', ({ params }) =>
    params.applicationId === current.detail.application._id
      ? { status: 'success', data: current.detail }
      : fail(404, 'Application not found.', 'NOT_FOUND'),
  );
  const rendered = renderApp(`/admin/delivery-partners/${application._id}`, admin ? { admin } : {});
  return { api, current, ...rendered };
}

/** The decision panel, once the application has loaded. */
function decision() {
  return screen.findByRole('region', { name: 'Decision' });
}

describe('a delivery-partner application', () => {
  it('shows the applicant, the vehicle and each document with its mark and viewer', async () => {
    const application = makePartnerApplication({ name: 'Suresh Babu', vehicle: 'motorbike' });
    openApplication(application);
    expect(await screen.findByRole('heading', { level: 1, name: 'Suresh Babu' })).toBeVisible();
    const applicant = screen.getByRole('region', { name: 'Applicant' });
    expect(within(applicant).getByRole('link', { name: '+91 98480 22338' })).toHaveAttribute(
      'href',
      'tel:+919848022338',
    );
    expect(applicant).toHaveTextContent('500016');
    expect(screen.getByRole('region', { name: 'Application' })).toHaveTextContent(
      'Motorbike (needs a driving licence)',
    );
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('listitem', { name: 'Government ID' })).toHaveTextContent(
      'Verified',
    );
    expect(within(documents).getByRole('listitem', { name: 'Address proof' })).toBeInTheDocument();
    expect(
      within(documents).getByRole('listitem', { name: 'Photo of the applicant' }),
    ).toBeInTheDocument();
    // A motorbike needs a licence this application never carried.
    expect(documents).toHaveTextContent('Not uploaded: Driving licence.');
  });

  it('lists earlier applications from the same phone with their outcome, each linking to it', async () => {
    const earlier = makePartnerApplication({
      status: 'rejected',
      submittedAt: '2026-01-02T10:00:00.000Z',
      reason: 'unclear_document',
      note: 'The ID photo is blurred.',
    });
    const application = makePartnerApplication({ previousApplicationId: earlier._id });
    const { user } = openApplication(
      application,
      makeApplicationDetail(application, { earlierApplications: [earlier] }),
    );
    const panel = await screen.findByRole('region', { name: 'Earlier applications' });
    const [item] = within(panel).getAllByRole('listitem');
    expect(item).toHaveTextContent('Rejected');
    expect(item).toHaveTextContent('Unclear document');
    expect(item).toHaveTextContent('“The ID photo is blurred.”');
    const link = within(item as HTMLElement).getByRole('link');
    expect(link).toHaveAttribute('href', `/admin/delivery-partners/${earlier._id}`);
    await user.click(link);
    // The earlier one is not the application the fake API knows: its screen says so.
    expect(await screen.findByText('Application not found.')).toBeInTheDocument();
  });

  it('rejects only with a reason, sends it with the note, and shows the result', async () => {
    const application = makePartnerApplication({ name: 'Suresh Babu' });
    const { api, current, user } = openApplication(application);
    api.patch('/api/admin/delivery-partners/applications/{applicationId}/reject', ({ body }) => {
      const rejected = {
        ...application,
        status: 'rejected' as const,
        reason: body?.reason ?? null,
        note: body?.note ?? null,
        decidedAt: new Date().toISOString(),
      };
      current.detail = { ...current.detail, application: rejected };
      return { status: 'success', message: APPLICATION_REJECTED, data: { application: rejected } };
    });
    await user.click(within(await decision()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Suresh Babu?' });
    expect(dialog).toHaveTextContent('the applicant is told the reason by SMS');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText(REASON_REQUIRED.text)).toBeInTheDocument();
    expect(
      api.calls('patch', '/api/admin/delivery-partners/applications/{applicationId}/reject'),
    ).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Driving licence missing');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Rides a motorbike.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(APPLICATION_REJECTED)).toBeInTheDocument();
    expect(
      api.calls('patch', '/api/admin/delivery-partners/applications/{applicationId}/reject')[0]
        ?.body,
    ).toEqual({ reason: 'licence_missing', note: 'Rides a motorbike.' });
    expect(await screen.findByRole('region', { name: 'Application' })).toHaveTextContent(
      'Driving licence missing',
    );
    expect(within(await decision()).queryByRole('button')).not.toBeInTheDocument();
    expect(await decision()).toHaveTextContent('The applicant may apply again.');
  });

  it('asks again before approving while a required document is not verified', async () => {
    const application = makePartnerApplication({ name: 'Suresh Babu' });
    const { api, user } = openApplication(application);
    api.patch('/api/admin/delivery-partners/applications/{applicationId}/approve', () => ({
      status: 'success',
      message: APPLICATION_APPROVED,
      data: { application: { ...application, status: 'approved' } },
    }));
    await user.click(within(await decision()).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Suresh Babu?' });
    expect(dialog).toHaveTextContent(
      'The applicant becomes a delivery partner and is told by SMS.',
    );
    expect(dialog).toHaveTextContent('Not yet verified: Address proof, Photo of the applicant.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    expect(await screen.findByText(APPLICATION_APPROVED)).toBeInTheDocument();
    expect(
      api.calls('patch', '/api/admin/delivery-partners/applications/{applicationId}/approve')[0]
        ?.body,
    ).toEqual({});
  });

  it('approves without a second question when every required document is verified', async () => {
    const application = makePartnerApplication({ name: 'Suresh Babu' });
    const detail = makeApplicationDetail(application);
    detail.documents = detail.documents.map((doc) => ({
      ...doc,
      review: { ...doc.review, state: 'verified' },
    }));
    const { user } = openApplication(application, detail);
    await user.click(within(await decision()).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Suresh Babu?' });
    expect(dialog).not.toHaveTextContent('Not yet verified');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('marks a document unclear with its note, and shows a failed mark under it', async () => {
    const application = makePartnerApplication();
    const { api, user } = openApplication(application);
    api.patch(
      '/api/admin/delivery-partners/applications/{applicationId}/documents/{documentId}/review',
      () => fail(500),
    );
    const item = await screen.findByRole('listitem', { name: 'Address proof' });
    await user.click(within(item).getByRole('button', { name: 'Mark unclear: Address proof' }));
    await user.type(within(item).getByRole('textbox'), 'The address is cut off.');
    await user.click(within(item).getByRole('button', { name: 'Save as unclear' }));
    await waitFor(() =>
      expect(
        api.calls(
          'patch',
          '/api/admin/delivery-partners/applications/{applicationId}/documents/{documentId}/review',
        )[0]?.body,
      ).toEqual({ state: 'unclear', note: 'The address is cut off.' }),
    );
    expect(await within(item).findByRole('alert')).toHaveTextContent(UNKNOWN_ERROR);
  });

  it('sends a failed message again and says it will be sent', async () => {
    const application = makePartnerApplication({ status: 'rejected' });
    const failed = makeNotification({
      template: 'partner_rejected',
      text: 'Kirana: Suresh Babu, your delivery partner application was not approved.',
      state: 'failed',
      attempts: 6,
      lastError: 'The bridge answered 502',
      sentAt: null,
    });
    const { api, current, user } = openApplication(
      application,
      makeApplicationDetail(application, { notifications: [failed] }),
    );
    api.post('/api/admin/notifications/{notificationId}/retry', ({ params }) => {
      const requeued = { ...failed, state: 'pending' as const, attempts: 0 };
      if (params.notificationId !== failed._id) return fail(404, 'Notification not found.');
      current.detail = { ...current.detail, notifications: [requeued] };
      return {
        status: 'success',
        message: NOTIFICATION_REQUEUED,
        data: { notification: requeued },
      };
    });
    const messages = await screen.findByRole('region', { name: 'Messages to the applicant' });
    expect(messages).toHaveTextContent('Failed');
    expect(messages).toHaveTextContent('Last error: The bridge answered 502');
    await user.click(within(messages).getByRole('button', { name: /Send again/ }));
    expect(await within(messages).findByText(NOTIFICATION_REQUEUED)).toBeInTheDocument();
    expect(await within(messages).findByText('Waiting to send')).toBeInTheDocument();
    expect(within(messages).queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
    expect(api.calls('post', '/api/admin/notifications/{notificationId}/retry')).toHaveLength(1);
  });

  it('carries the unclear documents’ notes into the rejection and offers no marks once decided', async () => {
    const application = makePartnerApplication({ name: 'Suresh Babu' });
    const detail = makeApplicationDetail(application);
    detail.documents = detail.documents.map((doc) =>
      doc.kind === 'address_proof'
        ? { ...doc, review: { ...doc.review, state: 'unclear', note: 'The address is cut off.' } }
        : doc,
    );
    const { api, current, user } = openApplication(application, detail);
    api.patch('/api/admin/delivery-partners/applications/{applicationId}/reject', ({ body }) => {
      const rejected = {
        ...application,
        status: 'rejected' as const,
        reason: body?.reason ?? null,
      };
      current.detail = { ...current.detail, application: rejected };
      return { status: 'success', message: APPLICATION_REJECTED, data: { application: rejected } };
    });
    const item = await screen.findByRole('listitem', { name: 'Address proof' });
    expect(within(item).getByRole('button', { name: 'Mark verified' })).toBeInTheDocument();
    await user.click(within(await decision()).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Suresh Babu?' });
    expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue(
      'Address proof: The address is cut off.',
    );
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Unclear document');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(
        api.calls('patch', '/api/admin/delivery-partners/applications/{applicationId}/reject')[0]
          ?.body,
      ).toEqual({ reason: 'unclear_document', note: 'Address proof: The address is cut off.' }),
    );
    await waitFor(() =>
      expect(within(item).queryByRole('button', { name: 'Mark verified' })).toBeNull(),
    );
  });
});

describe('a delivery-partner application for each role (issue 25)', () => {
  it('shows Support the applicant without the decisions or the documents', async () => {
    const application = makePartnerApplication({ name: 'Suresh Babu', status: 'pending' });
    openApplication(
      application,
      { ...makeApplicationDetail(application), documents: [] },
      adminWithRole('Support'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Suresh Babu' })).toBeVisible();
    expect(within(await decision()).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Applicant' })).toBeVisible();
  });

  it('shows Support the applicant’s number cut to its last four digits and no e-mail (issue 36)', async () => {
    const { email: _email, ...withheld } = makePartnerApplication({
      name: 'Suresh Babu',
      phone: '+91 ••••• •2338',
    });
    openApplication(
      withheld,
      { ...makeApplicationDetail(withheld), documents: [] },
      adminWithRole('Support'),
    );
    const applicant = await screen.findByRole('region', { name: 'Applicant' });
    expect(within(applicant).getByText('+91 ••••• •2338')).toBeVisible();
    expect(within(applicant).getByText('Number ending in 2338')).toBeInTheDocument();
    expect(within(applicant).getByText('Not shown to your role')).toBeVisible();
    expect(within(applicant).queryByRole('link')).toBeNull();
    expect(applicant).not.toHaveTextContent(/undefined/);
  });

  it('gives a Reviewer the decisions and the documents', async () => {
    const application = makePartnerApplication({ name: 'Suresh Babu', status: 'pending' });
    openApplication(application, undefined, adminWithRole('Reviewer'));
    expect(within(await decision()).getByRole('button', { name: 'Approve' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Documents' })).toBeVisible();
  });
});
