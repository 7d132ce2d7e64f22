// /admin/login: the sign-in page, with the one-time notice of a session that ended.
import { SignInCard } from '../../components/sign-in-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { useAfterLogin } from '../../features/auth/hooks/use-after-login';
import { useSession } from '../../lib/session';

export function Component() {
  const afterLogin = useAfterLogin();
  const notice = useSession((state) => state.notice);
  return (
    <SignInCard
      title="Admin Login"
      intro="Sign in to manage branches, catalogues and affiliate products."
      notice={notice}
    >
      <LoginForm onSuccess={afterLogin} />
    </SignInCard>
  );
}
