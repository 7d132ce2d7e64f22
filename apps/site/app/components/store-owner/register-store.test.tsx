// The registration island: a signed-in owner starts a draft, each step is checked by the shared
// rules and saved, refusals sit next to the field the API names and are worded by rule in the
// page's language, the pin is placed and moved on the map, documents upload with progress,
// and the acknowledgement gives the due date in the page's language.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { fakeXhr } from '../../testing/fake-xhr';
import { RegisterStore } from './register-store';
import { storeOwnerProps } from './store-owner-props';
import {
  FILLED_FIELDS,
  answer,
  document,
  fakeApi,
  refusal,
  registration,
  signedInEachTest,
  viewOf,
  type Call,
  hoursAnswer,
} from './testing';

const EN = { ...messagesFor('en').ownerSignIn, ...messagesFor('en').storeOwner };
const TE = { ...messagesFor('te').ownerSignIn, ...messagesFor('te').storeOwner };
const PROPS = { en: storeOwnerProps('en'), te: storeOwnerProps('te') };

function expectErrorOn(control: HTMLElement, words: string) {
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(words));
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function fillShop(user: UserEvent, text: typeof EN) {
  await user.type(screen.getByLabelText(text.shopName), 'Sri Lakshmi Kirana');
  await user.type(screen.getByLabelText(text.street), '12-2-331 Main Road');
  await user.type(screen.getByLabelText(text.city), 'Mehdipatnam');
  await user.type(screen.getByLabelText(text.pincode), '500028');
}

signedInEachTest();

