// One document of a store's registration: a file picker in the page's language (not the
// browser's "Choose File"), the file checked and, if it is a photo, made smaller on the phone,
// then uploaded at once with its progress shown; what is saved is said under it.
import { useState } from 'react';
import { formatFileSizeKb } from '@kirana/domain/format';
import { type StoreDocumentKind } from '@kirana/domain/stores';
import { MAX_DOCUMENT_MB } from '@kirana/domain/documents';
import { ImageDropzone } from '@kirana/ui/image-dropzone';
import { ProgressBar } from '@kirana/ui/progress-bar';
import { formatDay } from '../../i18n/date-time';
import { fill } from '../../i18n/fill';
import type { Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import { say, type Problem } from '../../i18n/rules/words';
import { acceptedTypes, fileProblem, isImage } from '../../lib/documents';
import { onUse } from '../../lib/load-on-use';
import { prepareDocument } from '../../lib/prepare-document';
import { uploadDocument } from './calls/upload-document';
import type { OwnerView, RegistrationDocument } from './calls/view';
import type { StoreOwnerText } from './props';
import { refusalOf } from './refusal';
import { AadhaarExample } from '../aadhaar-mask/aadhaar-example';
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
  /** A line said before the saved one (the reviewer's note on an unclear document). */
  note?: string | undefined;
  /** Checked and accepted by the team (after a rejection): "no action needed", no upload box. */
  verified?: boolean;
  /** The owner's ID is Aadhaar: a photo is masked on the phone before it is sent (issue 40). */
  aadhaar?: boolean;
  onUploaded: (view: OwnerView) => void;
  /** The session ended during the upload. */
  onSignedOut: () => void;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'masking'; file: File }
  | { kind: 'preparing' }
  | { kind: 'uploading'; percent: number };

export function DocumentUpload({
  id,
  kind,
  saved,
  locale,
  text,
  rules,
  error,
  note,
  verified = false,
  aadhaar = false,
  onUploaded,
  onSignedOut,
}: DocumentUploadProps) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [eAadhaar, setEAadhaar] = useState(false);
  const [editor, setEditor] = useState(maskEditor.loaded());
  const label = text.documentKinds[kind];

  async function choose(file: File) {
    if (status.kind !== 'idle') return;
    const refused = fileProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    // An Aadhaar photo waits for its mask; a PDF (UIDAI's e-Aadhaar) or a file the owner says is
    // a masked e-Aadhaar goes as it is.
    if (aadhaar && !eAadhaar && isImage(file)) {
      setStatus({ kind: 'masking', file });
      try {
        setEditor(await maskEditor.load());
      } catch (caught) {
        setStatus({ kind: 'idle' });
        setProblem(refusalOf(caught).problem);
      }
      return;
    }
    await send(file);
  }

  async function send(file: File) {
    setStatus({ kind: 'preparing' });
    try {
      const prepared = await prepareDocument(file);
      const tooLarge = fileProblem(prepared, { prepared: true });
      if (tooLarge) {
        setProblem(tooLarge);
        return;
      }
      setStatus({ kind: 'uploading', percent: 0 });
      const view = await uploadDocument(kind, prepared, (percent) =>
        setStatus({ kind: 'uploading', percent }),
      );
      onUploaded(view);
    } catch (caught) {
      const refusal = refusalOf(caught);
      if (refusal.signedOut) onSignedOut();
      else setProblem(refusal.problem);
    } finally {
      setStatus({ kind: 'idle' });
    }
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
              disabled={status.kind !== 'idle'}
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
        disabled={status.kind !== 'idle'}
        error={shown ? say(rules, shown) : undefined}
        onFileSelected={(file) => void choose(file)}
      />
      {status.kind === 'masking' && editor && (
        <editor.MaskEditor
          file={status.file}
          text={text.aadhaar}
          onMasked={(masked) => void send(masked)}
          onCancel={() => setStatus({ kind: 'idle' })}
        />
      )}
      {status.kind === 'preparing' && <p role="status">{text.preparing}</p>}
      {status.kind === 'uploading' && (
        <ProgressBar value={status.percent} label={fill(text.uploading, { document: label })} />
      )}
      {saved && status.kind === 'idle' && (
        <p className={styles.saved}>
          {fill(text.uploaded, {
            day: formatDay(locale, saved.uploadedAt),
            type: saved.contentType === 'application/pdf' ? text.pdf : text.photo,
            size: formatFileSizeKb(saved.size),
          })}
        </p>
      )}
    </div>
  );
}
