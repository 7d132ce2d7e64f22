// The login form: the domain's rules on submit (loaded when the form is first used), the
// server's refusal shown by its rule, and no session without the server's token. A right
// password may still owe a second step: `onSuccess` gets its challenge (or null when the
// session has started).
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { Checkbox } from '@kirana/ui/checkbox';
import { PasswordField } from '@kirana/ui/password-field';
import { TextField } from '@kirana/ui/text-field';
import { LOGIN_FAILED, REMEMBER_ME_LABEL } from '../messages';
import { UNEXPECTED_ERROR } from '@kirana/domain/common';
import type { FieldErrors } from '@kirana/domain/validation';
import { isApiError, refusalWords } from '../../../lib/errors';
import { useLogin, type PendingSecondStep } from '../api/login';
import styles from './login-form.module.css';
import { focusFirstInvalid, lazyRules } from '../../../lib/forms';

type Field = 'email' | 'password' | 'rememberMe';

const loginRules = lazyRules(() => import('@kirana/domain/login-rules'));

/** The message for a failed login: the server's, else the fallback; no answer is unexpected. */
export function loginErrorMessage(error: unknown): string {
  return isApiError(error) ? refusalWords(error, LOGIN_FAILED) : UNEXPECTED_ERROR.text;
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = { email, password, rememberMe };
    const result = (await loginRules())?.validateLogin(values) ?? { ok: true, value: values };
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    login.mutate(result.value, { onSuccess });
  }

  return (
    <form
      className={styles.form}
      onFocus={() => void loginRules()}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
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
