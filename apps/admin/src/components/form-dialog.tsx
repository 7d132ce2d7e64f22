// A dialog around a form the admin sends (create, edit): it cannot be closed while its request
// runs, and the form ends with Cancel and the submit button, busy meanwhile.
import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '@kirana/ui/dialog';
import { DialogFormActions } from '@kirana/ui/dialog-form-actions';
import styles from './form.module.css';

interface FormDialogProps {
  title: string;
  size?: 'md' | 'lg';
  /** The request is running. */
  busy: boolean;
  busyLabel: string;
  /** The submit button's words. */
  submitLabel: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The form's own layout, if not a grid of its fields. */
  formClassName?: string;
  children: ReactNode;
}

export function FormDialog({
  title,
  size = 'md',
  busy,
  busyLabel,
  submitLabel,
  onSubmit,
  onClose,
  formClassName = styles.form,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={title}
      size={size}
    >
      <form className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
        <DialogFormActions busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </DialogFormActions>
      </form>
    </Dialog>
  );
}
