// "Your data" on /store-status (issue 40 §5), as the owner reads it: opened on use; "My data"
// prepared, ready until a time, downloaded as a ZIP, and expired (said, and prepared again);
// an erasure request and a grievance with their due dates, the owner's requests with our
// answers; withdrawing consent with a confirmation that says what is erased (and, for an
// approved store, that it leaves the store finder first). In English and Telugu.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { jsonResponse } from '../../testing/render';
import { StoreStatus } from './store-status';
import { storeOwnerProps } from './store-owner-props';
import {
  APPROVED,
  FILLED_FIELDS,
  answer,
  fakeApi,
  hoursAnswer,
  refusal,
  registration,
  signedInEachTest,
  type Call,
} from './testing';

const EN = messagesFor('en').storeOwner.yourData;
const TE = messagesFor('te').storeOwner.yourData;
const TE_STATES = messagesFor('te').storeOwner.states;

const pending = registration({
  state: 'pending',
  storeId: 's1',
  fields: FILLED_FIELDS,
  missing: [],
  dueAt: '2026-03-04T21:40:00.000Z',
});

const READY = {
  status: 'ready',
  requestedAt: '2026-03-05T09:40:00.000Z',
  expiresAt: '2026-03-06T09:40:00.000Z',
  sizeBytes: 1_258_291,
} as const;
const exportAnswer = (prepared: unknown, status = 200) =>
  jsonResponse({ status: 'success', data: { export: prepared } }, status);
const requestsAnswer = (requests: unknown[]) =>
  jsonResponse({ status: 'success', data: { requests } });

const ANSWERED_GRIEVANCE = {
  _id: 'r1',
  kind: 'grievance',
  status: 'answered',
  message: 'My shop photo was shown after I changed it.',
  createdAt: '2026-03-01T05:00:00.000Z',
  dueAt: '2026-03-08T05:00:00.000Z',
  answer: {
    reply: 'We replaced it the same day. Sorry for the wait.',
    answeredAt: '2026-03-02T06:00:00.000Z',
    erased: false,
  },
};

signedInEachTest();

/** The store-status island, signed in, with "Your data" opened. */
async function openYourData(locale: 'en' | 'te', words: typeof EN) {
  const user = userEvent.setup();
  render(<StoreStatus {...storeOwnerProps(locale)} />);
  const section = await screen.findByRole('region', { name: words.title });
  await user.click(within(section).getByRole('button', { name: words.open }));
  expect(await within(section).findByRole('heading', { name: words.myDataTitle })).toBeVisible();
  return { user, section };
}

