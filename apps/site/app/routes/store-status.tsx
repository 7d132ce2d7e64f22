// /store-status: a store owner signs in and sees their registration's state (the island).
import type { MetaArgs } from 'react-router';
import { PageHeader } from '../components/page-header/page-header';
import { StoreStatus } from '../components/store-owner/store-status';
import { storeOwnerProps } from '../components/store-owner/store-owner-props';
import { useI18n } from '../i18n/use-i18n';
import { Island } from '../islands/island';
import { wordsMeta } from '../lib/seo';
import styles from './store-owner-pages.module.css';

export function meta(args: Pick<MetaArgs, 'location'>) {
  return wordsMeta('storeStatus', '/store-status', args);
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
