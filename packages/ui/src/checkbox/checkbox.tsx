// Checkboxes of forms and lists, native for keyboard and forms, with a mixed state for
// "Select all".
import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { FieldError } from '../field-error/field-error';
import { cx } from '../internal/cx';
import { useFieldIds } from '../internal/field';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
  /**
   * Shows the mixed state (some of a group chosen, e.g. a "Select all" box); read as "mixed"
   * by screen readers. A click still sets `checked`.
   */
  indeterminate?: boolean;
}

/**
 * A native checkbox with its label beside it (works with forms, `checked`/`defaultChecked`,
 * and keyboard Space out of the box), optionally in the indeterminate state.
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  indeterminate = false,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, ariaDescribedBy);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);
  // `indeterminate` is a DOM property with no attribute; a click clears it, so set it each render.
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.row} htmlFor={ids.controlId}>
        <input
          {...rest}
          ref={input}
          id={ids.controlId}
          type="checkbox"
          aria-invalid={ids.errorId ? true : undefined}
          aria-describedby={ids.describedBy}
          className={styles.input}
        />
        <span className={styles.label}>{label}</span>
      </label>
      {ids.hintId && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} className={styles.error}>
        {error}
      </FieldError>
    </div>
  );
}
