// The /store-status island: a store owner signs in by phone and sees the store's state
// (./status-view.tsx, loaded once they are signed in); after a rejection they replace the
// flagged documents and send it again. "Not registered yet?" shows only beside the sign-in: once
// signed in, the status itself says what comes next (start, carry on, wait, send again).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { OWNER_SESSION_NEEDED } from '@kirana/domain/owner-sign-in';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { localePath } from '../../i18n/locales';
import { say, type Problem } from '../../i18n/rules/words';
import { clearOwnerSession, readOwnerSession } from '../../lib/owner-session';
import { readRegistration } from './calls/read-registration';
import { signOut } from './calls/sign-out';
import type { OwnerView } from './calls/view';
import { OwnerSignIn } from './owner-sign-in';
import type { StoreOwnerProps } from './props';
import { refusalOf } from './refusal';
import { onUse } from '../../lib/load-on-use';
import styles from './store-owner.module.css';

/** The signed-in view loads with the state (a failed download is said, and "try again" retries). */
const statusPart = onUse(() => import('./signed-in-status'));

type Phase =
  | { kind: 'signIn'; notice?: Problem }
  | { kind: 'loading' }
  | { kind: 'failed'; problem: Problem }
  | {
      kind: 'ready';
      view: OwnerView;
      Status: Awaited<ReturnType<typeof statusPart.load>>['default'];
    };

export function StoreStatus({ locale = 'en', signInText, text, rules = {} }: StoreOwnerProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'signIn' });
  const [leaving, setLeaving] = useState(false);
  const readyRef = useRef<HTMLDivElement>(null);
  /** Set on signing in: the state is focused once it shows (the sign-in form is gone). */
  const focusReady = useRef(false);

  // Signed in earlier in this tab (or on /register-store): straight to the state.
  const resume = useEffectEvent(() => {
    if (readOwnerSession()) void load();
  });
  useEffect(() => resume(), []);

  useEffect(() => {
    if (focusReady.current && phase.kind === 'ready') {
      focusReady.current = false;
      readyRef.current?.focus();
    }
  });

  async function load() {
    setPhase({ kind: 'loading' });
    try {
      const status = statusPart.load();
      status.catch(() => undefined); // said below, when it is awaited
      const view = await readRegistration();
      setPhase({ kind: 'ready', view, Status: (await status).default });
    } catch (error) {
      const refusal = refusalOf(error);
      setPhase(
        refusal.signedOut
          ? { kind: 'signIn', notice: OWNER_SESSION_NEEDED }
          : { kind: 'failed', problem: refusal.problem },
      );
    }
  }

  async function leave() {
    setLeaving(true);
    try {
      await signOut();
    } catch {
      // The token is dropped here either way; the server ends it when it expires.
    }
    clearOwnerSession();
    setLeaving(false);
    setPhase({ kind: 'signIn' });
  }

  if (phase.kind === 'signIn')
    return (
      <div className={styles.owner}>
        <OwnerSignIn
          locale={locale}
          text={signInText}
          rules={rules}
          notice={phase.notice ?? null}
          onSignedIn={() => {
            focusReady.current = true;
            void load();
          }}
        />
        <p>
          <a href={localePath(locale, '/register-store')}>{signInText.registerLink}</a>
        </p>
      </div>
    );
  const loading = (
    <p role="status" className={styles.panel}>
      {signInText.loading}
    </p>
  );
  if (phase.kind === 'loading') return <div className={styles.owner}>{loading}</div>;
  if (phase.kind === 'failed')
    return (
      <div className={styles.owner}>
        <div className={styles.panel}>
          <Alert variant="error">{say(rules, phase.problem)}</Alert>
          <Button onClick={() => void load()}>{signInText.tryAgain}</Button>
        </div>
      </div>
    );
  return (
    <div className={`${styles.owner} ${styles.focusable}`} ref={readyRef} tabIndex={-1}>
      <phase.Status
        view={phase.view}
        locale={locale}
        {...(text ? { text } : {})}
        rules={rules}
        signingOut={leaving}
        onSignOut={() => void leave()}
        onView={(view) => setPhase({ ...phase, view })}
        onSignedOut={() => setPhase({ kind: 'signIn', notice: OWNER_SESSION_NEEDED })}
      />
    </div>
  );
}
