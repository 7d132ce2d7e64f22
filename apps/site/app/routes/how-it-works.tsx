// /how-it-works: how ordering and selling work, step by step.
import { Link, type MetaArgs } from 'react-router';
import { buttonClassName } from '@kirana/ui/button';
import { HomeAnchorLink } from '../components/home-link/home-link';
import { CheckList } from '../components/check-list/check-list';
import { PageHeader } from '../components/page-header/page-header';
import { Section } from '../components/section/section';
import { Steps } from '../components/steps/steps';
import { useI18n } from '../i18n/use-i18n';
import { wordsMeta } from '../lib/seo';
import styles from './how-it-works.module.css';

export function meta(args: Pick<MetaArgs, 'location'>) {
  return wordsMeta('howItWorks', '/how-it-works', args);
}

export default function HowItWorks() {
  const { t: all, content, href } = useI18n();
  const t = all.howItWorks;
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.heading} intro={t.intro} />
      <Section
        id="customers"
        eyebrow={t.customersEyebrow}
        title={t.customersTitle}
        intro={t.customersIntro}
      >
        <Steps steps={content.CUSTOMER_JOURNEY} />
      </Section>
      <Section id="app-features" tone="muted" title={t.appFeatures}>
        <div className={styles.columns}>
          <div>
            <CheckList items={content.CUSTOMER_APP_FEATURES} />
          </div>
          <div className={styles.panels}>
            <div className={styles.panel}>
              <h3>{t.paymentOptions}</h3>
              <CheckList items={content.PAYMENT_OPTIONS} />
            </div>
            <div className={styles.panel}>
              <h3>{t.safeAndSecure}</h3>
              <CheckList items={content.SECURITY_CLAIMS} />
            </div>
          </div>
        </div>
      </Section>
      <Section
        id="store-owners"
        eyebrow={t.ownersEyebrow}
        title={t.ownersTitle}
        intro={t.ownersIntro}
      >
        <Steps steps={content.STORE_OWNER_JOURNEY} />
        <div className={styles.partnerCta}>
          <p>{t.ownersCta}</p>
          <div className={styles.ctaActions}>
            <Link
              to={href('/register-store')}
              className={`${buttonClassName({ size: 'lg' })} fluid-button`}
            >
              {t.registerStore}
            </Link>
            <HomeAnchorLink
              anchor="download"
              className={`${buttonClassName({ size: 'lg', variant: 'secondary' })} fluid-button`}
            >
              {t.becomePartner}
            </HomeAnchorLink>
          </div>
          <p className={styles.statusLink}>
            <Link to={href('/store-status')}>{t.storeStatus}</Link>
          </p>
        </div>
      </Section>
      <Section
        id="delivery-partners"
        tone="muted"
        eyebrow={t.deliveryEyebrow}
        title={t.deliveryTitle}
        intro={t.deliveryIntro}
      >
        <div className={styles.partnerCta}>
          <p>{t.deliveryCta}</p>
          <Link
            to={href('/deliver-with-us')}
            className={`${buttonClassName({ size: 'lg' })} fluid-button`}
          >
            {t.deliverWithUs}
          </Link>
        </div>
      </Section>
    </>
  );
}
