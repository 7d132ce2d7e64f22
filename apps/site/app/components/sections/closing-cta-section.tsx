import { buttonClassName } from '@kirana/ui/button';
import styles from './sections.module.css';

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-heading" className={styles.closing}>
      <div className={`container ${styles.closingInner}`}>
        <h2 id="closing-cta-heading" className={styles.closingTitle}>
          Ready to shop local?
        </h2>
        <p className={styles.closingText}>
          Join the families and store owners across Hyderabad who keep their neighbourhood thriving.
        </p>
        <div className={styles.closingActions}>
          <a
            href="#download"
            className={`${buttonClassName({ size: 'lg' })} ${styles.inverseButton}`}
          >
            Download the App
          </a>
          <a
            href="#join-network"
            className={`${buttonClassName({ size: 'lg', variant: 'ghost' })} ${styles.outlineInverse}`}
          >
            Become a Partner
          </a>
        </div>
      </div>
    </section>
  );
}
