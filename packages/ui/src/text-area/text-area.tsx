// Multi-line inputs of forms, in the fields' layout.
import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { Field, controlClassName, useField, type FieldOwnProps } from '../internal/field';
import styles from './text-area.module.css';

export interface TextAreaProps
  extends Omit<ComponentProps<'textarea'>, 'children' | keyof FieldOwnProps>, FieldOwnProps {
  /** Class of the textarea itself. */
  textAreaClassName?: string;
}

/** A labelled multi-line input with optional hint and error. */
export function TextArea({ rows = 5, textAreaClassName, ...props }: TextAreaProps) {
  const { field, control, rest } = useField(props);
  return (
    <Field {...field}>
      <textarea
        {...rest}
        {...control}
        rows={rows}
        className={cx(controlClassName, styles.textArea, textAreaClassName)}
      />
    </Field>
  );
}
