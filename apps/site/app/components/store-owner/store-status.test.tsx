// The status island: each state as the owner reads it, and after a rejection in Telugu the
// reason and note, the documents marked unclear with what is unclear, replacing one, and sending
// the registration again (pending, with a new due date); signing out ends the session.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_LINKS } from '../../content/company';
import { messagesFor } from '../../i18n/messages';
import { readOwnerSession } from '../../lib/owner-session';
import { jsonResponse } from '../../testing/render';
import { fakeXhr } from '../../testing/fake-xhr';
import { StoreStatus } from './store-status';
import { storeOwnerProps } from './store-owner-props';
import {
  FILLED_FIELDS,
  answer,
  document,
  fakeApi,
  hoursAnswer,
  registration,
  signedIn,
  signedInEachTest,
  viewOf,
  type Call,
} from './testing';

const EN = messagesFor('en').storeOwner;
const TE = messagesFor('te').storeOwner;

const DECIDED_AT = '2026-03-03T06:00:00.000Z';
const rejected = registration({
  state: 'rejected',
  storeId: 's1',
  fields: FILLED_FIELDS,
  missing: [],
  submittedAt: '2026-03-02T05:00:00.000Z',
  documents: [
    document('shop_photo', {
      review: { state: 'unclear', note: 'The name board is not readable.' },
    }),
    document('fssai_certificate', { review: { state: 'verified', note: null } }),
    document('government_id', { review: { state: 'verified', note: null } }),
  ],
  decision: {
    decision: 'reject',
    reason: 'unclear_document',
    note: 'Please send a photo taken in daylight.',
    at: DECIDED_AT,
  },
  history: [
    { action: 'submit', reason: null, at: '2026-03-02T05:00:00.000Z' },
    { action: 'reject', reason: 'unclear_document', at: DECIDED_AT },
  ],
});

/** The API with a store sent and waiting for the team's review. */
const fakePending = () =>
  fakeApi({
    'GET /api/store-owner/registration': () =>
      answer(
        registration({
          state: 'pending',
          fields: FILLED_FIELDS,
          missing: [],
          dueAt: '2026-03-04T21:40:00.000Z',
        }),
      ),
    'GET /api/store-owner/store/hours': () => hoursAnswer(),
  });

signedInEachTest();

