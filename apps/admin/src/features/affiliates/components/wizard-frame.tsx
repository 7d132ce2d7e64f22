// The frame both steps of the affiliate wizard share, so each says where the user is.
import type { ReactNode } from 'react';
import { Card } from '@kirana/ui/card';
import styles from './wizard.module.css';

interface WizardFrameProps {
  step: 1 | 2;
  title: string;
  children: ReactNode;
}

/** The card of a wizard step: "Step 1 of 2", the step's title as the page heading. */
export function WizardFrame({ step, title, children }: WizardFrameProps) {
  return (
    <div className={styles.wrap}>
      <Card padding="lg">
        <p className={styles.step}>
          Step {step} of 2
          <span className={styles.dots} aria-hidden="true">
            <span className={styles.dot} data-done="true" />
            <span className={styles.dot} data-done={step === 2} />
          </span>
        </p>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </Card>
    </div>
  );
}
