// The field of a one-time code (an authenticator app's, or an SMS's): one numeric input that a
// phone's keyboard opens on digits and its autofill can fill (autocomplete="one-time-code").
// One input, not a box per digit: pasting, autofill and screen readers all work on it.
import { cx } from '../internal/cx';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import styles from './one-time-code-input.module.css';

export interface OneTimeCodeInputProps extends Omit<
  TextFieldProps,
  'type' | 'inputMode' | 'autoComplete' | 'onChange' | 'value'
> {
  value: string;
  /** The typed value without the spaces people paste with it ("123 456"). */
  onValueChange: (value: string) => void;
  /** How many digits a code has (6 for authenticator apps). */
  digits?: number;
}

/** A labelled numeric input for a one-time code. */
export function OneTimeCodeInput({
  value,
  onValueChange,
  digits = 6,
  inputClassName,
  ...props
}: OneTimeCodeInputProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${digits}}`}
      spellCheck={false}
      value={value}
      inputClassName={cx(styles.code, inputClassName)}
      onChange={(event) => onValueChange(event.target.value.replace(/\s+/g, ''))}
    />
  );
}
