// Every form dialog of the admin: focus and Escape handled by Radix.
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cx } from '../internal/cx';
import { useReturnFocus } from '../internal/return-focus';
import styles from './dialog.module.css';

export interface DialogProps {
  /** Controlled open state; leave out (with `trigger`) for an uncontrolled dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (e.g. a `<Button>`); focus returns to it on close. */
  trigger?: ReactElement;
  /** Heading of the dialog; it is the dialog's accessible name. */
  title: ReactNode;
  /** Optional text under the title; it becomes the dialog's accessible description. */
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the × button. */
  closeLabel?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A modal dialog (Radix): traps focus, closes on Escape, the × button or a click outside,
 * and returns focus to the element that had focus when it opened (its trigger or any opener).
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  size = 'md',
  closeLabel = 'Close',
  className,
  children,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          {...returnFocus}
          className={cx(styles.content, styles[size], className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.titles}>
            <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className={styles.description}>
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {children}
          {/* Last in the DOM so focus starts on the first field, not on ×. */}
          <DialogPrimitive.Close className={styles.close} aria-label={closeLabel}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path
                d="M5 5l10 10M15 5 5 15"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wraps a button so that pressing it closes the surrounding Dialog (e.g. Cancel). */
export function DialogClose({ children }: { children: ReactElement }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}

/** The row of buttons at the bottom of a dialog, aligned to the end. */
export function DialogActions({ className, ...rest }: ComponentProps<'div'>) {
  return <div {...rest} className={cx(styles.actions, className)} />;
}