describe('StoreStatus', () => {
  it('says by when a pending store hears back', async () => {
    fakePending();
    render(<StoreStatus {...storeOwnerProps('en')} />);
    expect(await screen.findByText(EN.states.pending)).toBeVisible();
    expect(
      screen.getByText(
        /^Our team is checking your shop\. You will hear from us by Thursday, 5 March 2026 at 3:10\sam\.$/,
      ),
    ).toBeVisible();
  });

  it('gives an approved store its next step: the partner app', async () => {
    fakeApi({
      'GET /api/store-owner/registration': () =>
        answer(registration({ state: 'approved', fields: FILLED_FIELDS, missing: [] })),
      'GET /api/store-owner/store/hours': () => hoursAnswer(),
    });
    render(<StoreStatus {...storeOwnerProps('en')} />);
    expect(await screen.findByRole('link', { name: EN.getPartnerApp })).toHaveAttribute(
      'href',
      APP_LINKS.partner.href,
    );
  });

  it('after a rejection, in Telugu: the reason, the note, the unclear photo replaced and the store sent again', async () => {
    const xhr = fakeXhr();
    const submitted: Call[] = [];
    fakeApi({
      'GET /api/store-owner/registration': () => answer(rejected),
      'GET /api/store-owner/store/hours': () => hoursAnswer(),
      'POST /api/store-owner/registration/submit': (call) => {
        submitted.push(call);
        return answer({
          ...rejected,
          state: 'pending',
          decision: null,
          dueAt: '2026-03-06T06:30:00.000Z',
          history: [...rejected.history, { action: 'resubmit', reason: null, at: DECIDED_AT }],
        });
      },
    });
    const user = userEvent.setup();
    render(<StoreStatus {...storeOwnerProps('te')} />);
    expect(await screen.findByText(TE.states.rejected)).toBeVisible();
    // The reason in Telugu, the reviewer's note as written, labelled as their words, once.
    expect(screen.getByText(TE.reason).nextElementSibling).toHaveTextContent('పత్రం స్పష్టంగా లేదు');
    expect(screen.getByText(TE.note).nextElementSibling).toHaveTextContent(
      'Please send a photo taken in daylight.',
    );
    expect(screen.getAllByText(/Please send a photo taken in daylight\./)).toHaveLength(1);
    // The unclear document comes first, with what is unclear.
    const documents = screen.getByRole('region', { name: TE.yourDocuments });
    expect(
      within(documents).getByText('స్పష్టంగా లేదు. మా పరిశీలకులు రాసింది: “The name board is not readable.”'),
    ).toBeVisible();
    // The documents the team accepted need nothing: no upload box, "no action needed".
    expect(within(documents).getAllByText(TE.noActionNeeded)).toHaveLength(2);
    expect(documents.querySelectorAll('input[type="file"]')).toHaveLength(1);
    // "Send again" waits for the unclear photo, and says so.
    const again = screen.getByRole('button', { name: TE.resubmit });
    expect(again).toBeDisabled();
    expect(again).toHaveAccessibleDescription(TE.replaceUnclearFirst);
    const photo = within(documents).getByLabelText(TE.documentKinds.shop_photo);
    expect(
      within(documents)
        .getAllByText(/^(దుకాణం ఫోటో|FSSAI సర్టిఫికెట్|మీ ప్రభుత్వ ఐడీ)$/)
        .map((label) => label.textContent),
    ).toEqual(['దుకాణం ఫోటో', 'FSSAI సర్టిఫికెట్', 'మీ ప్రభుత్వ ఐడీ']);

    await user.upload(photo, new File(['jpeg'], 'shop-daylight.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(xhr).toHaveLength(1));
    xhr[0]?.respond(200, {
      status: 'success',
      data: viewOf({
        ...rejected,
        documents: [
          document('shop_photo', { uploadedAt: '2026-03-04T06:00:00.000Z' }),
          ...rejected.documents.slice(1),
        ],
      }),
    });
    expect(await within(documents).findByText('4 మార్చి 2026న కొత్త ఫైల్ పంపారు.')).toBeVisible();

    expect(again).toBeEnabled();
    expect(screen.queryByText(TE.replaceUnclearFirst)).not.toBeInTheDocument();
    await user.click(again);
    expect(await screen.findByText(TE.submittedTitle)).toBeVisible();
    expect(screen.getByText(TE.states.pending)).toBeVisible();
    expect(screen.getByText(/పరిశీలించి శుక్రవారం, 6 మార్చి, మధ్యాహ్నం 12 గంటల లోపు జవాబిస్తుంది\./)).toBeVisible();
    expect(submitted).toHaveLength(1);
    expect(screen.getByRole('region', { name: TE.history })).toHaveTextContent(
      TE.historyActions.resubmit,
    );
  });

  it('offers "Not registered yet?" beside the sign-in only: once a store is sent, it is gone', async () => {
    sessionStorage.clear();
    fakePending();
    const { unmount } = render(<StoreStatus {...storeOwnerProps('te')} />);
    const words = messagesFor('te').ownerSignIn;
    expect(screen.getByRole('link', { name: words.registerLink })).toHaveAttribute(
      'href',
      '/te/register-store',
    );
    unmount();

    signedIn();
    render(<StoreStatus {...storeOwnerProps('te')} />);
    expect(await screen.findByText(TE.states.pending)).toBeVisible();
    expect(screen.queryByRole('link', { name: words.registerLink })).not.toBeInTheDocument();
  });

  it('signs out: the session ends here and on the server', async () => {
    const calls = fakeApi({
      'GET /api/store-owner/registration': () => answer(null),
      'POST /api/auth/branch/logout': () =>
        jsonResponse({ status: 'success', message: 'You have been signed out.' }),
    });
    const user = userEvent.setup();
    render(<StoreStatus {...storeOwnerProps('en')} />);
    expect(await screen.findByText(EN.none)).toBeVisible();
    await user.click(screen.getByRole('button', { name: EN.signOut }));
    expect(await screen.findByLabelText(messagesFor('en').ownerSignIn.phone)).toBeVisible();
    expect(
      screen.getByRole('link', { name: messagesFor('en').ownerSignIn.registerLink }),
    ).toBeVisible();
    expect(readOwnerSession()).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      'POST /api/auth/branch/logout',
    );
  });
});
