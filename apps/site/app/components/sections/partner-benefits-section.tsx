// The landing page's section for store owners who would join.
import { Link } from 'react-router';
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { buttonClassName } from '@kirana/ui/button';
import { CONTACT } from '../../content/company';
import { fill } from '../../i18n/format';
import { useI18n } from '../../i18n/use-i18n';
import { FeatureGrid } from '../feature-grid/feature-grid';
import { HomeSection } from './home-section';
import styles from './sections.module.css';

export function PartnerBenefitsSection() {
  const { t, content, href } = useI18n();
  return (
    <HomeSection words="partners" id="partner-benefits" tone="muted">
      <FeatureGrid features={content.STORE_OWNER_BENEFITS} columns={4} />
      <div id="join-network" className={styles.join}>
        <div>
          <h3 className={styles.joinTitle}>{t.home.joinTitle}</h3>
          <p>
            {fill(t.home.joinText, {
              app: CONTACT.messagingApp,
              days: REGISTRATION_RESPONSE_DAYS,
            })}
          </p>
        </div>
        <div className={styles.joinActions}>
          <Link
            to={href('/register-store')}
            className={`${buttonClassName({ size: 'lg' })} fluid-button`}
          >
            {t.home.registerStore}
          </Link>
          <a
            href={content.appLinks.partner.href}
            className={`${buttonClassName({ size: 'lg', variant: 'secondary' })} fluid-button`}
            rel="noopener"
          >
            {t.home.getPartnerApp}
          </a>
          <Link
            to={href('/how-it-works#store-owners')}
            className={`${buttonClassName({ size: 'lg', variant: 'secondary' })} fluid-button`}
          >
            {t.home.howForStores}
          </Link>
        </div>
      </div>
    </HomeSection>
  );
}
