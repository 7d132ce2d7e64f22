import { HERO_STATS, SERVICE_CITY } from '../../content/business';
import { buttonClassName } from '@kirana/ui/button';
import styles from './hero.module.css';

/** The landing page's opening: the one h1, the two calls to action and the hero stats. */
export function Hero() {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className="eyebrow">Now serving {SERVICE_CITY}</p>
          <h1 className={styles.title}>Groceries from the neighbourhood stores you trust</h1>
          <p className={`lead ${styles.lead}`}>
            Order from the kiranas around you, get it delivered in minutes or pick it up on your way
            home, and pay the store directly.
          </p>
          <div className={styles.actions}>
            <a href="#download" className={`${buttonClassName({ size: 'lg' })} fluid-button`}>
              Download the App
            </a>
            <a
              href="#store-finder"
              className={`${buttonClassName({ size: 'lg', variant: 'secondary' })} fluid-button`}
            >
              Find Stores Near You
            </a>
          </div>
          <dl className={styles.stats}>
            {HERO_STATS.map((stat) => (
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
          alt="A neighbourhood kirana store with a phone showing a grocery order on its way"
          width={560}
          height={480}
          fetchPriority="high"
        />
      </div>
    </div>
  );
}
