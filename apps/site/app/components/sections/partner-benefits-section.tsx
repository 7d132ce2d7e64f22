import { Link } from 'react-router';
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { buttonClassName } from '@kirana/ui/button';
import { APP_LINKS, CONTACT } from '../../content/company';
import { STORE_OWNER_BENEFITS } from '../../content/features';
import { FeatureGrid } from '../feature-grid/feature-grid';
import { Section } from '../section/section';
import styles from './sections.module.css';

export function PartnerBenefitsSection() {
  return (
    <Section
      id="partner-benefits"
      tone="muted"
      eyebrow="For store owners"
      title="Grow your store with Kirana"
      intro="Keep running your shop your way. We bring the customers around you to your counter."
    >
      <FeatureGrid features={STORE_OWNER_BENEFITS} columns={4} />
      <div id="join-network" className={styles.join}>
        <div>
          <h3 className={styles.joinTitle}>Join the Kirana network</h3>
          <p>
            Download the Kirana Partner app and register your store in a few minutes. Onboarding is
            free, and our team will answer on {CONTACT.messagingApp} within{' '}
            {REGISTRATION_RESPONSE_DAYS} days.
          </p>
        </div>
        <div className={styles.joinActions}>
          <a
            href={APP_LINKS.partner.href}
            className={`${buttonClassName({ size: 'lg' })} fluid-button`}
            rel="noopener"
          >
            Get the Partner App
          </a>
          <Link
            to="/how-it-works#store-owners"
            className={`${buttonClassName({ size: 'lg', variant: 'secondary' })} fluid-button`}
          >
            How it works for stores
          </Link>
        </div>
      </div>
    </Section>
  );
}
