// The top of the landing page.
import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { fill } from '../../i18n/format';
import { useI18n } from '../../i18n/use-i18n';
import styles from './hero.module.css';

/**
 * The landing page's opening: the one h1, the two calls to action, the owner's way in (on the
 * first screen of a phone, issue 39) and the hero stats.
 */
export function Hero() {
  const { t, content, href } = useI18n();
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className="eyebrow">{fill(t.home.heroEyebrow, { city: content.SERVICE_CITY })}</p>
          <h1 className={styles.title}>{t.home.heroTitle}</h1>
          <p className={`lead ${styles.lead}`}>{t.home.heroLead}</p>
          <div className={styles.actions}>
            <a href="#download" className={`${buttonClassName({ size: 'lg' })} fluid-button`}>
              {t.home.downloadTheApp}
            </a>
            <a
              href="#store-finder"
              className={`${buttonClassName({ size: 'lg', variant: 'secondary' })} fluid-button`}
            >
              {t.home.findStoresNearYou}
            </a>
          </div>
          <p className={styles.owner}>
            {t.home.heroOwner}{' '}
            <Link to={href('/register-store')} className={styles.ownerLink}>
              {t.home.registerStore}
            </Link>
          </p>
          <dl className={styles.stats}>
            {content.heroStats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{stat.display}</dd>
              </div>
            ))}
          </dl>
        </div>
        <img
          className={styles.image}
          src="/images/hero.svg"
          alt={t.home.heroImageAlt}
          width={560}
          height={480}
          fetchPriority="high"
        />
      </div>
    </div>
  );
}
