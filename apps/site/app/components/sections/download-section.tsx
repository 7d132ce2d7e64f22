// The landing page's section on the customer and store apps.
import { buttonClassName } from '@kirana/ui/button';
import { Icon } from '../icon';
import { Section } from '../section/section';
import { useI18n } from '../../i18n/use-i18n';
import styles from './sections.module.css';

export function DownloadSection() {
  const { t, content } = useI18n();
  return (
    <Section
      id="download"
      tone="tint"
      eyebrow={t.home.downloadEyebrow}
      title={t.home.downloadTitle}
      intro={t.home.downloadIntro}
      center
    >
      <div className={styles.apps}>
        <article className={styles.app}>
          <img
            src="/images/app-customer.svg"
            alt=""
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
          />
          <h3>{t.home.customerAppTitle}</h3>
          <p>{t.home.customerAppText}</p>
          <a
            href={content.appLinks.customer.href}
            className={`${buttonClassName({ size: 'lg' })} fluid-button`}
            rel="noopener"
          >
            <Icon name="download" size={20} />
            {t.home.customerAppButton}
          </a>
        </article>
        <article id="store-app" className={styles.app}>
          <img
            src="/images/app-partner.svg"
            alt=""
            width={120}
            height={120}
            loading="lazy"
            decoding="async"
          />
          <h3>{t.home.partnerAppTitle}</h3>
          <p>{t.home.partnerAppText}</p>
          <a
            href={content.appLinks.partner.href}
            className={`${buttonClassName({ size: 'lg' })} fluid-button`}
            rel="noopener"
          >
            <Icon name="download" size={20} />
            {t.home.partnerAppButton}
          </a>
        </article>
      </div>
    </Section>
  );
}
