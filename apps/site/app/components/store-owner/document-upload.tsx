// One document of a store's registration: a file picker in the page's language (not the
// browser's "Choose File"), the file checked and, if it is a photo, made smaller on the phone,
// then uploaded at once with its progress shown (./use-document-send.ts: a stall, a failure, a
// retry when the network is back); what is saved is said under it, with a thumbnail of the saved
// photo (sent in this visit, or read back after a reload).
import { useState } from 'react';
import { formatFileSizeKb } from '@kirana/domain/format';
import { type StoreDocumentKind } from '@kirana/domain/stores';
import { MAX_DOCUMENT_MB } from '@kirana/domain/documents';
import { ImageDropzone } from '@kirana/ui/image-dropzone';
import { Button } from '@kirana/ui/button';
import { ProgressBar } from '@kirana/ui/progress-bar';
import { formatDay } from '../../i18n/date-time';
import { fill } from '../../i18n/fill';
import type { Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import { say, type Problem } from '../../i18n/rules/words';
import { acceptedTypes, fileProblem, isImage } from '../../lib/documents';
import { onUse } from '../../lib/load-on-use';
import type { OwnerView, RegistrationDocument } from './calls/view';
import type { StoreOwnerText } from './props';
import { refusalOf } from './refusal';
import { AadhaarExample } from '../aadhaar-mask/aadhaar-example';
import { useDocumentSend, type SendState } from './use-document-send';
import styles from './owner-steps.module.css';

/** The masking editor, downloaded only when an Aadhaar photo is chosen. */
const maskEditor = onUse(() => import('../aadhaar-mask/mask-editor'));

interface DocumentUploadProps {
  id: string;
  kind: StoreDocumentKind;
  /** The document saved now, if any. */
  saved: RegistrationDocument | undefined;
  locale: Locale;
  text: StoreOwnerText;
  rules: Words;
  /** A problem the form found (the document is missing). */
  error?: Problem | undefined;
  /** The reviewer's note on an unclear document, said before the upload box as a warning. */
  note?: string | undefined;
  /** The confirmation that a document was replaced after the decision ("New file sent on..."). */
  replaced?: string | undefined;
  /** Checked and accepted by the team (after a rejection): "no action needed", no upload box. */
  verified?: boolean;
  /** The owner's ID is Aadhaar: a photo is masked on the phone before it is sent (issue 40). */
  aadhaar?: boolean;
  onUploaded: (view: OwnerView) => void;
  /** The session ended during the upload. */
  onSignedOut: () => void;
}

export function DocumentUpload({
  id,
  kind,
  saved,
  locale,
  text,
  rules,
  error,
  note,
  replaced,
  verified = false,
  aadhaar = false,
  onUploaded,
  onSignedOut,
}: DocumentUploadProps) {
  const sending = useDocumentSend({ kind, saved, onUploaded, onSignedOut });
  const { state, sent } = sending;
  const [masking, setMasking] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [eAadhaar, setEAadhaar] = useState(false);
  const [editor, setEditor] = useState(maskEditor.loaded());
  const label = text.documentKinds[kind];
  const busy = masking !== null || state.kind === 'preparing' || state.kind === 'uploading';

  async function choose(file: File) {
    if (busy) return;
    const refused = fileProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    sending.reset();
    // An Aadhaar photo waits for its mask; a PDF (UIDAI's e-Aadhaar) or a file the owner says is
    // a masked e-Aadhaar goes as it is.
    if (aadhaar && !eAadhaar && isImage(file)) {
      setMasking(file);
      try {
        setEditor(await maskEditor.load());
      } catch (caught) {
        setMasking(null);
        setProblem(refusalOf(caught).problem);
      }
      return;
    }
    await send(file);
  }

  async function send(file: File) {
    setMasking(null);
    const refused = await sending.send(file);
    if (refused) setProblem(refused);
  }

  if (verified)
    return (
      <div className={styles.document} role="group" aria-labelledby={`${id}-name`}>
        <p id={`${id}-name`} className={styles.documentName}>
          {label}
        </p>
        <p className={styles.verified}>{text.noActionNeeded}</p>
      </div>
    );

  const shown = problem ?? error;
  return (
    <div className={styles.document}>
      {note && <p className={styles.unclear}>{note}</p>}
      {aadhaar && (
        <div className={styles.aadhaar}>
          <AadhaarExample label={text.aadhaar.example} />
          <p className={styles.note}>{text.aadhaar.why}</p>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={eAadhaar}
              disabled={busy}
              onChange={(event) => setEAadhaar(event.target.checked)}
            />
            <span>{text.aadhaar.eAadhaar}</span>
          </label>
        </div>
      )}
      <ImageDropzone
        id={id}
        label={label}
        hint={`${text.documentHints[kind]} ${fill(text.fileHint, { mb: MAX_DOCUMENT_MB })}`}
        accept={acceptedTypes()}
        prompt={
          <>
            <span className={styles.prompt}>{text.choose}</span>
            <span>{text.orDrop}</span>
          </>
        }
        required
        disabled={busy}
        // What was sent and saved is said below it, with the one size that counts: the saved one.
        showChosen={false}
        error={shown ? say(rules, shown) : undefined}
        onFileSelected={(file) => void choose(file)}
      />
      {masking && editor && (
        <editor.MaskEditor
          file={masking}
          text={text.aadhaar}
          onMasked={(masked) => void send(masked)}
          onCancel={() => setMasking(null)}
        />
      )}
      <SendProgress state={state} label={label} text={text} rules={rules} onRetry={sending.retry} />
      {saved && state.kind === 'idle' && (
        <div className={styles.savedCopy}>
          {sent?.url && (
            <img
              className={styles.thumbnail}
              src={sent.url}
              alt={fill(text.sentCopy, { document: label })}
            />
          )}
          <div>
            {sent && !sent.url && (
              <p className={styles.fileName}>
                {sent.pages === null
                  ? sent.name
                  : fill(sent.pages === 1 ? text.pdfOnePage : text.pdfPages, {
                      name: sent.name,
                      pages: sent.pages,
                    })}
              </p>
            )}
            <p className={styles.saved}>
              {fill(text.uploaded, {
                day: formatDay(locale, saved.uploadedAt),
                type: saved.contentType === 'application/pdf' ? text.pdf : text.photo,
                size: formatFileSizeKb(saved.size),
              })}
            </p>
            {replaced && <p className={styles.saved}>{replaced}</p>}
          </div>
        </div>
      )}
    </div>
  );
}

/** The upload under way, stalled, finishing, or failed with "try again". */
function SendProgress({
  state,
  label,
  text,
  rules,
  onRetry,
}: {
  state: SendState;
  label: string;
  text: StoreOwnerText;
  rules: Words;
  onRetry: () => Promise<void>;
}) {
  if (state.kind === 'preparing') return <p role="status">{text.preparing}</p>;
  if (state.kind === 'uploading') {
    if (state.stalled)
      return (
        <p role="status" className={styles.waiting}>
          {fill(text.waitingForNetwork, { document: label })}
        </p>
      );
    if (state.percent >= 100)
      return <p role="status">{fill(text.savingDocument, { document: label })}</p>;
    return <ProgressBar value={state.percent} label={fill(text.uploading, { document: label })} />;
  }
  if (state.kind === 'failed')
    return (
      <div role="alert" className={styles.failed}>
        <p>
          {fill(text.uploadFailed, { document: label })} {say(rules, state.problem)}
        </p>
        <Button variant="secondary" onClick={() => void onRetry()}>
          {text.uploadAgain}
        </Button>
      </div>
    );
  return null;
}
