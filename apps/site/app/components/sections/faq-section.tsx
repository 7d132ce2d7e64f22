// The landing page's first questions, with a link to the FAQ page.
import { Link } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { FaqList } from '../faq-list/faq-list';
import { HomeSection } from './home-section';
import styles from './sections.module.css';

/** How many of the FAQs the landing page shows; the FAQ page has them all. */
const LANDING_FAQ_COUNT = 5;

export function FaqSection() {
  const { t, content, href } = useI18n();
  return (
    <HomeSection words="faq" id="faq">
      <div className={styles.faq}>
        <FaqList items={content.FAQS.slice(0, LANDING_FAQ_COUNT)} />
        <div className={styles.faqCta}>
          <p>{t.home.faqStill}</p>
          <Link to={href('/contact')} className={buttonClassName()}>
            {t.home.contactUs}
          </Link>
          <Link to={href('/faqs')}>{t.home.seeAllQuestions}</Link>
        </div>
      </div>
    </HomeSection>
  );
}
