// Who is signed in (the number, masked) and the way out.
import { Button } from '@kirana/ui/button';
import { fill } from '../../i18n/fill';
import type { StoreOwnerText } from './props';
import styles from './owner-steps.module.css';

interface OwnerBarProps {
  phone: string;
  text: StoreOwnerText;
  busy: boolean;
  onSignOut: () => void;
}

export function OwnerBar({ phone, text, busy, onSignOut }: OwnerBarProps) {
  return (
    <div className={styles.ownerBar}>
      <p>{fill(text.signedInAs, { phone })}</p>
      <Button variant="ghost" size="sm" busy={busy} busyLabel={text.signOut} onClick={onSignOut}>
        {text.signOut}
      </Button>
    </div>
  );
}
