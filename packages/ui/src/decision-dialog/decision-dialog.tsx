// The review desk's decision dialog for any kind: what the decision does, a reason from its
// list and a note, asked before it is taken.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { NOTE_REQUIRED_FOR_OTHER, REASON_REQUIRED } from '@kirana/domain/decisions';
import { Alert } from '../alert/alert';
import { Dialog } from '../dialog/dialog';
import { DialogFormActions } from '../dialog-form-actions/dialog-form-actions';
import { Select } from '../select/select';
import { TextArea } from '../text-area/text-area';
import styles from './decision-dialog.module.css';

export interface DecisionOption {
  value: string;
  label: string;
}

export interface DecisionValue {
  reason?: string;
  note?: string;
}

export interface DecisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Reject Balaji Kirana?" */
  title: string;
  /** What the decision does, in words. */
  effect: ReactNode;
  /** Something to weigh first (e.g. documents not yet verified), shown before the fields. */
  warning?: ReactNode;
  /** The reasons to choose from; without them the dialog asks only for an optional note. */
  reasons?: readonly DecisionOption[];
  /** Reasons that need a note to explain them. */
  noteRequiredFor?: readonly string[];
  /** What the note starts with (e.g. what the reviewer wrote on unclear documents); editable. */
  initialNote?: string;
  confirmLabel: string;
  busyLabel?: string;
  variant?: 'primary' | 'danger';
  busy?: boolean;
  /** A failure of the decision, shown in the dialog. */
  error?: ReactNode;
  onConfirm: (value: DecisionValue) => void;
}

type DecisionFormProps = Omit<DecisionDialogProps, 'open' | 'onOpenChange' | 'title'>;

/** The dialog's body; it mounts with the open dialog, so every opening starts afresh. */
function DecisionForm({
  effect,
  warning,
  reasons,
  noteRequiredFor = ['other'],
  initialNote = '',
  confirmLabel,
  busyLabel = 'Saving...',
  variant = 'primary',
  busy = false,
  error,
  onConfirm,
}: DecisionFormProps) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState(initialNote);
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const effectId = useId();
  const noteRequired = reasons !== undefined && noteRequiredFor.includes(reason);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(reasons && reason === '' ? { reason: REASON_REQUIRED.text } : {}),
      ...(noteRequired && note.trim() === '' ? { note: NOTE_REQUIRED_FOR_OTHER.text } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onConfirm({
      ...(reasons ? { reason } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={effectId}>
      <p id={effectId} className={styles.effect}>
        {effect}
      </p>
      {warning && <Alert variant="info">{warning}</Alert>}
      {reasons && (
        <Select
          label="Reason"
          placeholder="Choose a reason"
          options={reasons}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
          required
        />
      )}
      <TextArea
        label={noteRequired ? 'Note' : 'Note (optional)'}
        hint={reasons ? 'Kept with the decision and told to the owner.' : undefined}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
        required={noteRequired}
        rows={3}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <DialogFormActions busy={busy} busyLabel={busyLabel} variant={variant}>
        {confirmLabel}
      </DialogFormActions>
    </form>
  );
}

/**
 * The confirmation of a decision: what will happen, any warning, and, for decisions that take
 * one, the reason (required) and a note (required for "other"). Checked before onConfirm.
 */
export function DecisionDialog({ open, onOpenChange, title, ...form }: DecisionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!form.busy) onOpenChange(next);
      }}
      title={title}
      size="sm"
    >
      <DecisionForm {...form} />
    </Dialog>
  );
}
