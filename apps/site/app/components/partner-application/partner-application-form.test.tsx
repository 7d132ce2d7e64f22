import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_NOT_WHAT_IT_CLAIMS } from '@kirana/domain/stores';
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_INVALID,
  MAX_DOCUMENT_BYTES,
} from '@kirana/domain/documents';
import { MOBILE_INVALID } from '@kirana/domain/mobile';
import { API_RATE_LIMITED } from '@kirana/domain/common';
import {
  APPLICATION_PENDING_FOR_PHONE,
  APPLICATION_RECEIVED,
  PARTNER_DOCUMENT_REQUIRED,
  PARTNER_PHOTO_NOT_AN_IMAGE,
  PINCODE_OUTSIDE_HYDERABAD,
} from '@kirana/domain/delivery-partners';
import {
  NOTICE_PARAMS,
  PARTNER_NOTICE_REQUIRED,
  PRIVACY_NOTICE_VERSION,
} from '@kirana/domain/privacy-notice';
import { fakeXhr, type XhrRecord } from '../../testing/fake-xhr';
import { PartnerApplicationForm } from './partner-application-form';
import { wordsFor } from '../../i18n/rules/catalogue';
import { messagesFor } from '../../i18n/messages';

/** The words the page gives the island (English). */
const RULES = wordsFor('en', ['deliveryPartners', 'documents']);
const TEXT = messagesFor('en').partnerForm;

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const queryField = (label: string) => screen.queryByLabelText(new RegExp(`^${label}`));
const send = () => screen.getByRole('button', { name: 'Send application' });

const pdf = (name: string, bytes = 1000) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};
const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

async function fillIn(user: UserEvent, vehicle = 'Motorbike') {
  await user.type(field('Full name'), 'Ravi Kumar');
  await user.type(field('Mobile number'), '+91 98480 12345');
  await user.type(field('Email'), 'ravi@example.com');
  await user.type(field('Area pincode'), '500038');
  await user.selectOptions(field('How you will deliver'), vehicle);
  await user.upload(field('Government ID'), pdf('aadhaar.pdf'));
  await user.upload(field('Address proof'), pdf('bill.pdf'));
  await user.upload(field('Photo of the applicant'), jpeg('me.jpg'));
  if (vehicle === 'Motorbike') await user.upload(field('Driving licence'), jpeg('licence.jpg'));
  await user.click(screen.getByRole('checkbox', { name: TEXT.privacyNotice.agree }));
}

