// The /register-store island: a store owner signs in by phone, then registers the shop in steps
// (./registration-steps.tsx, loaded once they are signed in: a visitor who only looks loads the
// sign-in alone), each saved to the server so the draft survives a reload and another device.
import { readRegistration } from './calls/read-registration';
import { clearDrafts } from './draft-storage';
import { startRegistration } from './calls/start-registration';
import type { OwnerView, Registration } from './calls/view';
import { OwnerSignIn } from './owner-sign-in';
import { PhasePanel, useOwnerPhase } from './owner-phase';
import type { StoreOwnerProps } from './props';
import { onUse } from '../../lib/load-on-use';
import { RegistrationProgress } from './registration-progress';
import styles from './store-owner.module.css';

/** The steps load with the registration (a failed download is said, and "try again" retries). */
const stepsPart = onUse(() => import('./registration-steps'));

interface Ready {
  view: OwnerView & { registration: Registration };
  Steps: Awaited<ReturnType<typeof stepsPart.load>>['default'];
}

export function RegisterStore({ locale = 'en', signInText, text, rules = {} }: StoreOwnerProps) {
  // Signed in earlier in this tab (or on /store-status): straight to the registration.
  const { phase, load, signedOut, signingOut, leave } = useOwnerPhase<Ready>(
    async () => {
      const steps = stepsPart.load();
      steps.catch(() => undefined); // said below, when it is awaited
      let view = await readRegistration();
      // A first visit starts the draft (the API answers the one there is, if any).
      if (!view.registration) view = await startRegistration();
      const { registration } = view;
      const { default: Steps } = await steps;
      return registration ? { view: { ...view, registration }, Steps } : null;
    },
    // Signing out leaves nothing typed on a shared phone (an expired session keeps it).
    (left) => {
      if (left.kind === 'ready') clearDrafts(left.view.owner._id);
    },
  );

  if (phase.kind === 'ready') {
    const { Steps } = phase;
    return (
      <div className={styles.owner}>
        <Steps
          view={phase.view}
          locale={locale}
          signInText={signInText}
          {...(text ? { text } : {})}
          rules={rules}
          signingOut={signingOut}
          onSignOut={() => void leave()}
          onSignedOut={signedOut}
        />
      </div>
    );
  }

  return (
    <div className={styles.owner}>
      <RegistrationProgress text={signInText} current="signIn" done={new Set()} />
      {phase.kind === 'signIn' && (
        <OwnerSignIn
          locale={locale}
          text={signInText}
          rules={rules}
          notice={phase.notice ?? null}
          onSignedIn={() => void load()}
        />
      )}
      <PhasePanel phase={phase} text={signInText} rules={rules} onRetry={() => void load()} />
    </div>
  );
}
