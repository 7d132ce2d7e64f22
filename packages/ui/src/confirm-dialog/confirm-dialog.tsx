// Asks before a destructive or lasting action, and keeps the question open while it runs or
// fails.
import type { ReactElement, ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import dialogStyles from '../dialog/dialog.module.css';
import { cx } from '../internal/cx';
import { useReturnFocus } from '../internal/return-focus';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with false on Cancel or Escape (not while busy). */
  onOpenChange: (open: boolean) => void;
  /** Optional opener (e.g. a `<Button>`); focus returns to it on close. */
  trigger?: ReactElement;
  title: ReactNode;
  /** The question, e.g. "Are you sure you want to remove this category?" */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Called when the user confirms. The dialog stays open, so the caller can show `busy`
   * and `error`, and closes it with `onOpenChange(false)` / `open={false}` when done.
   */
  onConfirm: () => void;
  /** Disables both buttons, shows `busyLabel` on the confirm button, blocks Escape. */
  busy?: boolean;
  busyLabel?: string;
  /** A failure to show inside the dialog (role="alert"). */
  error?: ReactNode;
  /** `danger` (default) for destructive actions, `primary` otherwise. */
  variant?: 'danger' | 'primary';
}

/**
 * A confirmation dialog (Radix AlertDialog): focus starts on Cancel, is trapped inside,
 * Escape cancels, and focus returns to the opener.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  busy = false,
  busyLabel,
  error,
  variant = 'danger',
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content {...returnFocus} className={cx(dialogStyles.content, dialogStyles.sm)}>
          <AlertDialog.Title className={dialogStyles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.message}>{message}</AlertDialog.Description>
          {error && <Alert variant="error">{error}</Alert>}
          <div className={dialogStyles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={variant} busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
