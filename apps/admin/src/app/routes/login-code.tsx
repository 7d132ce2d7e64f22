// /admin/login/code: the second step of a sign-in (the login's challenge in navigation state;
// without one, back to the login).
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Card } from '@kirana/ui/card';
import { Brand } from '../../components/brand';
import { routes, type SecondStepNavigationState } from '../../config/paths';
import { SecondStepForm } from '../../features/auth/components/second-step-form';
import { SECOND_STEP_TITLE } from '../../features/auth/messages';
import styles from './login.module.css';

export function Component() {
  const navigate = useNavigate();
  const pending = (useLocation().state as SecondStepNavigationState | null)?.secondStep;
  if (!pending || pending.secondStep !== 'code') return <Navigate to={routes.login} replace />;
  return (
    <main className={styles.page}>
      <Card className={styles.card} padding="lg">
        <div className={styles.brand}>
          <Brand />
        </div>
        <h1 className={styles.title}>{SECOND_STEP_TITLE}</h1>
        <SecondStepForm
          challengeToken={pending.challengeToken}
          rememberMe={pending.rememberMe}
          onSignedIn={() => void navigate(routes.dashboard, { replace: true })}
          onRestart={() => void navigate(routes.login, { replace: true })}
        />
      </Card>
    </main>
  );
}
