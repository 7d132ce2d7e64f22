// /faqs: every question and answer.
import { Link, type MetaArgs } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { FaqList } from '../components/faq-list/faq-list';
import { PageHeader } from '../components/page-header/page-header';
import { Section } from '../components/section/section';
import { useI18n } from '../i18n/use-i18n';
import { wordsMeta } from '../lib/seo';
import styles from './faqs.module.css';

export function meta(args: Pick<MetaArgs, 'location'>) {
  return wordsMeta('faqs', '/faqs', args);
}

export default function Faqs() {
  const { t: all, content, href } = useI18n();
  const t = all.faqs;
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.heading} intro={t.intro} />
      <Section id="customer-questions" title={t.customerQuestions}>
        <div className={styles.list}>
          <FaqList items={content.FAQS} />
        </div>
      </Section>
      <Section id="partner-questions" tone="muted" title={t.sharedQuestions}>
        <div className={styles.list}>
          <FaqList items={content.SHARED_FAQS} />
        </div>
      </Section>
      <section aria-labelledby="faq-contact" className="section">
        <div className={`container ${styles.contact}`}>
          <h2 id="faq-contact">{t.notFound}</h2>
          <p className="lead">{t.supportHappy}</p>
          <Link to={href('/contact')} className={buttonClassName({ size: 'lg' })}>
            {t.contactUs}
          </Link>
        </div>
      </section>
    </>
  );
}
