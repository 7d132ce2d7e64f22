// /store-status: a store owner signs in and sees their registration's state (the island).
import type { MetaArgs } from 'react-router';
import { PageHeader } from '../components/page-header/page-header';
import { StoreStatus } from '../components/store-owner/store-status';
import { storeOwnerProps } from '../components/store-owner/store-owner-props';
import { localeOfPath } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';
import { useI18n } from '../i18n/use-i18n';
import { Island } from '../islands/island';
import { pageMeta } from '../lib/seo';
import styles from './store-owner-pages.module.css';

export function meta({ location }: Pick<MetaArgs, 'location'>) {
  const locale = localeOfPath(location.pathname);
  const t = messagesFor(locale).storeStatus;
  return pageMeta({ title: t.title, description: t.description, path: '/store-status', locale });
}

export default function StoreStatusPage() {
  const { t: all, locale } = useI18n();
  const t = all.storeStatus;
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.heading} intro={t.intro} />
      <div className="section">
        <div className={`container ${styles.single}`}>
          <Island name="store-status" component={StoreStatus} props={storeOwnerProps(locale)} />
        </div>
      </div>
    </>
  );
}
