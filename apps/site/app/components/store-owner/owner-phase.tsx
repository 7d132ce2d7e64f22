// What /register-store and /store-status share around their signed-in part: the sign-in until
// there is a session (one from earlier in this tab is resumed), the part loaded with the
// owner's view, a failed load said with "try again", an ended session back to the sign-in with
// its notice, and signing out.
import { useEffect, useEffectEvent, useState } from 'react';
import { OWNER_SESSION_NEEDED } from '@kirana/domain/owner-sign-in';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import type { Words } from '../../i18n/rules';
import { say, type Problem } from '../../i18n/rules/words';
import { clearOwnerSession, readOwnerSession } from '../../lib/owner-session';
import { signOut } from './calls/sign-out';
import type { OwnerSignInText } from './props';
import { refusalOf } from './refusal';
import styles from './store-owner.module.css';

export type OwnerPhase<Ready> =
  | { kind: 'signIn'; notice?: Problem }
  | { kind: 'loading' }
  | { kind: 'failed'; problem: Problem }
  | ({ kind: 'ready' } & Ready);

/**
 * The island's phase. `ready` loads what the ready phase holds (the view and the part), or
 * answers null to stay loading; `onLeft` runs after signing out, with the ready phase if any.
 */
export function useOwnerPhase<Ready extends object>(
  ready: () => Promise<Ready | null>,
  onLeft?: (phase: OwnerPhase<Ready>) => void,
) {
  const [phase, setPhase] = useState<OwnerPhase<Ready>>({ kind: 'signIn' });
  const [signingOut, setSigningOut] = useState(false);

  // Signed in earlier in this tab (or on the other owner's page): straight to the part.
  const resume = useEffectEvent(() => {
    if (readOwnerSession()) void load();
  });
  useEffect(() => resume(), []);

  const signedOut = () => setPhase({ kind: 'signIn', notice: OWNER_SESSION_NEEDED });

  async function load() {
    setPhase({ kind: 'loading' });
    try {
      const value = await ready();
      if (value) setPhase({ kind: 'ready', ...value });
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
    onLeft?.(phase);
    setSigningOut(false);
    setPhase({ kind: 'signIn' });
  }

  return { phase, setPhase, load, signedOut, signingOut, leave };
}

interface PhasePanelProps {
  phase: OwnerPhase<object>;
  text: OwnerSignInText;
  rules: Words;
  onRetry: () => void;
}

/** While the part loads, or why it did not (with "try again"); nothing in any other phase. */
export function PhasePanel({ phase, text, rules, onRetry }: PhasePanelProps) {
  if (phase.kind === 'loading')
    return (
      <p role="status" className={styles.panel}>
        {text.loading}
      </p>
    );
  if (phase.kind === 'failed')
    return (
      <div className={styles.panel}>
        <Alert variant="error">{say(rules, phase.problem)}</Alert>
        <Button onClick={onRetry}>{text.tryAgain}</Button>
      </div>
    );
  return null;
}
