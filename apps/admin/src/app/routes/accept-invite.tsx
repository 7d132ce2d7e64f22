// /admin/invite#<token>: the invitee accepts, then is signed in by the login screen's own
// mutation and goes where a login goes: an invited admin sets up their second factor first.
import { useLocation } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Card } from '@kirana/ui/card';
import { Brand } from '../../components/brand';
import { useLogin } from '../../features/auth/api/login';
import { loginErrorMessage } from '../../features/auth/components/login-form';
import { useAfterLogin } from '../../features/auth/hooks/use-after-login';
import { AcceptInviteForm } from '../../features/team/components/accept-invite-form';
import styles from './login.module.css';

export function Component() {
  const afterLogin = useAfterLogin();
  const { hash } = useLocation();
  const login = useLogin();
  const token = decodeURIComponent(hash.replace(/^#/, ''));
  return (
    <main className={styles.page}>
      <Card className={styles.card} padding="lg">
        <div className={styles.brand}>
          <Brand />
        </div>
        <h1 className={styles.title}>Join the Kirana team</h1>
        <p className={styles.intro}>Set your name and password to accept the invite.</p>
        {login.isError && (
          <Alert variant="error" className={styles.notice}>
            {loginErrorMessage(login.error)}
          </Alert>
        )}
        <AcceptInviteForm
          token={token}
          signingIn={login.isPending}
          onAccepted={({ email, password }) =>
            login.mutate({ email, password, rememberMe: false }, { onSuccess: afterLogin })
          }
        />
      </Card>
    </main>
  );
}
