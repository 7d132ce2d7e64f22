import { useId, type ReactNode } from 'react';
import { FieldError } from '../field-error/field-error';
import { cx } from './cx';
import styles from './field.module.css';

/** Shared class of text inputs, text areas and selects. */
export const controlClassName = styles.control ?? '';

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error; `describedBy` keeps any ids passed in. */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  extraDescribedBy?: string,
): FieldIds {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hasContent(hint) ? `${controlId}-hint` : undefined;
  const errorId = hasContent(error) ? `${controlId}-error` : undefined;
  const describedBy = [extraDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  hint: ReactNode;
  error: ReactNode;
  required: boolean | undefined;
  className: string | undefined;
  children: ReactNode;
}

/** Label, hint, control and error, stacked. */
export function Field({ ids, label, hint, error, required, className, children }: FieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={ids.controlId} className={cx(styles.label, required && styles.required)}>
        {label}
      </label>
      {ids.hintId && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
