// Recovery codes shown once (two-step sign-in): the list in a monospace grid a person can copy
// or download as a text file, with what happened said to screen readers too.
import { useState } from 'react';
import { Button } from '../button/button';
import { cx } from '../internal/cx';
import panelStyles from '../internal/panel.module.css';
import styles from './recovery-codes.module.css';

export interface RecoveryCodesProps {
  codes: readonly string[];
  /** Name of the downloaded file. */
  fileName?: string;
  /** A line written above the codes in the file (what they are for). */
  fileHeading?: string;
  copyLabel?: string;
  copiedLabel?: string;
  copyFailedLabel?: string;
  downloadLabel?: string;
  /** Accessible name of the list. */
  listLabel?: string;
  className?: string;
}

/** The codes, and buttons to copy them all or save them as a file. */
export function RecoveryCodes({
  codes,
  fileName = 'recovery-codes.txt',
  fileHeading = 'Recovery codes: each signs in once.',
  copyLabel = 'Copy codes',
  copiedLabel = 'Codes copied.',
  copyFailedLabel = 'Copying did not work: select the codes and copy them, or download them.',
  downloadLabel = 'Download codes',
  listLabel = 'Recovery codes',
  className,
}: RecoveryCodesProps) {
  const [status, setStatus] = useState('');
  const text = `${fileHeading}\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setStatus(copiedLabel);
    } catch {
      setStatus(copyFailedLabel);
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className={cx(panelStyles.panel, styles.box, className)}>
      <ol className={styles.list} aria-label={listLabel}>
        {codes.map((code) => (
          <li key={code} className={styles.code}>
            {code}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()}>
          {copyLabel}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={download}>
          {downloadLabel}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
