import { CheckList } from '../components/check-list/check-list';
import { PageHeader } from '../components/page-header/page-header';
import { PartnerApplicationForm } from '../components/partner-application/partner-application-form';
import { Section } from '../components/section/section';
import { Steps } from '../components/steps/steps';
import { PARTNER_DOCUMENTS, PARTNER_DUTIES, PARTNER_STEPS } from '../content/delivery-partners';
import { Island } from '../islands/island';
import { pageMeta } from '../lib/seo';
import styles from './deliver-with-us.module.css';

export function meta() {
  return pageMeta({
    title: 'Deliver With Us',
    description:
      'Become a Kirana delivery partner in Hyderabad: bring orders from neighbourhood stores to customers. Apply online with your ID, address proof and photo.',
    path: '/deliver-with-us',
  });
}

export default function DeliverWithUs() {
  return (
    <>
      <PageHeader
        eyebrow="Delivery partners"
        title="Deliver with Kirana"
        intro="Bring groceries from the kiranas of your neighbourhood to the people who ordered them, on foot, by bicycle or on two wheels."
      />
      <Section id="what-partners-do" title="What delivery partners do">
        <div className={styles.columns}>
          <div>
            <CheckList items={PARTNER_DUTIES} />
          </div>
          <div className={styles.panel}>
            <h3>What you need to apply</h3>
            <CheckList items={PARTNER_DOCUMENTS} />
          </div>
        </div>
      </Section>
      <Section id="how-to-join" tone="muted" title="How to join">
        <Steps steps={PARTNER_STEPS} />
      </Section>
      <Section
        id="apply"
        title="Apply now"
        intro="It takes a few minutes. Keep your documents at hand."
      >
        <div className={styles.form}>
          <Island name="partner-application" component={PartnerApplicationForm} props={{}} />
        </div>
      </Section>
    </>
  );
}
