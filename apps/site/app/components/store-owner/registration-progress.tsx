// Where the owner is in the registration: "Step 2 of 6" and the list of steps, each done one
// marked, the current one aria-current="step"; once signed in, a step can be opened from here.
import { Fragment } from 'react';
import { VisuallyHidden } from '@kirana/ui/visually-hidden';
import { fill } from '../../i18n/fill';
import type { OwnerSignInText } from './props';
import { STEPS, type Step } from './steps';
import styles from './registration-progress.module.css';

interface RegistrationProgressProps {
  text: OwnerSignInText;
  /** The step shown; 'signIn' before the owner has signed in. */
  current: Step | 'signIn';
  /** Steps with nothing missing. */
  done: ReadonlySet<Step>;
  /** Opens a step (only once signed in). */
  onOpen?: ((step: Step) => void) | undefined;
}

export function RegistrationProgress({ text, current, done, onOpen }: RegistrationProgressProps) {
  const all = ['signIn', ...STEPS] as const;
  const index = all.indexOf(current);
  const name = (step: (typeof all)[number]) => (step === 'signIn' ? text.signIn : text.steps[step]);
  return (
    <nav aria-label={text.progress} className={styles.progress}>
      <p className={styles.stepOf}>
        {fill(text.stepOf, { current: index + 1, total: all.length })}
      </p>
      <ol>
        {all.map((step, at) => {
          const isDone = step === 'signIn' ? current !== 'signIn' : done.has(step);
          const label = (
            <Fragment>
              <span className={styles.stepNumber} aria-hidden="true">
                {isDone && step !== current ? '✓' : at + 1}
              </span>
              {name(step)}
              {isDone && <VisuallyHidden> ({text.stepDone})</VisuallyHidden>}
            </Fragment>
          );
          return (
            <li
              key={step}
              aria-current={step === current ? 'step' : undefined}
              className={step === current ? styles.current : isDone ? styles.done : undefined}
            >
              {onOpen && step !== 'signIn' && step !== current ? (
                <button type="button" className={styles.stepButton} onClick={() => onOpen(step)}>
                  {label}
                </button>
              ) : (
                <span className={styles.stepLabel}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
