// /admin/invite#<token>: the invitee accepts, then is signed in by the login screen's own
// mutation (so the login's next steps, such as a second factor, follow the same way).
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Card } from '@kirana/ui/card';
import { Brand } from '../../components/brand';
import { routes } from '../../config/paths';
import { useLogin } from '../../features/auth/api/login';
import { loginErrorMessage } from '../../features/auth/components/login-form';
import { AcceptInviteForm } from '../../features/team/components/accept-invite-form';
import styles from './login.module.css';

export function Component() {
  const navigate = useNavigate();
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
            login.mutate(
              { email, password, rememberMe: false },
              { onSuccess: () => navigate(routes.dashboard, { replace: true }) },
            )
          }
        />
      </Card>
    </main>
  );
}
