// /deliver-with-us: what delivery partners do and need, and the application island.
import type { MetaArgs } from 'react-router';
import { CheckList } from '../components/check-list/check-list';
import { PageHeader } from '../components/page-header/page-header';
import { PartnerApplicationForm } from '../components/partner-application/partner-application-form';
import { Section } from '../components/section/section';
import { Steps } from '../components/steps/steps';
import type { Locale } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { wordsFor } from '../i18n/rules/catalogue';
import { useI18n } from '../i18n/use-i18n';
import { Island } from '../islands/island';
import { wordsMeta } from '../lib/seo';
import styles from './deliver-with-us.module.css';

export function meta(args: Pick<MetaArgs, 'location'>) {
  return wordsMeta('deliverWithUs', '/deliver-with-us', args);
}

/** The application island's props: its words and its rules' words in the page's language. */
function formProps(locale: Locale) {
  const rules = wordsFor(locale, ['deliveryPartners', 'documents']);
  return { text: messagesFor(locale).partnerForm, rules, language: locale };
}

export default function DeliverWithUs() {
  const { t: all, content, locale } = useI18n();
  const t = all.deliverWithUs;
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.heading} intro={t.intro} />
      <Section id="what-partners-do" title={t.whatPartnersDo}>
        <div className={styles.columns}>
          <div>
            <CheckList items={content.PARTNER_DUTIES} />
          </div>
          <div className={styles.panel}>
            <h3>{t.needToApply}</h3>
            <CheckList items={content.PARTNER_DOCUMENTS} />
          </div>
        </div>
      </Section>
      <Section id="how-to-join" tone="muted" title={t.howToJoin}>
        <Steps steps={content.PARTNER_STEPS} />
      </Section>
      <Section id="apply" title={t.applyNow} intro={t.applyIntro}>
        <div className={styles.form}>
          <Island
            name="partner-application"
            component={PartnerApplicationForm}
            props={formProps(locale)}
          />
        </div>
      </Section>
    </>
  );
}
