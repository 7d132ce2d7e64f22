// The buttons every form dialog ends with, so they read and behave the same.
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { DialogActions, DialogClose } from '../dialog/dialog';

export interface DialogFormActionsProps {
  /** Label of the submit button, e.g. "Save Changes". */
  children: ReactNode;
  /** While true Cancel is disabled and the submit button is busy, showing `busyLabel`. */
  busy: boolean;
  /** Text of the submit button while busy, e.g. "Saving...". */
  busyLabel: string;
  /** Called by the submit button; leave out to make it submit the surrounding form. */
  onSubmit?: () => void;
  /** Disables the submit button, e.g. while nothing is chosen. */
  disabled?: boolean;
  cancelLabel?: string;
  /** `danger` for a destructive decision (reject, suspend). */
  variant?: 'primary' | 'danger';
}

/** The Cancel and submit buttons at the bottom of a form Dialog; Cancel closes the Dialog. */
export function DialogFormActions({
  children,
  busy,
  busyLabel,
  onSubmit,
  disabled,
  cancelLabel = 'Cancel',
  variant = 'primary',
}: DialogFormActionsProps) {
  return (
    <DialogActions>
      <DialogClose>
        <Button variant="secondary" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
        disabled={disabled}
        variant={variant}
        busy={busy}
        busyLabel={busyLabel}
      >
        {children}
      </Button>
    </DialogActions>
  );
}
