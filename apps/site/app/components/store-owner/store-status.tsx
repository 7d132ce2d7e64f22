// The /store-status island: a store owner signs in by phone and sees the store's state
// (./status-view.tsx, loaded once they are signed in); after a rejection they replace the
// flagged documents and send it again. "Not registered yet?" shows only beside the sign-in: once
// signed in, the status itself says what comes next (start, carry on, wait, send again).
import { useEffect, useRef } from 'react';
import { localePath } from '../../i18n/locales';
import { readRegistration } from './calls/read-registration';
import type { OwnerView } from './calls/view';
import { OwnerSignIn } from './owner-sign-in';
import { PhasePanel, useOwnerPhase } from './owner-phase';
import type { StoreOwnerProps } from './props';
import { onUse } from '../../lib/load-on-use';
import styles from './store-owner.module.css';

/** The signed-in view loads with the state (a failed download is said, and "try again" retries). */
const statusPart = onUse(() => import('./signed-in-status'));

interface Ready {
  view: OwnerView;
  Status: Awaited<ReturnType<typeof statusPart.load>>['default'];
}

export function StoreStatus({ locale = 'en', signInText, text, rules = {} }: StoreOwnerProps) {
  // Signed in earlier in this tab (or on /register-store): straight to the state.
  const { phase, setPhase, load, signedOut, signingOut, leave } = useOwnerPhase<Ready>(async () => {
    const status = statusPart.load();
    status.catch(() => undefined); // said below, when it is awaited
    const view = await readRegistration();
    return { view, Status: (await status).default };
  });
  const readyRef = useRef<HTMLDivElement>(null);
  /** Set on signing in: the state is focused once it shows (the sign-in form is gone). */
  const focusReady = useRef(false);

  useEffect(() => {
    if (focusReady.current && phase.kind === 'ready') {
      focusReady.current = false;
      readyRef.current?.focus();
    }
  });

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
  if (phase.kind !== 'ready')
    return (
      <div className={styles.owner}>
        <PhasePanel phase={phase} text={signInText} rules={rules} onRetry={() => void load()} />
      </div>
    );
  return (
    <div className={`${styles.owner} ${styles.focusable}`} ref={readyRef} tabIndex={-1}>
      <phase.Status
        view={phase.view}
        locale={locale}
        {...(text ? { text } : {})}
        rules={rules}
        signingOut={signingOut}
        onSignOut={() => void leave()}
        onView={(view) => setPhase({ ...phase, view })}
        onSignedOut={signedOut}
      />
    </div>
  );
}
