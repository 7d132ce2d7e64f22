// The /register-store island: a store owner signs in by phone, then registers the shop in steps
// (./registration-steps.tsx, loaded once they are signed in: a visitor who only looks loads the
// sign-in alone), each saved to the server so the draft survives a reload and another device.
import { useEffect, useEffectEvent, useState } from 'react';
import { OWNER_SESSION_NEEDED } from '@kirana/domain/owner-sign-in';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { say, type Problem } from '../../i18n/rules/words';
import { clearOwnerSession, readOwnerSession } from '../../lib/owner-session';
import { readRegistration } from './calls/read-registration';
import { signOut } from './calls/sign-out';
import { clearDrafts } from './draft-storage';
import { startRegistration } from './calls/start-registration';
import type { OwnerView, Registration } from './calls/view';
import { OwnerSignIn } from './owner-sign-in';
import type { StoreOwnerProps } from './props';
import { refusalOf } from './refusal';
import { onUse } from '../../lib/load-on-use';
import { RegistrationProgress } from './registration-progress';
import styles from './store-owner.module.css';

/** The steps load with the registration (a failed download is said, and "try again" retries). */
const stepsPart = onUse(() => import('./registration-steps'));

type Phase =
  | { kind: 'signIn'; notice?: Problem }
  | { kind: 'loading' }
  | { kind: 'failed'; problem: Problem }
  | {
      kind: 'ready';
      view: OwnerView & { registration: Registration };
      Steps: Awaited<ReturnType<typeof stepsPart.load>>['default'];
    };

export function RegisterStore({ locale = 'en', signInText, text, rules = {} }: StoreOwnerProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'signIn' });
  const [signingOut, setSigningOut] = useState(false);

  // Signed in earlier in this tab (or on /store-status): straight to the registration.
  const resume = useEffectEvent(() => {
    if (readOwnerSession()) void load();
  });
  useEffect(() => resume(), []);

  const signedOut = () => setPhase({ kind: 'signIn', notice: OWNER_SESSION_NEEDED });

  async function load() {
    setPhase({ kind: 'loading' });
    try {
      const steps = stepsPart.load();
      steps.catch(() => undefined); // said below, when it is awaited
      let view = await readRegistration();
      // A first visit starts the draft (the API answers the one there is, if any).
      if (!view.registration) view = await startRegistration();
      const { registration } = view;
      const { default: Steps } = await steps;
      if (registration) setPhase({ kind: 'ready', view: { ...view, registration }, Steps });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.signedOut) signedOut();
      else setPhase({ kind: 'failed', problem: refusal.problem });
    }
  }

  async function leave() {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // The token is dropped here either way; the server ends it when it expires.
    }
    clearOwnerSession();
    // Signing out leaves nothing typed on a shared phone (an expired session keeps it).
    if (phase.kind === 'ready') clearDrafts(phase.view.owner._id);
    setSigningOut(false);
    setPhase({ kind: 'signIn' });
  }

  const loading = (
    <p role="status" className={styles.panel}>
      {signInText.loading}
    </p>
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
      {phase.kind === 'loading' && loading}
      {phase.kind === 'failed' && (
        <div className={styles.panel}>
          <Alert variant="error">{say(rules, phase.problem)}</Alert>
          <Button onClick={() => void load()}>{signInText.tryAgain}</Button>
        </div>
      )}
    </div>
  );
}
