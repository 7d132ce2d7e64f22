// What the form fields share: the label, hint, control and error layout, and the ids that tie
// them together.
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

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** What every labelled field takes besides its control's own props. */
export interface FieldOwnProps {
  label: ReactNode;
  /** Help text under the label, read with the field. */
  hint?: ReactNode;
  /** Error text under the field; marks it aria-invalid and is read with it. */
  error?: ReactNode;
  /** Class of the wrapper (label + field + messages). */
  className?: string | undefined;
  id?: string | undefined;
  required?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * Splits a field's props: `field` for the Field wrapper, `control` for the control (its id,
 * required flag and aria attributes), and `rest`, the control's own props.
 */
export function useField<P extends FieldOwnProps>(props: P) {
  const {
    label,
    hint,
    error,
    className,
    id,
    required,
    'aria-describedby': describedBy,
    ...rest
  } = props;
  const ids = useFieldIds(id, hint, error, describedBy);
  return {
    ids,
    field: { ids, label, hint, error, required, className },
    control: {
      id: ids.controlId,
      required,
      'aria-invalid': ids.errorId ? true : undefined,
      'aria-describedby': ids.describedBy,
    },
    rest,
  };
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
