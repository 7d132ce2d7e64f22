// Other people's personal data as the API gives it to the admin's role (ROLE_FIELDS in
// packages/domain/src/team.ts): a phone number whole (a tel: link) or cut to its last four
// digits (text, read out as such), and a field the role does not see (left out of the answer)
// said to be so, where a missing one says "Not provided".
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@kirana/ui/visually-hidden';
import styles from './personal-data.module.css';

export const WITHHELD = 'Not shown to your role';

/** A phone number cut to its last four digits ("+91 ••••• •2338", "••••••0958"). */
export function isMaskedPhone(phone: string): boolean {
  return phone.includes('•');
}

/** A phone number: a tel: link, or the masked digits read out as such; never broken. */
export function PhoneNumber({ phone }: { phone: string }) {
  if (!isMaskedPhone(phone))
    return (
      <a className={styles.phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
        {phone}
      </a>
    );
  return (
    <span className={styles.phone}>
      <span aria-hidden="true">{phone}</span>
      <VisuallyHidden>Number ending in {phone.replace(/\D/g, '').slice(-4)}</VisuallyHidden>
    </span>
  );
}

/** A phone number as plain text (inside a link, or beside other words): never broken. */
export function PhoneText({ phone }: { phone: string }) {
  return <span className={styles.phone}>{phone}</span>;
}

/** An e-mail address as a mailto: link. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

/** Says that the admin's role does not see this field. */
export function Withheld() {
  return <span className={styles.withheld}>{WITHHELD}</span>;
}

/**
 * A personal field of an answer: left out (undefined) for a role that does not see it, null
 * when it was never given (the row then says "Not provided"), else drawn by `show`.
 */
export function personal<T>(value: T | null | undefined, show: (value: T) => ReactNode): ReactNode {
  if (value === undefined) return <Withheld />;
  if (value === null) return null;
  return show(value);
}
