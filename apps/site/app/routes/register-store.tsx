// /register-store: a store owner registers their shop (the island), with what they need beside.
import { Link, type MetaArgs } from 'react-router';
import { REGISTRATION_RESPONSE_DAYS } from '@kirana/domain/common';
import { CheckList } from '../components/check-list/check-list';
import { PageHeader } from '../components/page-header/page-header';
import { RegisterStore } from '../components/store-owner/register-store';
import { storeOwnerProps } from '../components/store-owner/store-owner-props';
import { fill } from '../i18n/fill';
import { localeOfPath } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { useI18n } from '../i18n/use-i18n';
import { Island } from '../islands/island';
import { pageMeta } from '../lib/seo';
import styles from './store-owner-pages.module.css';

export function meta({ location }: Pick<MetaArgs, 'location'>) {
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale).registerStore;
  return pageMeta({
    title: t.title,
    description: fill(t.description, { days: REGISTRATION_RESPONSE_DAYS }),
    path: '/register-store',
    locale,
  });
}

export default function RegisterStorePage() {
  const { t: all, locale, href } = useI18n();
  const t = all.registerStore;
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.heading}
        intro={fill(t.intro, { days: REGISTRATION_RESPONSE_DAYS })}
      />
      <div className="section">
        <div className={`container ${styles.layout}`}>
          <div className={styles.main}>
            <Island
              name="register-store"
              component={RegisterStore}
              props={storeOwnerProps(locale)}
            />
          </div>
          <aside className={styles.aside} aria-labelledby="register-needs">
            <h2 id="register-needs" className={styles.asideTitle}>
              {t.needTitle}
            </h2>
            <CheckList items={t.needs} />
            <p className={styles.asideNote}>{t.saved}</p>
            <p>
              <Link to={href('/store-status')}>{t.statusLink}</Link>
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}
