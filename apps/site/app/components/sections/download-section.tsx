import { APP_LINKS } from '../../content/company';
import { buttonClassName } from '@kirana/ui/button';
import { Icon } from '../icon';
import { Section } from '../section/section';
import styles from './sections.module.css';

export function DownloadSection() {
  return (
    <Section
      id="download"
      tone="tint"
      eyebrow="Download"
      title="Get the app that fits you"
      intro="Two apps, one neighbourhood: one to shop, one to sell and deliver."
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
          <h3>Kirana for customers</h3>
          <p>Browse the stores around you, order in a few taps, and choose delivery or pickup.</p>
          <a
            href={APP_LINKS.customer.href}
            className={`${buttonClassName({ size: 'lg' })} fluid-button`}
            rel="noopener"
          >
            <Icon name="download" size={20} />
            Download the Customer App
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
          <h3>Kirana Partner for stores</h3>
          <p>Manage orders, inventory and deliveries. Delivery partners apply in the same app.</p>
          <a
            href={APP_LINKS.partner.href}
            className={`${buttonClassName({ size: 'lg' })} fluid-button`}
            rel="noopener"
          >
            <Icon name="download" size={20} />
            Download the Partner App
          </a>
        </article>
      </div>
    </Section>
  );
}