describe('Your data', () => {
  it('prepares "My data", says until when it is ready, and downloads the ZIP with the owner’s token', async () => {
    const downloads: Request[] = [];
    fakeApi({
      'GET /api/store-owner/registration': () => answer(APPROVED),
      'GET /api/store-owner/store/hours': () => hoursAnswer(),
      'GET /api/store-owner/data-export': () => exportAnswer(null),
      'POST /api/store-owner/data-export': () => exportAnswer(READY, 201),
      'GET /api/store-owner/requests': () => requestsAnswer([]),
      'GET /api/store-owner/data-export/download': () =>
        new Response('PK zip bytes', {
          headers: { 'Content-Type': 'application/zip' },
        }),
    });
    const fetch = globalThis.fetch as unknown as ReturnType<typeof vi.fn>;
    const createObjectURL = vi.fn((_: Blob) => 'blob:my-data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });

    const { user, section } = await openYourData('en', EN);
    const myData = within(section).getByRole('region', { name: EN.myDataTitle });
    await user.click(await within(myData).findByRole('button', { name: EN.prepare }));
    expect(
      await within(myData).findByText(
        /^Your data is ready\. You can download it until Friday, 6 March 2026 at 3:10\spm\.$/,
      ),
    ).toBeVisible();
    const download = within(myData).getByRole('button', { name: 'Download my data (ZIP, 1.2 MB)' });
    await user.click(download);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('kirana-my-data-2026-03-05.zip');
    expect(clicked[0]?.href).toBe('blob:my-data');
    expect(createObjectURL.mock.calls[0]?.[0]?.size).toBe('PK zip bytes'.length);
    for (const [request] of fetch.mock.calls as [Request][]) downloads.push(request);
    const zip = downloads.find((r) => r.url.endsWith('/data-export/download'));
    expect(zip?.headers.get('Authorization')).toBe('Bearer owner-token');
  });

  it('says a download has expired and prepares it again; a 410 on downloading says the same', async () => {
    let prepared: unknown = { ...READY, status: 'expired' };
    fakeApi({
      'GET /api/store-owner/registration': () => answer(APPROVED),
      'GET /api/store-owner/store/hours': () => hoursAnswer(),
      'GET /api/store-owner/data-export': () => exportAnswer(prepared),
      'POST /api/store-owner/data-export': () => {
        prepared = READY;
        return exportAnswer(READY, 201);
      },
      'GET /api/store-owner/requests': () => requestsAnswer([]),
      'GET /api/store-owner/data-export/download': () =>
        refusal(410, { code: 'GONE', rule: 'rights.exportExpired', params: { hours: 24 } }),
    });
    const { user, section } = await openYourData('en', EN);
    const myData = within(section).getByRole('region', { name: EN.myDataTitle });
    expect(
      await within(myData).findByText(
        /^Your last download could be used until Friday, 6 March 2026 at 3:10\spm and has expired\. Prepare it again\.$/,
      ),
    ).toBeVisible();
    expect(within(myData).queryByRole('button', { name: /Download my data/ })).toBeNull();
    await user.click(within(myData).getByRole('button', { name: EN.prepareAgain }));
    // Ready again; its time passes before the owner downloads it: the API's 410 says expired.
    await user.click(await within(myData).findByRole('button', { name: /Download my data/ }));
    expect(await within(myData).findByText(/has expired\. Prepare it again\.$/)).toBeVisible();
    expect(within(myData).getByRole('button', { name: EN.prepareAgain })).toBeVisible();
    expect(within(myData).queryByRole('alert')).toBeNull();
  });

  it('in Telugu: asks for erasure and sends a grievance, each with its due date, and lists the answers', async () => {
    const sent: Call[] = [];
    const calls = fakeApi({
      'GET /api/store-owner/registration': () => answer(APPROVED),
      'GET /api/store-owner/store/hours': () => hoursAnswer(),
      'GET /api/store-owner/data-export': () => exportAnswer(null),
      'GET /api/store-owner/requests': () => requestsAnswer([ANSWERED_GRIEVANCE]),
      'POST /api/store-owner/requests': (call) => {
        sent.push(call);
        const body = call.body as { kind: string; message?: string };
        return jsonResponse(
          {
            status: 'success',
            data: {
              request: {
                _id: `r${sent.length + 1}`,
                kind: body.kind,
                status: 'open',
                message: body.message ?? '',
                createdAt: '2026-03-02T09:40:00.000Z',
                dueAt: '2026-03-05T09:40:00.000Z',
                answer: null,
              },
            },
          },
          201,
        );
      },
    });
    const { user, section } = await openYourData('te', TE);

    // The earlier grievance, answered, with what the owner wrote and our answer.
    const list = await within(section).findByRole('region', { name: TE.requestsTitle });
    const earlier = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(earlier).toHaveTextContent('ఫిర్యాదు');
    expect(earlier).toHaveTextContent('1 మార్చి 2026న పంపారు');
    expect(earlier).toHaveTextContent('2 మార్చి 2026న జవాబిచ్చాం');
    expect(within(earlier).getByText(TE.ourAnswer).nextElementSibling).toHaveTextContent(
      'We replaced it the same day. Sorry for the wait.',
    );

    // A grievance needs words: said under the field, nothing sent.
    const grievance = within(section).getByRole('form', { name: TE.grievanceTitle });
    await user.click(within(grievance).getByRole('button', { name: TE.sendGrievance }));
    const field = within(grievance).getByLabelText(TE.grievanceMessage);
    expect(field).toHaveAccessibleDescription(
      storeOwnerProps('te').rules?.['rights.messageRequired'] ?? 'missing words',
    );
    expect(sent).toHaveLength(0);

    // An erasure request, with a message: received, due in the page's words.
    const erasure = within(section).getByRole('form', { name: TE.erasureTitle });
    await user.type(within(erasure).getByLabelText(TE.erasureMessage), 'దుకాణం మూసేశాను.');
    await user.click(within(erasure).getByRole('button', { name: TE.askErasure }));
    expect(
      await within(erasure).findByText(
        'మీ అభ్యర్థన మాకు అందింది. గురువారం, 5 మార్చి, మధ్యాహ్నం 3:10 లోపు జవాబిస్తాం.',
      ),
    ).toBeVisible();
    expect(sent[0]?.body).toEqual({ kind: 'erasure', message: 'దుకాణం మూసేశాను.' });
    const newest = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(newest).toHaveTextContent(TE.kinds.erasure);
    expect(newest).toHaveTextContent('జవాబు రావాల్సి ఉంది: గురువారం, 5 మార్చి, మధ్యాహ్నం 3:10 లోపు జవాబిస్తాం');
    expect(calls.filter((c) => c.path === '/api/store-owner/requests')).toHaveLength(2);
  });

  it('in Telugu: a refused erasure (the store is under review) is said in the page’s words', async () => {
    fakeApi({
      'GET /api/store-owner/registration': () => answer(pending),
      'GET /api/store-owner/store/hours': () => hoursAnswer(),
      'GET /api/store-owner/data-export': () => exportAnswer(null),
      'GET /api/store-owner/requests': () => requestsAnswer([]),
      'POST /api/store-owner/requests': () =>
        refusal(409, { code: 'CONFLICT', rule: 'rights.erasureMidReview' }),
    });
    const { user, section } = await openYourData('te', TE);
    const erasure = within(section).getByRole('form', { name: TE.erasureTitle });
    await user.click(within(erasure).getByRole('button', { name: TE.askErasure }));
    expect(await within(erasure).findByRole('alert')).toHaveTextContent(
      storeOwnerProps('te').rules?.['rights.erasureMidReview'] ?? 'missing words',
    );
  });

  it('withdraws consent for an approved store: the confirmation says it leaves the store finder first', async () => {
    let state: typeof APPROVED | null = APPROVED;
    const calls = fakeApi({
      'GET /api/store-owner/registration': () => answer(state),
      'GET /api/store-owner/store/hours': () => hoursAnswer(),
      'GET /api/store-owner/data-export': () => exportAnswer(null),
      'GET /api/store-owner/requests': () => requestsAnswer([]),
      'POST /api/store-owner/consent/withdraw': () => {
        state = { ...APPROVED, state: 'suspended' };
        return jsonResponse({
          status: 'success',
          data: {
            withdrawnAt: '2026-03-05T09:40:00.000Z',
            delisted: 'approved',
            documentsErased: 3,
          },
        });
      },
    });
    const { user, section } = await openYourData('en', EN);
    const withdraw = within(section).getByRole('region', { name: EN.withdrawTitle });
    await user.click(within(withdraw).getByRole('button', { name: EN.withdraw }));
    const question = within(withdraw).getByRole('group', { name: EN.confirmTitle });
    expect(within(question).getByRole('heading', { name: EN.confirmTitle })).toHaveFocus();
    expect(question).toHaveTextContent(
      'Your store is approved: first we take it off the store finder, so customers no longer find it in the Kirana app.',
    );
    expect(question).toHaveTextContent(
      /We erase now: your documents, your name, e-mail and ID number/,
    );
    await user.click(within(question).getByRole('button', { name: EN.confirm }));
    expect(
      await within(withdraw).findByText(
        'Your consent is withdrawn and your data is erased. Documents erased: 3. Your store was taken off the store finder.',
      ),
    ).toBeVisible();
    // The status above follows: the store is suspended now.
    expect(await screen.findByText(messagesFor('en').storeOwner.states.suspended)).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/store-owner/consent/withdraw')).toHaveLength(1);
  });

  it('in Telugu: a store under review is told the review stops; Cancel changes nothing', async () => {
    const calls = fakeApi({
      'GET /api/store-owner/registration': () => answer(pending),
      'GET /api/store-owner/store/hours': () => hoursAnswer(),
      'GET /api/store-owner/data-export': () => exportAnswer(null),
      'GET /api/store-owner/requests': () => requestsAnswer([]),
    });
    const { user, section } = await openYourData('te', TE);
    expect(screen.getByText(TE_STATES.pending)).toBeVisible();
    const withdraw = within(section).getByRole('region', { name: TE.withdrawTitle });
    await user.click(within(withdraw).getByRole('button', { name: TE.withdraw }));
    const question = within(withdraw).getByRole('group', { name: TE.confirmTitle });
    expect(question).toHaveTextContent('మీ దుకాణం పరిశీలనలో ఉంది: పరిశీలన ఆగిపోతుంది.');
    expect(question).not.toHaveTextContent(TE.confirmApproved);
    await user.click(within(question).getByRole('button', { name: TE.cancel }));
    expect(within(withdraw).getByRole('button', { name: TE.withdraw })).toHaveFocus();
    expect(calls.some((c) => c.path === '/api/store-owner/consent/withdraw')).toBe(false);
  });
});