describe('RegisterStore', () => {
  it('asks to sign in first, at step 1 of 6', () => {
    sessionStorage.clear();
    render(<RegisterStore {...PROPS.en} />);
    expect(screen.getByText('Step 1 of 6')).toBeVisible();
    expect(screen.getByRole('heading', { name: EN.signInTitle })).toBeVisible();
    expect(screen.getByLabelText(EN.phone)).toBeVisible();
  });

  it('starts a draft, checks the shop by the shared rules, places the pin and moves the map, and saves', async () => {
    const saved: Call[] = [];
    fakeApi({
      'GET /api/store-owner/registration': () => answer(null),
      'POST /api/store-owner/registration': () => answer(registration(), 201),
      'PATCH /api/store-owner/registration': (call) => {
        saved.push(call);
        return answer(registration({ missing: ['ownerName'] }));
      },
    });
    const user = userEvent.setup();
    render(<RegisterStore {...PROPS.en} />);
    // Focus moves in an effect after the step renders: wait for it, not for the heading alone.
    const shopHeading = await heading(EN.steps.shop);
    await waitFor(() => expect(shopHeading).toHaveFocus());
    expect(screen.getByText('Step 2 of 6')).toBeVisible();
    expect(screen.getByText(`Signed in as +91 ••••• •2338`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: EN.saveAndContinue }));
    const shopName = screen.getByLabelText(EN.shopName);
    await waitFor(() => expectErrorOn(shopName, 'Please enter the name of your shop.'));
    await waitFor(() => expect(shopName).toHaveFocus());
    expectErrorOn(
      screen.getByLabelText(EN.pincode),
      'Please enter the 6-digit pincode of your shop.',
    );
    expect(screen.getByRole('group', { name: EN.pinTitle })).toHaveAccessibleDescription(
      'Please put the marker on your shop: drag the map, or use your location or your pincode.',
    );
    expect(saved).toEqual([]);

    await fillShop(user, EN);
    // A corrected field's refusal goes; it is checked again on saving.
    expect(screen.getByLabelText(EN.shopName)).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText(EN.pincode));
    await user.type(screen.getByLabelText(EN.pincode), '110001');
    await user.click(screen.getByRole('button', { name: EN.usePincode }));
    expect(screen.getByText('We are coming soon in your location.')).toBeVisible();

    await user.clear(screen.getByLabelText(EN.pincode));
    await user.type(screen.getByLabelText(EN.pincode), '500028');
    await user.click(screen.getByRole('button', { name: EN.usePincode }));
    const pin = screen.getByRole('group', { name: EN.pinTitle });
    expect(within(pin).getByText('latitude 17.39410, longitude 78.44250')).toBeVisible();
    // The arrow keys on the map move it (here 40 px north at the pincode's zoom), and so the pin.
    const map = await within(pin).findByRole('application', { name: EN.map });
    // Leaflet takes the map an effect after it is drawn; a key before that moves nothing.
    await waitFor(() => expect(map).toHaveClass('leaflet-container'));
    map.focus();
    fireEvent.keyDown(map, { key: 'ArrowUp', keyCode: 38 });
    await waitFor(() =>
      expect(within(pin).getByText(/^latitude 17\.395\d\d, longitude 78\.44250$/)).toBeVisible(),
    );
    expect(within(pin).queryByText('latitude 17.39410, longitude 78.44250')).toBeNull();

    await user.click(screen.getByRole('button', { name: EN.saveAndContinue }));
    const ownerHeading = await heading(EN.steps.owner);
    await waitFor(() => expect(ownerHeading).toHaveFocus());
    expect(saved).toHaveLength(1);
    expect(saved[0]?.body).toMatchObject({
      shopName: 'Sri Lakshmi Kirana',
      street: '12-2-331 Main Road',
      city: 'Mehdipatnam',
      pincode: '500028',
      longitude: 78.442496,
    });
    expect(saved[0]?.body).toHaveProperty('latitude', expect.closeTo(17.3957, 3));
  });

  it('keeps what is typed on the device until its step is saved: a reload finds it', async () => {
    const shopSaved = registration({
      fields: { ...FILLED_FIELDS, ownerName: null, ownerEmail: null },
      missing: ['ownerName'],
    });
    const saved: Call[] = [];
    fakeApi({
      'GET /api/store-owner/registration': () => answer(shopSaved),
      'PATCH /api/store-owner/registration': (call) => {
        saved.push(call);
        return answer(registration({ fields: FILLED_FIELDS, missing: ['government_id'] }));
      },
    });
    const user = userEvent.setup();
    const before = render(<RegisterStore {...PROPS.te} />);
    await heading(TE.steps.owner);
    await user.type(screen.getByLabelText(TE.ownerName), 'Lakshmi Devi');
    await user.click(screen.getByLabelText('हिन्दी'));
    expect(JSON.parse(localStorage.getItem('kirana.registrationDraft.o1.owner') ?? '')).toEqual({
      ownerName: 'Lakshmi Devi',
      language: 'hi',
    });
    before.unmount();

    // The page again (a reload, or the phone killed the tab): the typing is back.
    render(<RegisterStore {...PROPS.te} />);
    await heading(TE.steps.owner);
    expect(screen.getByLabelText(TE.ownerName)).toHaveValue('Lakshmi Devi');
    expect(screen.getByLabelText('हिन्दी')).toBeChecked();
    await user.click(screen.getByRole('button', { name: TE.saveAndContinue }));
    await heading(TE.steps.licences);
    expect(saved[0]?.body).toMatchObject({ ownerName: 'Lakshmi Devi', language: 'hi' });
    expect(localStorage.getItem('kirana.registrationDraft.o1.owner')).toBeNull();
  });

  it('says when the browser keeps the location to itself', async () => {
    fakeApi({ 'GET /api/store-owner/registration': () => answer(registration()) });
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (error: object) => void) =>
          fail({ code: 1, PERMISSION_DENIED: 1 }),
      },
    });
    const user = userEvent.setup();
    render(<RegisterStore {...PROPS.en} />);
    await heading(EN.steps.shop);
    await user.click(screen.getByRole('button', { name: EN.useMyLocation }));
    expect(screen.getByText(EN.locationDenied)).toBeVisible();
  });

  it("places the API's refusal next to the field it names, worded in Telugu by its rule", async () => {
    fakeApi({
      'GET /api/store-owner/registration': () =>
        answer(registration({ fields: { ...FILLED_FIELDS, street: null }, missing: ['street'] })),
      'PATCH /api/store-owner/registration': () =>
        refusal(400, {
          code: 'VALIDATION_ERROR',
          field: 'street',
          rule: 'registration.streetTooLong',
          params: { max: 200 },
        }),
    });
    const user = userEvent.setup();
    render(<RegisterStore {...PROPS.te} />);
    await heading(TE.steps.shop);
    await user.type(screen.getByLabelText(TE.street), 'ఎ'.repeat(20));
    await user.click(screen.getByRole('button', { name: TE.saveAndContinue }));
    const street = screen.getByLabelText(TE.street);
    await waitFor(() => expectErrorOn(street, 'దయచేసి వీధి చిరునామా 200 అక్షరాలు మించకుండా రాయండి.'));
    await waitFor(() => expect(street).toHaveFocus());
    expect(screen.getByLabelText(TE.street)).toHaveValue('ఎ'.repeat(20));
  });

  it('keeps a saved ID number masked, and asks for it again when the ID type changes', async () => {
    const saved: Call[] = [];
    fakeApi({
      'GET /api/store-owner/registration': () =>
        answer(registration({ fields: FILLED_FIELDS, missing: ['government_id'] })),
      'PATCH /api/store-owner/registration': (call) => {
        saved.push(call);
        return answer(registration({ fields: FILLED_FIELDS, missing: ['government_id'] }));
      },
    });
    const user = userEvent.setup();
    render(<RegisterStore {...PROPS.en} />);
    await heading(EN.steps.documents);
    await user.click(screen.getByRole('button', { name: new RegExp(EN.steps.licences) }));
    const number = screen.getByLabelText(EN.idNumber);
    expect(number).toHaveAccessibleDescription(
      'Saved as XXXX XXXX 4321. Type the number again only to change it.',
    );
    await user.selectOptions(screen.getByLabelText(EN.idType), 'PAN');
    await user.click(screen.getByRole('button', { name: EN.saveAndContinue }));
    await waitFor(() => expectErrorOn(number, 'Please enter the number of your ID.'));
    await user.type(number, 'ABCDE1234F');
    await user.click(screen.getByRole('button', { name: EN.saveAndContinue }));
    await heading(EN.steps.documents);
    expect(saved[0]?.body).toEqual({
      fssaiNumber: '12345678901234',
      gstin: '',
      governmentIdType: 'pan',
      governmentIdNumber: 'ABCDE1234F',
    });
  });

  it('uploads a document with its progress, and a submit refused for a missing one goes to it', async () => {
    const xhr = fakeXhr();
    let reg = registration({
      fields: FILLED_FIELDS,
      documents: [document('fssai_certificate'), document('government_id')],
      missing: ['shop_photo'],
    });
    fakeApi({
      'GET /api/store-owner/registration': () => answer(reg),
      'POST /api/store-owner/registration/submit': () =>
        refusal(400, {
          code: 'VALIDATION_ERROR',
          field: 'shop_photo',
          rule: 'registration.shopPhotoRequired',
        }),
    });
    const user = userEvent.setup();
    render(<RegisterStore {...PROPS.te} />);
    await heading(TE.steps.documents);
    // Continuing without the photo says so next to it.
    await user.click(screen.getByRole('button', { name: TE.continue }));
    const photo = () => screen.getByLabelText(TE.documentKinds.shop_photo);
    expectErrorOn(photo(), 'దయచేసి మీ దుకాణం ఫోటో జత చేయండి.');
    // The picker speaks Telugu, not the browser's "Choose File".
    expect(screen.getAllByText(TE.choose)).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: new RegExp(TE.steps.review) }));
    await user.click(screen.getByRole('button', { name: TE.submit }));
    expect(await heading(TE.steps.documents)).toBeVisible();
    await waitFor(() => expectErrorOn(photo(), 'దయచేసి మీ దుకాణం ఫోటో జత చేయండి.'));

    await user.upload(photo(), new File(['jpeg'], 'shop.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(xhr).toHaveLength(1));
    const upload = xhr[0];
    if (!upload) throw new Error('no upload');
    expect(upload.method).toBe('PUT');
    expect(upload.url).toMatch(/\/api\/store-owner\/registration\/documents\/shop_photo$/);
    expect(upload.headers.authorization).toBe('Bearer owner-token');
    upload.progress(40);
    const bar = await screen.findByRole('progressbar', { name: 'అప్‌లోడ్ అవుతోంది: దుకాణం ఫోటో' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    reg = { ...reg, documents: [...reg.documents, document('shop_photo')], missing: [] };
    upload.respond(200, { status: 'success', data: viewOf(reg) });
    await waitFor(() => expect(screen.getAllByText(/^2 మార్చి 2026న సేవ్ అయింది:/)).toHaveLength(3));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(photo()).not.toHaveAttribute('aria-invalid');
  });

  it('corrects a rejected store in the same steps: the decision on top, the unclear document said with it', async () => {
    fakeApi({
      'GET /api/store-owner/registration': () =>
        answer(
          registration({
            state: 'rejected',
            storeId: 's1',
            fields: FILLED_FIELDS,
            documents: [
              document('shop_photo', { review: { state: 'unclear', note: 'Too dark.' } }),
              document('fssai_certificate', { review: { state: 'verified', note: null } }),
              document('government_id'),
            ],
            missing: [],
            decision: {
              decision: 'reject',
              reason: 'unclear_document',
              note: null,
              at: '2026-03-03T06:00:00.000Z',
            },
          }),
        ),
    });
    const user = userEvent.setup();
    render(<RegisterStore {...PROPS.te} />);
    await heading(TE.steps.review);
    expect(screen.getByText(TE.states.rejected)).toBeVisible();
    expect(screen.getByText('పత్రం స్పష్టంగా లేదు')).toBeVisible();
    // "Send again" waits for the unclear photo, and says why.
    const again = screen.getByRole('button', { name: TE.resubmit });
    expect(again).toBeDisabled();
    expect(again).toHaveAccessibleDescription(TE.replaceUnclearFirst);
    await user.click(screen.getByRole('button', { name: `${TE.change}: ${TE.steps.documents}` }));
    expect(await screen.findByText('స్పష్టంగా లేదు. మా పరిశీలకులు రాసింది: “Too dark.”')).toBeVisible();
    // The certificate the team accepted: "no action needed", no upload box; the ID still has one.
    expect(
      screen.getByRole('group', { name: TE.documentKinds.fssai_certificate }),
    ).toHaveTextContent(TE.noActionNeeded);
    expect(screen.getByLabelText(TE.documentKinds.government_id)).toBeInTheDocument();
  });

  it("sends the registration and says by when the team answers, in Telugu and India's time", async () => {
    fakeApi({
      'GET /api/store-owner/registration': () =>
        answer(
          registration({
            fields: FILLED_FIELDS,
            documents: [
              document('shop_photo'),
              document('fssai_certificate'),
              document('government_id'),
            ],
            missing: [],
          }),
        ),
      'POST /api/store-owner/registration/submit': () =>
        answer(
          registration({
            state: 'pending',
            fields: FILLED_FIELDS,
            missing: [],
            submittedAt: '2026-03-02T21:40:00.000Z',
            dueAt: '2026-03-04T21:40:00.000Z',
          }),
        ),
      'GET /api/store-owner/store/hours': () => hoursAnswer(),
    });
    const user = userEvent.setup();
    render(<RegisterStore {...PROPS.te} />);
    await heading(TE.steps.review);
    const shop = screen.getByRole('region', { name: TE.steps.shop });
    expect(within(shop).getByText('Sri Lakshmi Kirana')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: TE.steps.licences })).getByText('ఆధార్'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: TE.submit }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(TE.submittedTitle);
    // 21:40 UTC on 4 March is 03:10 on 5 March in India.
    expect(done).toHaveTextContent('గురువారం, 5 మార్చి, రాత్రి 3:10 లోపు జవాబిస్తుంది.');
    expect(screen.getByRole('link', { name: TE.seeStatus })).toHaveAttribute(
      'href',
      '/te/store-status',
    );
  });
});
