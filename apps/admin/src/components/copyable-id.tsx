// Ids stay in the URL and on a copyable line, so screens can name things by name.
import { useState } from 'react';
import { Button } from '@kirana/ui/button';
import styles from './copyable-id.module.css';

/** An id for support and tools: shown small, copied with one click, announced when copied. */
export function CopyableId({ label, id }: { label: string; id: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <p className={styles.line}>
      <span className={styles.label}>{label}:</span> <code className={styles.id}>{id}</code>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Copy ${label.toLowerCase()}`}
        onClick={() => {
          void navigator.clipboard?.writeText(id).then(() => setCopied(true));
        }}
      >
        Copy
      </Button>
      <span role="status" className={styles.copied}>
        {copied ? 'Copied' : ''}
      </span>
    </p>
  );
}
