// Sending one document on a phone's network: the photo made smaller, then uploaded with its
// progress; an upload that stops moving (or a phone that says it is offline) is "waiting for the
// network", not stuck at a percentage; a failed one keeps the file, offers to try again, and
// tries again by itself when the network comes back. What was sent is kept for its thumbnail.
import { useEffect, useRef, useState } from 'react';
import { NetworkError } from '@kirana/api-client/errors';
import type { StoreDocumentKind } from '@kirana/domain/stores';
import type { Problem } from '../../i18n/rules/words';
import { fileProblem, isImage } from '../../lib/documents';
import { pdfPages, prepareDocument } from '../../lib/prepare-document';
import { readDocument, uploadDocument } from './calls/upload-document';
import type { OwnerView, RegistrationDocument } from './calls/view';
import { refusalOf } from './refusal';

/** An upload with no progress for this long is said to wait for the network. */
export const UPLOAD_STALL_MS = 5000;

export type SendState =
  | { kind: 'idle' }
  | { kind: 'preparing' }
  | { kind: 'uploading'; percent: number; stalled: boolean }
  | { kind: 'failed'; file: File; problem: Problem; network: boolean };

/**
 * What the owner sent: the thumbnail (an image's, sent in this visit or read back) or a PDF's
 * name and pages (sent in this visit).
 */
export interface SentCopy {
  url: string | null;
  name: string;
  pages: number | null;
}

interface Options {
  kind: StoreDocumentKind;
  /** The document saved now: a photo saved before this visit is read back for its thumbnail. */
  saved?: RegistrationDocument | undefined;
  onUploaded: (view: OwnerView) => void;
  onSignedOut: () => void;
}

export function useDocumentSend({ kind, saved, onUploaded, onSignedOut }: Options) {
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const [sent, setSent] = useState<SentCopy | null>(null);
  const lastProgress = useRef(0);

  // A stall: no progress event for UPLOAD_STALL_MS, or the phone says it is offline.
  const uploading = state.kind === 'uploading';
  useEffect(() => {
    if (!uploading) return;
    const timer = setInterval(() => {
      const stalled = !navigator.onLine || Date.now() - lastProgress.current >= UPLOAD_STALL_MS;
      setState((now) =>
        now.kind === 'uploading' && now.stalled !== stalled ? { ...now, stalled } : now,
      );
    }, 1000);
    return () => clearInterval(timer);
  }, [uploading]);

  // A network failure is tried again when the phone is back online.
  const waiting = state.kind === 'failed' && state.network ? state.file : null;
  useEffect(() => {
    if (!waiting) return;
    const again = () => void upload(waiting);
    window.addEventListener('online', again, { once: true });
    return () => window.removeEventListener('online', again);
  }, [waiting]);

  // A photo saved before this visit (a reload, another phone) is read back for its thumbnail.
  // Should that fail, the line under it still says what is saved.
  const savedPhoto = saved?.contentType.startsWith('image/') && !sent ? saved.uploadedAt : null;
  useEffect(() => {
    if (!savedPhoto) return;
    let shown = true;
    readDocument(kind).then(
      (blob) => {
        if (shown) setSent({ url: URL.createObjectURL(blob), name: '', pages: null });
      },
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, [kind, savedPhoto]);

  // The thumbnail's object URL lives as long as it is shown.
  useEffect(() => {
    const url = sent?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [sent]);

  async function upload(file: File) {
    lastProgress.current = Date.now();
    setState({ kind: 'uploading', percent: 0, stalled: false });
    try {
      const view = await uploadDocument(kind, file, (percent) => {
        lastProgress.current = Date.now();
        setState({ kind: 'uploading', percent, stalled: false });
      });
      setSent({
        url: isImage(file) ? URL.createObjectURL(file) : null,
        name: file.name,
        pages: isImage(file) ? null : await pdfPages(file),
      });
      setState({ kind: 'idle' });
      onUploaded(view);
    } catch (caught) {
      const refusal = refusalOf(caught);
      if (refusal.signedOut) {
        setState({ kind: 'idle' });
        onSignedOut();
      } else
        setState({
          kind: 'failed',
          file,
          problem: refusal.problem,
          network: caught instanceof NetworkError,
        });
    }
  }

  /** Makes a photo smaller, checks it, and uploads it. */
  async function send(file: File): Promise<Problem | undefined> {
    setState({ kind: 'preparing' });
    const prepared = await prepareDocument(file);
    const tooLarge = fileProblem(prepared, { prepared: true });
    if (tooLarge) {
      setState({ kind: 'idle' });
      return tooLarge;
    }
    await upload(prepared);
    return undefined;
  }

  return {
    state,
    sent,
    send,
    /** Sends the file that failed again. */
    retry: () => (state.kind === 'failed' ? upload(state.file) : Promise.resolve()),
    reset: () => setState({ kind: 'idle' }),
  };
}
