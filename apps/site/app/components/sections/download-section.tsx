// The landing page's section on the customer and store apps.
import { buttonClassName } from '@kirana/ui/button';
import { Icon } from '../icon';
import { HomeSection } from './home-section';
import { useI18n } from '../../i18n/use-i18n';
import styles from './sections.module.css';

/** The two apps, each with its words (customerAppTitle, …) and its store link. */
const APPS = [
  { app: 'customer', id: undefined, image: '/images/app-customer.svg' },
  { app: 'partner', id: 'store-app', image: '/images/app-partner.svg' },
] as const;

export function DownloadSection() {
  const { t, content } = useI18n();
  return (
    <HomeSection words="download" id="download" tone="tint" center>
      <div className={styles.apps}>
        {APPS.map(({ app, id, image }) => (
          <article key={app} id={id} className={styles.app}>
            <img src={image} alt="" width={120} height={120} loading="lazy" decoding="async" />
            <h3>{t.home[`${app}AppTitle`]}</h3>
            <p>{t.home[`${app}AppText`]}</p>
            <a
              href={content.appLinks[app].href}
              className={`${buttonClassName({ size: 'lg' })} fluid-button`}
              rel="noopener"
            >
              <Icon name="download" size={20} />
              {t.home[`${app}AppButton`]}
            </a>
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
