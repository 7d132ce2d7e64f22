// Single-line inputs of forms, in the fields' layout.
import type { ComponentProps } from 'react';
import { cx } from '../internal/cx';
import { Field, controlClassName, useField, type FieldOwnProps } from '../internal/field';

export interface TextFieldProps
  extends Omit<ComponentProps<'input'>, 'children' | keyof FieldOwnProps>, FieldOwnProps {
  /** Class of the input itself. */
  inputClassName?: string;
}

/** A labelled single-line input with optional hint and error. */
export function TextField({ inputClassName, type = 'text', ...props }: TextFieldProps) {
  const { field, control, rest } = useField(props);
  return (
    <Field {...field}>
      <input {...rest} {...control} type={type} className={cx(controlClassName, inputClassName)} />
    </Field>
  );
}
