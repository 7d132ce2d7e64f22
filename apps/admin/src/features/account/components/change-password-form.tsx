// My account's password change: the domain's rule on submit (the same admin:create uses), the
// server's refusal shown at its field (a wrong current password), and what happened after.
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { PasswordField } from '@kirana/ui/password-field';
import { API_PASSWORD_CHANGED } from '@kirana/domain/auth';
import { validateChangePassword } from '@kirana/domain/password-rules';
import type { FieldErrors } from '@kirana/domain/validation';
import { boundFields } from '../../../lib/fields';
import { fieldErrorOf, fieldWords, refusalWords } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/forms';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { useChangePassword } from '../api/change-password';
import styles from './account.module.css';

type Field = 'currentPassword' | 'newPassword';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword'];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [done, setDone] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setDone(null);
    const result = validateChangePassword(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    change.mutate(result.value, {
      onSuccess: () => {
        setValues(EMPTY);
        // The admin's own words for it, as for every answer (the API's are for API callers).
        setDone(API_PASSWORD_CHANGED);
      },
      onError: () => focusFirstInvalid(form),
    });
  }

  const local = fieldWords(errors);
  const server = change.isError ? fieldErrorOf(change.error, FIELDS) : {};
  const general =
    change.isError && Object.keys(server).length === 0
      ? refusalWords(change.error, UNKNOWN_ERROR)
      : null;
  // A field's own check first, else the server's refusal of it.
  const field = boundFields(values, { ...server, ...local }, setValues);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {done && <Alert variant="success">{done}</Alert>}
      {general && <Alert variant="error">{general}</Alert>}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters. A few unrelated words make a strong one."
        required
        {...field('newPassword')}
      />
      <p className={styles.note}>Changing it signs you out everywhere else.</p>
      <div>
        <Button type="submit" busy={change.isPending} busyLabel="Changing...">
          Change password
        </Button>
      </div>
    </form>
  );
}
