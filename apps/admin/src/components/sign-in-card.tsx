// The card every sign-in screen sits in (login, second step, enrolment, invite): the wordmark,
// the screen's title and intro, an error notice above the form, and the form.
import type { ReactNode } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Card } from '@kirana/ui/card';
import { Brand } from './brand';
import styles from './sign-in-card.module.css';

export interface SignInCardProps {
  title: string;
  intro?: string;
  /** An error shown above the form (a session that ended, a sign-in refused). */
  notice?: ReactNode;
  /** Wider, for the enrolment's QR code beside its key. */
  wide?: boolean;
  children: ReactNode;
}

export function SignInCard({ title, intro, notice, wide = false, children }: SignInCardProps) {
  return (
    <main className={styles.page}>
      <Card className={wide ? `${styles.card} ${styles.wide}` : styles.card} padding="lg">
        <div className={styles.brand}>
          <Brand />
        </div>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {notice && (
          <Alert variant="error" className={styles.notice}>
            {notice}
          </Alert>
        )}
        {children}
      </Card>
    </main>
  );
}
