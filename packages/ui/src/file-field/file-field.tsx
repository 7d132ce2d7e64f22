// A file input in the page's language: a button-looking label that opens a visually hidden but
// focusable <input type=file>, and the chosen file's name beside it, instead of the browser's
// own "Choose File / No file chosen", which speaks the browser's language, not the page's.
import type { ComponentProps, ReactNode } from 'react';
import { buttonClassName } from '../button/button';
import { FieldError } from '../field-error/field-error';
import { cx } from '../internal/cx';
import { useField, type FieldOwnProps } from '../internal/field';
import fieldStyles from '../internal/field.module.css';
import { visuallyHiddenClassName } from '../visually-hidden/visually-hidden';
import styles from './file-field.module.css';

export interface FileFieldProps
  extends Omit<ComponentProps<'input'>, 'type' | 'children' | keyof FieldOwnProps>, FieldOwnProps {
  /** The button's words, e.g. "Choose file". */
  choose: ReactNode;
  /** The chosen file's name; what is shown while there is none, e.g. "No file chosen". */
  fileName?: string | undefined;
  noFile: ReactNode;
}

/**
 * A labelled file field. The input keeps its place in the form (its name, its files, Tab and
 * Enter or Space to open the picker) and is named by the field's label alone; the button is a
 * <label> for it, so it opens the picker before any script has run. The parent says which file
 * is chosen (`fileName`), so the name shows whatever set it.
 */
export function FileField({ choose, fileName, noFile, ...props }: FileFieldProps) {
  const { ids, field, rest } = useField(props);
  const labelId = `${ids.controlId}-label`;
  const chosenId = `${ids.controlId}-chosen`;
  return (
    <div className={cx(fieldStyles.field, field.className)}>
      <span id={labelId} className={cx(fieldStyles.label, field.required && fieldStyles.required)}>
        {field.label}
      </span>
      {ids.hintId && (
        <p id={ids.hintId} className={fieldStyles.hint}>
          {field.hint}
        </p>
      )}
      <div className={styles.picker}>
        <input
          {...rest}
          id={ids.controlId}
          type="file"
          required={field.required}
          aria-labelledby={labelId}
          aria-describedby={[chosenId, ids.describedBy].filter(Boolean).join(' ')}
          aria-invalid={ids.errorId ? true : undefined}
          className={cx(visuallyHiddenClassName, styles.input)}
        />
        <label
          htmlFor={ids.controlId}
          className={cx(buttonClassName({ variant: 'secondary', size: 'sm' }), styles.choose)}
        >
          {choose}
        </label>
        <span id={chosenId} className={cx(styles.chosen, !fileName && styles.none)}>
          {fileName || noFile}
        </span>
      </div>
      <FieldError id={ids.errorId}>{field.error}</FieldError>
    </div>
  );
}
