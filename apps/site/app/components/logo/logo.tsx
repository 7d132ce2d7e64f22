// The site's logo, in the navigation bar and the footer.
import { BRAND } from '../../content/company';
import styles from './logo.module.css';

/** The brand mark and name. The name is real text, so a link around it is named by it. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1f7a4d" />
        <path d="M7 13l2-5h14l2 5z" fill="#f2b33d" />
        <path d="M8 14h16v10H8z" fill="#fff" />
        <path d="M14 24v-5h4v5" fill="#1f7a4d" />
      </svg>
      <span className={styles.name}>{BRAND}</span>
    </span>
  );
}
