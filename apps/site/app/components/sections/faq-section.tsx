import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { FAQS } from '../../content/faqs';
import { FaqList } from '../faq-list/faq-list';
import { Section } from '../section/section';
import styles from './sections.module.css';

/** How many of the FAQs the landing page shows; the FAQ page has them all. */
const LANDING_FAQ_COUNT = 5;

export function FaqSection() {
  return (
    <Section
      id="faq"
      eyebrow="FAQ"
      title="Frequently asked questions"
      intro="Quick answers about ordering, delivery and payment."
    >
      <div className={styles.faq}>
        <FaqList items={FAQS.slice(0, LANDING_FAQ_COUNT)} />
        <div className={styles.faqCta}>
          <p>Still have a question?</p>
          <Link to="/contact" className={buttonClassName()}>
            Contact Us
          </Link>
          <Link to="/faqs">See all questions</Link>
        </div>
      </div>
    </Section>
  );
}
