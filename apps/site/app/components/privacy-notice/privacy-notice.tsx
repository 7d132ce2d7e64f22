// The privacy notice (issue 40 §4) in the page's language: what is collected from a store owner
// or a delivery partner and why, how long it is kept (the retention schedule's days), their
// rights, the grievance officer and the Data Protection Board; the words are the domain's notice
// (./en-privacy-notice.ts) or its translation. `Agreement` is the tick box under it.
import type { ChangeEvent, ReactNode, Ref } from 'react';
import {
  NOTICE_PARAMS,
  NOTICE_RIGHTS,
  PRIVACY_NOTICE_VERSION,
  type NoticeAudience,
} from '@kirana/domain/privacy-notice';
import { fill } from '../../i18n/fill';
import type { NoticeText } from '../../i18n/messages/en-privacy-notice';
import styles from './privacy-notice.module.css';

interface PrivacyNoticeProps {
  text: NoticeText;
  audience: NoticeAudience;
  /** The title's heading level (its parts one below): where the notice sits on the page. */
  level?: 2 | 3;
  /** The title's id (for aria-labelledby). */
  id: string;
  /** Given when focus moves to the title (it can then take it). */
  titleRef?: Ref<HTMLHeadingElement>;
}

export function PrivacyNotice({ text, audience, level = 3, id, titleRef }: PrivacyNoticeProps) {
  const Title = `h${level}` as const;
  const Part = `h${level + 1}` as 'h3' | 'h4';
  return (
    <section className={styles.notice} aria-labelledby={id}>
      <Title id={id} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
        {text.title}
      </Title>
      <p>{text.intro}</p>
      <Part className={styles.part}>{text.collectedTitle}</Part>
      <ul className={styles.items}>
        {text.items[audience].map((item) => (
          <li key={item.what} className={styles.item}>
            <p className={styles.what}>{item.what}</p>
            <p>
              <span className={styles.label}>{text.whyLabel}:</span> {item.why}
            </p>
            <p>
              <span className={styles.label}>{text.keptLabel}:</span>{' '}
              {fill(item.kept, NOTICE_PARAMS)}
            </p>
          </li>
        ))}
      </ul>
      <Part className={styles.part}>{text.rightsTitle}</Part>
      <ul className={styles.list}>
        {NOTICE_RIGHTS.map((right) => (
          <li key={right}>{text.rights[right]}</li>
        ))}
      </ul>
      <Part className={styles.part}>{text.grievanceTitle}</Part>
      <p>{text.grievance}</p>
      <ul className={styles.list}>
        {text.contact.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Part className={styles.part}>{text.boardTitle}</Part>
      <p>{text.board}</p>
      <p className={styles.version}>{fill(text.version, { version: PRIVACY_NOTICE_VERSION })}</p>
    </section>
  );
}

interface AgreementProps {
  id: string;
  /** The box's form name (the partner form sends the version under it). */
  name?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The problem under it, in the page's language. */
  error?: ReactNode;
  disabled?: boolean;
}

/** "I have read this notice and agree": a real checkbox with its label, its error under it. */
export function Agreement({ id, name, label, checked, onChange, error, disabled }: AgreementProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.agreement}>
      <label className={styles.agree} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value={PRIVACY_NOTICE_VERSION}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
