import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { HomeAnchorLink } from '../components/home-link/home-link';
import { CheckList } from '../components/check-list/check-list';
import { PageHeader } from '../components/page-header/page-header';
import { Section } from '../components/section/section';
import { Steps } from '../components/steps/steps';
import { CUSTOMER_APP_FEATURES, PAYMENT_OPTIONS, SECURITY_CLAIMS } from '../content/features';
import { CUSTOMER_JOURNEY, STORE_OWNER_JOURNEY } from '../content/journeys';
import { pageMeta } from '../lib/seo';
import styles from './how-it-works.module.css';

export function meta() {
  return pageMeta({
    title: 'How It Works',
    description:
      'How customers order from neighbourhood stores with Kirana in six steps, the features of the customer app, and how store owners join and get paid.',
    path: '/how-it-works',
  });
}

export default function HowItWorks() {
  return (
    <>
      <PageHeader
        eyebrow="How it works"
        title="How Kirana works"
        intro="From the first tap to the bag at your door, and from registration to payment for store owners."
      />
      <Section
        id="customers"
        eyebrow="For customers"
        title="The customer journey"
        intro="Six steps from downloading the app to receiving your order."
      >
        <Steps steps={CUSTOMER_JOURNEY} />
      </Section>
      <Section id="app-features" tone="muted" title="Customer app features">
        <div className={styles.columns}>
          <div>
            <CheckList items={CUSTOMER_APP_FEATURES} />
          </div>
          <div className={styles.panels}>
            <div className={styles.panel}>
              <h3>Payment options</h3>
              <CheckList items={PAYMENT_OPTIONS} />
            </div>
            <div className={styles.panel}>
              <h3>Safe and secure</h3>
              <CheckList items={SECURITY_CLAIMS} />
            </div>
          </div>
        </div>
      </Section>
      <Section
        id="store-owners"
        eyebrow="For store owners"
        title="How stores join and sell"
        intro="Six steps from joining the network to getting paid."
      >
        <Steps steps={STORE_OWNER_JOURNEY} />
        <div className={styles.partnerCta}>
          <p>Ready to bring your store online? Onboarding is free.</p>
          <HomeAnchorLink
            anchor="download"
            className={`${buttonClassName({ size: 'lg' })} fluid-button`}
          >
            Become a Partner
          </HomeAnchorLink>
        </div>
      </Section>
      <Section
        id="delivery-partners"
        tone="muted"
        eyebrow="For delivery partners"
        title="Deliver with Kirana"
        intro="Partners bring orders from the stores to customers' doors and collect payment on delivery."
      >
        <div className={styles.partnerCta}>
          <p>Apply with a government ID, an address proof and a clear photo.</p>
          <Link to="/deliver-with-us" className={`${buttonClassName({ size: 'lg' })} fluid-button`}>
            Deliver With Us
          </Link>
        </div>
      </Section>
    </>
  );
}
