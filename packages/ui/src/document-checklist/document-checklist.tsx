// The review desk's checklist of a registration's or application's documents, for any kind.
// Each document's viewer comes from the app (a DocumentViewer over the bytes it fetched with
// the admin's credentials): the checklist shows it under the document's name and mark.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  DOCUMENT_REVIEW_LABELS,
  UNCLEAR_NEEDS_NOTE,
  type DocumentReviewState,
} from '@kirana/domain/stores';
import { Alert } from '../alert/alert';
import { Badge, type BadgeTone } from '../badge/badge';
import { Button } from '../button/button';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { TextArea } from '../text-area/text-area';
import { cx } from '../internal/cx';
import panelStyles from '../internal/panel.module.css';
import styles from './document-checklist.module.css';

export interface ChecklistDocument {
  id: string;
  /** What it is, as `@kirana/domain` names it: "Shop photo", "FSSAI certificate". */
  label: string;
  /** The document itself: a DocumentViewer (with `showLabel={false}`: the heading names it). */
  viewer: ReactNode;
  state: DocumentReviewState;
  note: string | null;
  /** Who marked it and when (ISO), when it is marked. */
  reviewedBy: string | null;
  reviewedAt: string | null;
}

export interface DocumentChecklistProps {
  documents: ChecklistDocument[];
  /** How a moment reads: the app's own formatter of an ISO date and time. */
  formatDateTime: (iso: string) => string;
  /** Labels of required documents that were never uploaded. */
  missing?: string[];
  /** Marks one document; the checklist shows `busyId` and `error` while and after it runs. */
  onMark: (id: string, state: 'verified' | 'unclear', note?: string) => void;
  /** The document being marked now. */
  busyId?: string | null;
  /** A failed mark, shown under its document. */
  error?: { id: string; message: string } | null;
  /** No mark buttons: something no longer under review is only looked at. */
  readOnly?: boolean;
}

const TONES: Record<DocumentReviewState, BadgeTone> = {
  pending: 'neutral',
  verified: 'success',
  unclear: 'danger',
};

/**
 * A document's label inside a sentence: "Shop photo" reads "shop photo", but an acronym stays as
 * it is ("FSSAI certificate", not "fssai certificate").
 */
function inSentence(label: string): string {
  const first = label.split(' ')[0] ?? '';
  return /^[A-Z0-9]{2,}$/.test(first) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** One document: what it is, its mark, the viewer, and the reviewer's two marks. */
function ChecklistItem({
  document,
  formatDateTime,
  onMark,
  busy,
  error,
  readOnly,
}: {
  document: ChecklistDocument;
  formatDateTime: DocumentChecklistProps['formatDateTime'];
  onMark: DocumentChecklistProps['onMark'];
  busy: boolean;
  error: string | null;
  readOnly: boolean;
}) {
  const [unclearOpen, setUnclearOpen] = useState(false);
  const [confirmVerified, setConfirmVerified] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const headingId = `document-${document.id}`;

  function submitUnclear(event: FormEvent) {
    event.preventDefault();
    if (note.trim() === '') {
      setNoteError(UNCLEAR_NEEDS_NOTE.text);
      return;
    }
    setNoteError(null);
    onMark(document.id, 'unclear', note.trim());
    setUnclearOpen(false);
  }

  return (
    <li className={cx(panelStyles.panel, styles.item)} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.title}>
          {document.label}
        </h3>
        <Badge tone={TONES[document.state]}>{DOCUMENT_REVIEW_LABELS[document.state]}</Badge>
      </div>
      {document.reviewedBy && document.reviewedAt && (
        <p className={styles.meta}>
          {DOCUMENT_REVIEW_LABELS[document.state]} by {document.reviewedBy} on{' '}
          <time dateTime={document.reviewedAt}>{formatDateTime(document.reviewedAt)}</time>
        </p>
      )}
      {document.state === 'unclear' && document.note && (
        <p className={styles.note}>“{document.note}”</p>
      )}
      {document.viewer}
      {error && <Alert variant="error">{error}</Alert>}
      {!readOnly && !unclearOpen && (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy || document.state === 'verified'}
            busy={busy}
            busyLabel="Saving..."
            onClick={() =>
              // An unclear mark carries the reviewer's note: overwriting it asks first.
              document.state === 'unclear'
                ? setConfirmVerified(true)
                : onMark(document.id, 'verified')
            }
          >
            Mark verified
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => setUnclearOpen(true)}
            aria-label={`Mark unclear: ${document.label}`}
          >
            Mark unclear
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirmVerified}
        onOpenChange={setConfirmVerified}
        variant="primary"
        title={`Mark the ${inSentence(document.label)} verified?`}
        message={
          <>
            It is marked unclear
            {document.note ? <>: “{document.note}”</> : ''}. Marking it verified replaces that mark
            and its note.
          </>
        }
        confirmLabel="Mark verified"
        cancelLabel="Keep it unclear"
        onConfirm={() => {
          setConfirmVerified(false);
          onMark(document.id, 'verified');
        }}
      />
      {!readOnly && unclearOpen && (
        <form className={styles.unclear} onSubmit={submitUnclear} noValidate>
          <TextArea
            label={`What is unclear in the ${inSentence(document.label)}?`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={noteError}
            rows={2}
            required
          />
          <div className={styles.actions}>
            <Button size="sm" type="submit" busy={busy} busyLabel="Saving...">
              Save as unclear
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setUnclearOpen(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

/** The reviewer's checklist: each document with its viewer and its mark, verified or unclear. */
export function DocumentChecklist({
  documents,
  formatDateTime,
  missing = [],
  onMark,
  busyId = null,
  error = null,
  readOnly = false,
}: DocumentChecklistProps) {
  return (
    <div className={styles.checklist}>
      {missing.length > 0 && <Alert variant="info">Not uploaded: {missing.join(', ')}.</Alert>}
      <ul className={styles.list}>
        {documents.map((document) => (
          <ChecklistItem
            key={document.id}
            document={document}
            formatDateTime={formatDateTime}
            onMark={onMark}
            busy={busyId === document.id}
            error={error?.id === document.id ? error.message : null}
            readOnly={readOnly}
          />
        ))}
      </ul>
    </div>
  );
}
