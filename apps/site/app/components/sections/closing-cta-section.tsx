// The landing page's last call to action.
import { buttonClassName } from '@kirana/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import styles from './sections.module.css';

export function ClosingCtaSection() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="closing-cta-heading" className={styles.closing}>
      <div className={`container ${styles.closingInner}`}>
        <h2 id="closing-cta-heading" className={styles.closingTitle}>
          {t.home.closingTitle}
        </h2>
        <p className={styles.closingText}>{t.home.closingText}</p>
        <div className={styles.closingActions}>
          <a
            href="#download"
            className={`${buttonClassName({ size: 'lg' })} ${styles.inverseButton}`}
          >
            {t.home.downloadTheApp}
          </a>
          <a
            href="#join-network"
            className={`${buttonClassName({ size: 'lg', variant: 'ghost' })} ${styles.outlineInverse}`}
          >
            {t.home.becomePartner}
          </a>
        </div>
      </div>
    </section>
  );
}
