// The invitee's page body: the invite read by the link's token (e-mail and role shown), then
// name and password with the same rules as the API (packages/domain's team rules, and no
// password made of the invitee's own e-mail or name). A link that
// no longer works says why and whom to ask. Signing in afterwards is the caller's (`onAccepted`).
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { PasswordField } from '@kirana/ui/password-field';
import { RoleBadge } from '@kirana/ui/role-badge';
import { TextField } from '@kirana/ui/text-field';
import {
  PASSWORD_HAS_PERSONAL_WORDS,
  passwordHasPersonalWords,
} from '@kirana/domain/password-rules';
import { acceptInviteBodySchema } from '@kirana/domain/team-rules';
import { toResult, type FieldErrors } from '@kirana/domain/validation';
import { LoadState } from '../../../components/load-state';
import { boundFields } from '../../../lib/fields';
import { fieldErrorOf, fieldWords, refusalWords } from '../../../lib/errors';
import { focusFirstInvalid } from '../../../lib/forms';
import { useAcceptInvite, useInvite } from '../api/accept-invite';
import styles from './team-list.module.css';

type Field = 'name' | 'password';

export interface AcceptInviteFormProps {
  token: string;
  /** Called with the new admin's e-mail and password once the invite is accepted. */
  onAccepted: (credentials: { email: string; password: string }) => void;
  /** Whether the caller is signing in now (the button stays busy). */
  signingIn?: boolean;
}

export function AcceptInviteForm({ token, onAccepted, signingIn = false }: AcceptInviteFormProps) {
  const invite = useInvite(token);
  const accept = useAcceptInvite();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  if (!token)
    return (
      <Alert variant="error">
        This invite link is incomplete. Open the link from the e-mail again.
      </Alert>
    );
  if (invite.isPending || invite.isError)
    return (
      <LoadState
        query={invite}
        loading="Reading the invite..."
        failed="This invite link could not be read. Try again."
      />
    );

  const server = fieldErrorOf(accept.error, ['name', 'password'] as const);
  const email = invite.data.email;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toResult<{ name: string; password: string }, Field>(
      acceptInviteBodySchema.safeParse(values),
    );
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    if (passwordHasPersonalWords(result.value.password, { email, name: result.value.name })) {
      setErrors({ password: PASSWORD_HAS_PERSONAL_WORDS });
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    accept.mutate(
      { token, ...result.value },
      { onSuccess: () => onAccepted({ email, password: result.value.password }) },
    );
  }

  // A field's own check first, else the server's refusal of it.
  const field = boundFields(values, { ...server, ...fieldWords(errors) }, setValues);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>
        You are invited as <RoleBadge roleName={invite.data.role} /> with{' '}
        <strong className={styles.email}>{email}</strong>.
      </p>
      {accept.isError && !server.name && !server.password && (
        <Alert variant="error">
          {refusalWords(accept.error, 'The invite was not accepted. Try again.')}
        </Alert>
      )}
      <TextField label="Your name" autoComplete="name" required {...field('name')} />
      <PasswordField
        label="Choose a password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <Button
        type="submit"
        fullWidth
        size="lg"
        busy={accept.isPending || signingIn}
        busyLabel="Joining..."
      >
        Join the team
      </Button>
    </form>
  );
}
