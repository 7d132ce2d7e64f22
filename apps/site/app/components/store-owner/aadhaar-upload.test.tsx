// The owner's ID when it is Aadhaar (issue 40): the words say why with an example; a photo waits
// in the masking editor (loaded on use) and nothing leaves the phone until it is masked; UIDAI's
// masked e-Aadhaar, and any PDF, goes as it is; another ID type is unchanged.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { fakeXhr } from '../../testing/fake-xhr';
import { RegisterStore } from './register-store';
import { storeOwnerProps } from './store-owner-props';
import {
  FILLED_FIELDS,
  answer,
  document,
  fakeApi,
  registration,
  signedInEachTest,
} from './testing';

const TE = messagesFor('te').storeOwner;
const PROPS = storeOwnerProps('te');

/**
 * /register-store in Telugu for a registration whose ID, of this type, is the one document
 * missing: the uploads it sends, and a user.
 */
function openWithId(governmentIdType: 'aadhaar' | 'pan') {
  const reg = registration({
    fields: { ...FILLED_FIELDS, governmentIdType },
    documents: [document('shop_photo'), document('fssai_certificate')],
    missing: ['government_id'],
  });
  fakeApi({ 'GET /api/store-owner/registration': () => answer(reg) });
  const xhr = fakeXhr();
  const user = userEvent.setup();
  render(<RegisterStore {...PROPS} />);
  return { xhr, user };
}

const idPicker = () => screen.getByLabelText(TE.documentKinds.government_id);
const photo = () => new File(['jpeg'], 'aadhaar.jpg', { type: 'image/jpeg' });

signedInEachTest();

describe('the Aadhaar upload', () => {
  it('says why with an example, and a PDF from UIDAI goes as it is', async () => {
    const { xhr, user } = openWithId('aadhaar');
    expect(await screen.findByText(TE.aadhaar.why)).toBeVisible();
    expect(screen.getByRole('img', { name: TE.aadhaar.example })).toBeVisible();
    await user.upload(
      idPicker(),
      new File(['%PDF-1.4'], 'eaadhaar.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(xhr).toHaveLength(1));
    expect(xhr[0]?.url).toMatch(/\/registration\/documents\/government_id$/);
    expect(((xhr[0]?.body as FormData).get('file') as File).name).toBe('eaadhaar.pdf');
    expect(screen.queryByRole('group', { name: TE.aadhaar.title })).not.toBeInTheDocument();
  });

  it('holds a photo in the masking editor: nothing is sent until it is masked', async () => {
    const { xhr, user } = openWithId('aadhaar');
    await screen.findByText(TE.aadhaar.why);
    await user.upload(idPicker(), photo());
    const editor = await screen.findByRole('group', { name: TE.aadhaar.title });
    expect(editor).toHaveTextContent(TE.aadhaar.instructions);
    // jsdom cannot open a photo: the editor says so and offers another.
    expect(await screen.findByRole('alert')).toHaveTextContent(TE.aadhaar.unreadable);
    expect(xhr).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: TE.aadhaar.other }));
    expect(screen.queryByRole('group', { name: TE.aadhaar.title })).not.toBeInTheDocument();
    expect(idPicker()).toBeEnabled();
    expect(xhr).toHaveLength(0);
  });

  it('sends a photo the owner says is a masked e-Aadhaar as it is', async () => {
    const { xhr, user } = openWithId('aadhaar');
    await user.click(await screen.findByLabelText(TE.aadhaar.eAadhaar));
    await user.upload(idPicker(), photo());
    await waitFor(() => expect(xhr).toHaveLength(1));
    expect(((xhr[0]?.body as FormData).get('file') as File).name).toBe('aadhaar.jpg');
    expect(screen.queryByRole('group', { name: TE.aadhaar.title })).not.toBeInTheDocument();
  });

  it('leaves PAN as it was: no Aadhaar words, the photo goes at once', async () => {
    const { xhr, user } = openWithId('pan');
    await user.upload(await screen.findByLabelText(TE.documentKinds.government_id), photo());
    await waitFor(() => expect(xhr).toHaveLength(1));
    expect(screen.queryByText(TE.aadhaar.why)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(TE.aadhaar.eAadhaar)).not.toBeInTheDocument();
  });
});
