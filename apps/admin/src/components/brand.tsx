// The admin's wordmark, in the header and on the login and not-found pages.
import styles from './brand.module.css';

/** The wordmark: a leaf mark and "Kirana Admin". */
export function Brand() {
  return (
    <span className={styles.brand}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path
          d="M9 23c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 7-7"
          fill="none"
          stroke="var(--color-text-inverse)"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.name}>
        Kirana <span className={styles.suffix}>Admin</span>
      </span>
    </span>
  );
}
