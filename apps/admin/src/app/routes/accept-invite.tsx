// /admin/invite#<token>: the invitee accepts, then is signed in by the login screen's own
// request and goes where a login goes: an invited admin sets up their second factor first.
import { SignInCard } from '../../components/sign-in-card';
import { useLogin } from '../../features/auth/api/login';
import { loginErrorMessage } from '../../features/auth/components/login-form';
import { useAfterLogin } from '../../features/auth/hooks/use-after-login';
import { AcceptInviteForm } from '../../features/team/components/accept-invite-form';
import { useSignInNavigation } from '../../lib/sign-in-navigation';

export function Component() {
  const afterLogin = useAfterLogin();
  const { hash } = useSignInNavigation().location;
  const login = useLogin();
  const token = decodeURIComponent(hash.replace(/^#/, ''));
  return (
    <SignInCard
      title="Join the Kirana team"
      intro="Set your name and password to accept the invite."
      notice={login.isError ? loginErrorMessage(login.error) : null}
    >
      <AcceptInviteForm
        token={token}
        signingIn={login.isPending}
        onAccepted={({ email, password }) =>
          login.mutate({ email, password, rememberMe: false }, { onSuccess: afterLogin })
        }
      />
    </SignInCard>
  );
}