function expectErrorOn(control: HTMLElement, message: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

async function sent(requests: XhrRecord[]): Promise<XhrRecord> {
  await waitFor(() => expect(requests).toHaveLength(1));
  return requests[0] as XhrRecord;
}

/** The form in English, with the network faked: the requests it makes, and a user. */
function renderForm() {
  const requests = fakeXhr();
  const user = userEvent.setup();
  render(<PartnerApplicationForm text={TEXT} rules={RULES} />);
  return { requests, user };
}

/** The form filled in (with a motorbike) and sent: its request, not yet answered. */
async function fillInAndSend() {
  const { requests, user } = renderForm();
  await fillIn(user);
  await user.click(send());
  return { requests, user, request: await sent(requests) };
}

describe('PartnerApplicationForm', () => {
  it("has file pickers in the page's language that show the file chosen (issue 26, part 4)", async () => {
    const text = messagesFor('te').partnerForm;
    render(<PartnerApplicationForm text={text} rules={wordsFor('te', ['deliveryPartners'])} />);
    const id = field(text.documentLabels.government_id);
    expect(id).toHaveAttribute('type', 'file');
    // Each picker's button is a label of its input, in Telugu; no file is chosen yet.
    const buttons = screen.getAllByText(text.chooseFile);
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button.tagName).toBe('LABEL');
    expect(buttons[0]).toHaveAttribute('for', id.id);
    expect(screen.getAllByText(text.noFile)).toHaveLength(3);
    expect(id).toHaveAccessibleName(text.documentLabels.government_id);
    expect(id).toHaveAccessibleDescription(expect.stringContaining(text.noFile));

    await userEvent.setup().upload(id, pdf('aadhaar.pdf'));
    expect(screen.getByText('aadhaar.pdf')).toBeVisible();
    expect(id).toHaveAccessibleDescription(expect.stringContaining('aadhaar.pdf'));
    expect(screen.getAllByText(text.noFile)).toHaveLength(2);
  });

  it('asks for a driving licence only for a motorbike or a scooter, and requires it then', async () => {
    const { requests, user } = renderForm();
    expect(queryField('Driving licence')).not.toBeInTheDocument();

    await user.selectOptions(field('How you will deliver'), 'Bicycle');
    expect(queryField('Driving licence')).not.toBeInTheDocument();
    await user.selectOptions(field('How you will deliver'), 'Motorbike');
    expect(field('Driving licence')).toBeRequired();

    await user.click(send());
    // The first send waits for the form's rules to load (lib/partner-rules.ts).
    await waitFor(() =>
      expectErrorOn(field('Driving licence'), PARTNER_DOCUMENT_REQUIRED.driving_licence.text),
    );

    await user.selectOptions(field('How you will deliver'), 'On foot');
    expect(queryField('Driving licence')).not.toBeInTheDocument();
    expect(
      screen.queryByText(PARTNER_DOCUMENT_REQUIRED.driving_licence.text),
    ).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows each rule next to its field, focuses the first and sends nothing', async () => {
    const { requests, user } = renderForm();
    await user.type(field('Full name'), 'Ravi Kumar');
    await user.type(field('Mobile number'), '12345');
    await user.type(field('Area pincode'), '560001');
    await user.selectOptions(field('How you will deliver'), 'Bicycle');
    await user.click(send());

    expectErrorOn(field('Mobile number'), MOBILE_INVALID.text);
    expectErrorOn(field('Area pincode'), PINCODE_OUTSIDE_HYDERABAD.text);
    expectErrorOn(field('Government ID'), PARTNER_DOCUMENT_REQUIRED.government_id.text);
    expectErrorOn(field('Address proof'), PARTNER_DOCUMENT_REQUIRED.address_proof.text);
    expectErrorOn(field('Photo of the applicant'), PARTNER_DOCUMENT_REQUIRED.photo.text);
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Mobile number')).toHaveFocus();
    expect(requests).toHaveLength(0);

    // A corrected field loses its message as it is typed.
    await user.clear(field('Mobile number'));
    await user.type(field('Mobile number'), '9848012345');
    expect(field('Mobile number')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a file of the wrong type, a PDF for the photo and a PDF over the size limit', async () => {
    fakeXhr();
    // As when the visitor switches the file picker to "All files".
    const user = userEvent.setup({ applyAccept: false });
    render(<PartnerApplicationForm text={TEXT} rules={RULES} />);

    await user.upload(
      field('Government ID'),
      new File(['hello'], 'id.txt', { type: 'text/plain' }),
    );
    // Said once the form's checks are in (they load as the form gets focus).
    await waitFor(() => expectErrorOn(field('Government ID'), DOCUMENT_TYPE_INVALID.text));

    await user.upload(field('Photo of the applicant'), pdf('me.pdf'));
    await waitFor(() =>
      expectErrorOn(field('Photo of the applicant'), PARTNER_PHOTO_NOT_AN_IMAGE.text),
    );

    await user.upload(field('Address proof'), pdf('bill.pdf', MAX_DOCUMENT_BYTES + 1));
    await waitFor(() => expectErrorOn(field('Address proof'), DOCUMENT_TOO_LARGE.text));

    await user.upload(field('Address proof'), pdf('bill.pdf', MAX_DOCUMENT_BYTES));
    await waitFor(() => expect(field('Address proof')).not.toHaveAttribute('aria-invalid'));
  });

  it('refuses an image still over the size limit when it cannot be made smaller', async () => {
    const { requests, user } = renderForm();
    await fillIn(user, 'Bicycle');
    const huge = jpeg('huge.jpg');
    Object.defineProperty(huge, 'size', { value: MAX_DOCUMENT_BYTES + 1 });
    await user.upload(field('Photo of the applicant'), huge);
    await user.click(send());

    await waitFor(() => expectErrorOn(field('Photo of the applicant'), DOCUMENT_TOO_LARGE.text));
    expect(requests).toHaveLength(0);
  });

  it('sends one multipart request with the fields and documents, shows its progress, then what happens next', async () => {
    const { request } = await fillInAndSend();

    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost:3000/api/delivery-partners/applications');
    const body = request.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()].sort()).toEqual(
      [
        'addressProof',
        'drivingLicence',
        'email',
        'governmentId',
        'language',
        'name',
        'noticeLanguage',
        'noticeVersion',
        'phone',
        'photo',
        'pincode',
        'vehicle',
      ].sort(),
    );
    expect(body.get('name')).toBe('Ravi Kumar');
    // The application keeps the page's language: the answer by SMS comes in it.
    expect(body.get('language')).toBe('en');
    // The privacy notice agreed to, and the language it was read in (issue 40).
    expect(body.get('noticeVersion')).toBe(PRIVACY_NOTICE_VERSION);
    expect(body.get('noticeLanguage')).toBe('en');
    expect(body.get('phone')).toBe('9848012345');
    expect(body.get('email')).toBe('ravi@example.com');
    expect(body.get('pincode')).toBe('500038');
    expect(body.get('vehicle')).toBe('motorbike');
    expect((body.get('governmentId') as File).name).toBe('aadhaar.pdf');
    expect((body.get('addressProof') as File).name).toBe('bill.pdf');
    expect((body.get('photo') as File).type).toBe('image/jpeg');
    expect((body.get('drivingLicence') as File).name).toBe('licence.jpg');

    act(() => request.progress(40));
    const progress = screen.getByRole('progressbar', { name: 'Uploading your application' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('40%')).toBeInTheDocument();

    act(() =>
      request.respond(201, {
        status: 'success',
        message: APPLICATION_RECEIVED,
        data: {
          application: {
            _id: 'a1',
            submittedAt: '2026-11-23T10:00:00.000Z',
            dueAt: '2026-11-25T10:00:00.000Z',
          },
        },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(APPLICATION_RECEIVED);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });

  it('leaves out the e-mail and the licence when there are none', async () => {
    const { requests, user } = renderForm();
    await fillIn(user, 'On foot');
    await user.clear(field('Email'));
    await user.click(send());

    const body = (await sent(requests)).body as FormData;
    expect(body.get('vehicle')).toBe('on_foot');
    expect(body.has('email')).toBe(false);
    expect(body.has('drivingLicence')).toBe(false);
  });

  it("shows a 409's message and keeps everything entered", async () => {
    const { request } = await fillInAndSend();
    act(() =>
      request.respond(409, {
        status: 'error',
        message: APPLICATION_PENDING_FOR_PHONE.text,
        code: 'CONFLICT',
        rule: APPLICATION_PENDING_FOR_PHONE.rule,
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your application was not sent.');
    expect(alert).toHaveTextContent(APPLICATION_PENDING_FOR_PHONE.text);
    expect(field('Full name')).toHaveValue('Ravi Kumar');
    expect(field('Mobile number')).toHaveValue('+91 98480 12345');
    expect(field('Email')).toHaveValue('ravi@example.com');
    expect(field('Area pincode')).toHaveValue('500038');
    expect(field('How you will deliver')).toHaveValue('motorbike');
    expect((field('Government ID') as HTMLInputElement).files?.[0]?.name).toBe('aadhaar.pdf');
    expect(send()).toBeEnabled();
  });

  it('shows a refusal that names a field next to that field, and a rate limit as it is', async () => {
    const { requests, user, request: first } = await fillInAndSend();
    act(() =>
      first.respond(415, {
        status: 'error',
        // Placed by `field` and worded by `rule`, whatever the English sentence says.
        message: 'drivingLicence: (the server wording)',
        code: 'UNSUPPORTED_MEDIA_TYPE',
        field: 'drivingLicence',
        rule: DOCUMENT_NOT_WHAT_IT_CLAIMS.rule,
      }),
    );
    await waitFor(() => expectErrorOn(field('Driving licence'), DOCUMENT_NOT_WHAT_IT_CLAIMS.text));
    expect(field('Driving licence')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Driving licence: ${DOCUMENT_NOT_WHAT_IT_CLAIMS.text}`,
    );

    await user.click(send());
    await waitFor(() => expect(requests).toHaveLength(2));
    act(() =>
      requests[1]?.respond(429, {
        status: 'error',
        message: 'Too many applications. Please try again later.',
        code: 'RATE_LIMITED',
        rule: API_RATE_LIMITED.rule,
      }),
    );
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(API_RATE_LIMITED.text));
  });

  it('says so when the API cannot be reached', async () => {
    const { request } = await fillInAndSend();
    act(() => request.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A network error occurred. Please try again.',
    );
    expect(field('Full name')).toHaveValue('Ravi Kumar');
  });

  it('masks an Aadhaar photo before keeping it; a PDF and other IDs are kept as chosen (issue 40)', async () => {
    const user = userEvent.setup();
    render(<PartnerApplicationForm text={TEXT} rules={RULES} />);
    const id = field('Government ID');
    const isAadhaar = screen.getByLabelText(TEXT.aadhaar.isAadhaar);
    expect(screen.queryByText(TEXT.aadhaar.why)).not.toBeInTheDocument();
    // Not Aadhaar: a photo is kept at once, as before.
    await user.upload(id, jpeg('pan.jpg'));
    expect(screen.getByText('pan.jpg')).toBeVisible();
    // Saying it is Aadhaar afterwards takes the photo back to be masked first.
    await user.click(isAadhaar);
    expect(screen.getByText(TEXT.aadhaar.why)).toBeVisible();
    const editor = await screen.findByRole('group', { name: TEXT.aadhaar.title });
    expect(screen.queryByText('pan.jpg')).not.toBeInTheDocument();
    // jsdom cannot open a photo: the editor says so; nothing is kept until a photo is masked.
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXT.aadhaar.unreadable);
    await user.click(screen.getByRole('button', { name: TEXT.aadhaar.other }));
    expect(editor).not.toBeInTheDocument();
    await user.upload(id, jpeg('aadhaar.jpg'));
    expect(await screen.findByRole('group', { name: TEXT.aadhaar.title })).toBeVisible();
    expect(screen.queryByText('aadhaar.jpg')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXT.aadhaar.other }));
    // UIDAI's e-Aadhaar PDF goes as it is.
    await user.upload(id, pdf('e-aadhaar.pdf'));
    expect(screen.getByText('e-aadhaar.pdf')).toBeVisible();
    expect(screen.queryByRole('group', { name: TEXT.aadhaar.title })).not.toBeInTheDocument();
  });
  it('shows the privacy notice in Telugu and Hindi, and sends nothing until it is agreed to (issue 40)', async () => {
    for (const language of ['te', 'hi'] as const) {
      const text = messagesFor(language).partnerForm;
      const { unmount } = render(
        <PartnerApplicationForm
          text={text}
          rules={wordsFor(language, ['deliveryPartners', 'documents'])}
          language={language}
        />,
      );
      const notice = screen.getByRole('region', { name: text.privacyNotice.title });
      expect(within(notice).getByRole('heading', { level: 3 })).toHaveTextContent(
        text.privacyNotice.title,
      );
      // What a delivery partner gives, and how long it is kept: the schedule's own days.
      for (const item of text.privacyNotice.items.deliveryPartner)
        expect(within(notice).getByText(item.what)).toBeVisible();
      expect(notice).toHaveTextContent(String(NOTICE_PARAMS.rejectedDays));
      expect(notice).toHaveTextContent(String(NOTICE_PARAMS.idDays));
      expect(within(notice).getByText(text.privacyNotice.rights.withdraw)).toBeVisible();
      expect(within(notice).getByText(text.privacyNotice.board)).toBeVisible();
      const box = screen.getByRole('checkbox', { name: text.privacyNotice.agree });
      expect(box).not.toBeChecked();
      unmount();
    }

    const requests = fakeXhr();
    const user = userEvent.setup();
    const text = messagesFor('hi').partnerForm;
    const rules = wordsFor('hi', ['deliveryPartners', 'documents']);
    render(<PartnerApplicationForm text={text} rules={rules} language="hi" />);
    await user.type(field(text.name), 'Ravi Kumar');
    await user.type(field(text.phone), '9848012345');
    await user.type(field(text.pincode), '500038');
    await user.selectOptions(field(text.vehicle), 'bicycle');
    await user.upload(field(text.documentLabels.government_id), pdf('id.pdf'));
    await user.upload(field(text.documentLabels.address_proof), pdf('bill.pdf'));
    await user.upload(field(text.documentLabels.photo), jpeg('me.jpg'));
    await user.click(screen.getByRole('button', { name: text.send }));
    const box = screen.getByRole('checkbox', { name: text.privacyNotice.agree });
    await waitFor(() =>
      expectErrorOn(box, rules['deliveryPartners.noticeRequired'] ?? PARTNER_NOTICE_REQUIRED.text),
    );
    expect(box).toHaveFocus();
    expect(requests).toHaveLength(0);

    await user.click(box);
    expect(box).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: text.send }));
    const body = (await sent(requests)).body as FormData;
    expect(body.get('noticeVersion')).toBe(PRIVACY_NOTICE_VERSION);
    expect(body.get('noticeLanguage')).toBe('hi');
  });
});
