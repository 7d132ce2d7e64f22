// The login form: the domain's rules on submit, the server's refusal shown by its rule, and no
// session without the server's token. A right password may still owe a second step: `onSuccess`
// gets its challenge (or null when the session has started).
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { Checkbox } from '@kirana/ui/checkbox';
import { PasswordField } from '@kirana/ui/password-field';
import { TextField } from '@kirana/ui/text-field';
import { LOGIN_FAILED, REMEMBER_ME_LABEL } from '../messages';
import { UNEXPECTED_ERROR } from '@kirana/domain/common';
import { validateLogin } from '@kirana/domain/auth';
import { type FieldErrors } from '@kirana/domain/validation';
import { isApiError, messageOr } from '../../../lib/errors';
import { useLogin, type PendingSecondStep } from '../api/login';
import styles from './login-form.module.css';
import { focusFirstInvalid } from '../../../lib/forms';

type Field = 'email' | 'password' | 'rememberMe';

/** The message for a failed login: the server's, else the fallback; no answer is unexpected. */
export function loginErrorMessage(error: unknown): string {
  return isApiError(error) ? messageOr(error, LOGIN_FAILED) : UNEXPECTED_ERROR.text;
}

export function LoginForm({
  onSuccess,
}: {
  onSuccess: (secondStep: PendingSecondStep | null) => void;
}) {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateLogin({ email, password, rememberMe });
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    login.mutate(result.value, { onSuccess });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {login.isError && <Alert variant="error">{loginErrorMessage(login.error)}</Alert>}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        error={errors.email?.text}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        required
        value={password}
        error={errors.password?.text}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Checkbox
        label={REMEMBER_ME_LABEL}
        name="rememberMe"
        checked={rememberMe}
        onChange={(event) => setRememberMe(event.target.checked)}
      />
      <Button type="submit" fullWidth size="lg" busy={login.isPending} busyLabel="Logging in...">
        Log in
      </Button>
    </form>
  );
}
