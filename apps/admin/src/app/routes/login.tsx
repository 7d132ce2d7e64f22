// /admin/login: the sign-in page, with the one-time notice of a session that ended.
import { Alert } from '@kirana/ui/alert';
import { Card } from '@kirana/ui/card';
import { Brand } from '../../components/brand';
import { LoginForm } from '../../features/auth/components/login-form';
import { useAfterLogin } from '../../features/auth/hooks/use-after-login';
import { useSession } from '../../lib/session';
import styles from './login.module.css';

export function Component() {
  const afterLogin = useAfterLogin();
  const notice = useSession((state) => state.notice);
  return (
    <main className={styles.page}>
      <Card className={styles.card} padding="lg">
        <div className={styles.brand}>
          <Brand />
        </div>
        <h1 className={styles.title}>Admin Login</h1>
        <p className={styles.intro}>
          Sign in to manage branches, catalogues and affiliate products.
        </p>
        {notice && (
          <Alert variant="error" className={styles.notice}>
            {notice}
          </Alert>
        )}
        <LoginForm onSuccess={afterLogin} />
      </Card>
    </main>
  );
}
