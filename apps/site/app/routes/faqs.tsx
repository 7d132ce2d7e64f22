import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { FaqList } from '../components/faq-list/faq-list';
import { PageHeader } from '../components/page-header/page-header';
import { Section } from '../components/section/section';
import { FAQS, SHARED_FAQS } from '../content/faqs';
import { pageMeta } from '../lib/seo';
import styles from './faqs.module.css';

export function meta() {
  return pageMeta({
    title: 'FAQ',
    description:
      'Answers about ordering from neighbourhood stores with Kirana: service area, delivery, payment, cancellations, returns, and joining as a store or delivery partner.',
    path: '/faqs',
  });
}

export default function Faqs() {
  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        title="Frequently asked questions"
        intro="Everything you need to know about ordering from your neighbourhood stores and partnering with Kirana."
      />
      <Section id="customer-questions" title="Ordering with Kirana">
        <div className={styles.list}>
          <FaqList items={FAQS} />
        </div>
      </Section>
      <Section id="partner-questions" tone="muted" title="Customers and partners">
        <div className={styles.list}>
          <FaqList items={SHARED_FAQS} />
        </div>
      </Section>
      <section aria-labelledby="faq-contact" className="section">
        <div className={`container ${styles.contact}`}>
          <h2 id="faq-contact">Did not find your answer?</h2>
          <p className="lead">Our support team is happy to help.</p>
          <Link to="/contact" className={buttonClassName({ size: 'lg' })}>
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
