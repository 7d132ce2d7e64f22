// One document on a bad network, as the owner sees it: a stalled upload waits for the network
// instead of showing a percentage; a sent file is being saved; a failure replaces the "saved" line,
// offers to try again, and goes again by itself when the phone is back online; what was sent shows
// as a thumbnail (a photo, read back after a reload) or its name and pages (a PDF); the hint does
// not warn about the size of photos the site makes smaller.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { fakeXhr } from '../../testing/fake-xhr';
import { DocumentUpload } from './document-upload';
import { storeOwnerProps } from './store-owner-props';
import type { RegistrationDocument } from './calls/view';
import { document, registration, signedIn, viewOf } from './testing';
import { UPLOAD_STALL_MS } from './use-document-send';

const TE = messagesFor('te').storeOwner;

/** The documents step's part for the shop photo, its saved document following the answers. */
function renderUpload(initial: RegistrationDocument | undefined = document('shop_photo')) {
  const props = storeOwnerProps('te');
  const onUploaded = vi.fn();
  function Step() {
    const [saved, setSaved] = useState<RegistrationDocument | undefined>(initial);
    return (
      <DocumentUpload
        id="doc-shop_photo"
        kind="shop_photo"
        saved={saved}
        locale="te"
        text={TE}
        rules={props.rules ?? {}}
        onUploaded={(view) => {
          onUploaded(view);
          setSaved(view.registration?.documents.find((d) => d.kind === 'shop_photo'));
        }}
        onSignedOut={() => undefined}
      />
    );
  }
  render(<Step />);
  return { onUploaded, input: () => screen.getByLabelText(TE.documentKinds.shop_photo) };
}

const SAVED = /^2 మార్చి 2026న సేవ్ అయింది:/;
const answered = () =>
  viewOf(
    registration({
      documents: [document('shop_photo', { uploadedAt: '2026-03-04T06:00:00.000Z' })],
    }),
  );

/** The API's answers to reading a saved document back: none stored, unless a test says so. */
let readBack = vi.fn(async (_request: Request) => new Response(null, { status: 404 }));

beforeEach(() => {
  signedIn();
  readBack = vi.fn(async (_request: Request) => new Response(null, { status: 404 }));
  vi.stubGlobal('fetch', (request: Request) => readBack(request));
  // jsdom has no object URLs: the thumbnail's address is this one.
  URL.createObjectURL = () => 'blob:sent-photo';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a document on a bad network', () => {
  it('says it waits for the network when the upload stops moving, and when the bytes are sent, that it saves', async () => {
    const xhr = fakeXhr();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { input } = renderUpload();
    // The hint names the PDF's limit, not a limit on photos the site makes smaller.
    expect(screen.getByText(/ఫోటోను మేమే చిన్నదిగా చేస్తాం; PDF అయితే 5 MB లోపు ఉండాలి\./)).toBeVisible();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.upload(input(), new File(['jpeg'], 'shop.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(xhr).toHaveLength(1));
    act(() => xhr[0]?.progress(60));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    act(() => vi.advanceTimersByTime(UPLOAD_STALL_MS + 1000));
    expect(screen.getByText('నెట్‌వర్క్ కోసం ఎదురుచూస్తున్నాం: నెట్‌వర్క్ రాగానే దుకాణం ఫోటో పంపుతాం.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // It moves again; all of it is sent; the server is still checking it: "saving", not 100 %.
    act(() => xhr[0]?.progress(100));
    expect(screen.getByText('పంపాం. దుకాణం ఫోటో సేవ్ చేస్తున్నాం...')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => xhr[0]?.respond(200, { status: 'success', data: answered() }));
    // What was sent, as a thumbnail, and the saved line.
    const thumbnail = await screen.findByRole('img', { name: 'మీరు పంపిన దుకాణం ఫోటో' });
    expect(thumbnail).toHaveAttribute('src', 'blob:sent-photo');
  });

  it('a failed upload replaces the saved line, offers to try again, and goes again when the network is back', async () => {
    const xhr = fakeXhr();
    const user = userEvent.setup();
    const { input, onUploaded } = renderUpload();
    expect(screen.getByText(SAVED)).toBeVisible();
    await user.upload(input(), new File(['jpeg'], 'shop.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(xhr).toHaveLength(1));
    act(() => xhr[0]?.fail());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('దుకాణం ఫోటో సేవ్ కాలేదు. నెట్‌వర్క్ లోపం జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.');
    expect(screen.queryByText(SAVED)).not.toBeInTheDocument();

    // "Try again" sends the same file again.
    await user.click(screen.getByRole('button', { name: TE.uploadAgain }));
    await waitFor(() => expect(xhr).toHaveLength(2));
    act(() => xhr[1]?.fail());
    await screen.findByRole('alert');

    // The phone comes back online: it goes again by itself.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(xhr).toHaveLength(3));
    act(() => xhr[2]?.respond(200, { status: 'success', data: answered() }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a PDF shows its name and pages', async () => {
    const xhr = fakeXhr();
    const user = userEvent.setup();
    const { input } = renderUpload(undefined);
    const pdf =
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [3 0 R 4 0 R] /Count 2>> endobj\n' +
      '3 0 obj <</Type /Page /Parent 2 0 R>> endobj\n4 0 obj <</Type/Page /Parent 2 0 R>> endobj\n%%EOF';
    await user.upload(input(), new File([pdf], 'fssai.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(xhr).toHaveLength(1));
    act(() => xhr[0]?.respond(200, { status: 'success', data: answered() }));
    expect(await screen.findByText('fssai.pdf, 2 పేజీలు')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a photo saved before this visit shows as a thumbnail after a reload', async () => {
    readBack.mockImplementation(
      async () =>
        new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
          status: 200,
          headers: { 'Content-Type': 'image/jpeg' },
        }),
    );
    renderUpload(document('shop_photo'));
    const thumbnail = await screen.findByRole('img');
    expect(thumbnail).toHaveAttribute('src', 'blob:sent-photo');
    expect(screen.getByText(SAVED)).toBeVisible();
    const request = readBack.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe(
      '/api/store-owner/registration/documents/shop_photo',
    );
    expect(request.headers.get('authorization')).toBe('Bearer owner-token');
    expect(readBack).toHaveBeenCalledTimes(1);
  });

  it('a photo that cannot be read back shows no thumbnail, only the saved line', async () => {
    renderUpload(document('shop_photo'));
    await waitFor(() => expect(readBack).toHaveBeenCalledTimes(1));
    expect(screen.getByText(SAVED)).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('a saved PDF is not read back', async () => {
    renderUpload(document('shop_photo', { contentType: 'application/pdf' }));
    expect(await screen.findByText(SAVED)).toBeVisible();
    expect(readBack).not.toHaveBeenCalled();
  });
});
