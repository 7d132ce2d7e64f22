// The store finder's answer: the stores within 2 km, nearest first, each with its distance
// and whether it is open now; or why there are none, with the nearest store's distance.
import { dayWords } from '@kirana/domain/date-words';
import type { PublicStoreList } from '@kirana/api-client/types';
import { NEARBY_METERS } from '@kirana/domain/common';
import {
  describeDistance,
  describeOpenState,
  type OpenStateAnswer,
} from '@kirana/domain/store-hours';
import { fill, pluralOf } from '../../i18n/fill';
import { INTL_LOCALE, type Locale } from '../../i18n/locales';
import type { storeFinder as ENGLISH } from '../../i18n/messages/en';
import { IconShape } from '../icon';
import { pin as pinIcon, store as storeIcon } from '../icon-paths';
import type { Search } from './store-finder';
import finder from './store-finder.module.css';
import styles from './store-results.module.css';

export { findStores } from './find-stores';

export interface StoreResultsProps {
  locale: Locale;
  text: typeof ENGLISH;
  search: Search;
  answer: PublicStoreList;
  /** When the answer came: the open states are told from then. */
  now: Date;
}

const RADIUS_KM = NEARBY_METERS / 1000;

/** A change a week or more away names its date: "5 December". */
function dateIn(locale: Locale) {
  if (locale !== 'en') return (date: string) => dayWords(locale, date);
  return (date: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
}

const OPEN_CLASS: Record<OpenStateAnswer['state'], string | undefined> = {
  open: styles.open,
  closed: styles.closed,
  temporarilyClosed: styles.paused,
};

export function StoreResults({ locale, text, search, answer, now }: StoreResultsProps) {
  const { stores, reason, nearest } = answer;
  if (reason === 'unknownPincode' && search.kind === 'pincode') {
    return (
      <div className={finder.empty}>
        <IconShape path={pinIcon} size={32} />
        <p className={finder.emptyTitle}>{text.unknownTitle}</p>
        <p>{fill(text.unknownPincode, { pincode: search.pincode })}</p>
      </div>
    );
  }
  if (stores.length === 0) {
    return (
      <div className={finder.empty}>
        <IconShape path={pinIcon} size={32} />
        <p className={finder.emptyTitle}>{text.comingSoon}</p>
        <p>
          {search.kind === 'pincode'
            ? fill(text.noStoreYet, { pincode: search.pincode })
            : fill(text.noStoreNear, { radius: RADIUS_KM })}
        </p>
        {nearest && (
          <p className={styles.nearest}>
            {fill(text.nearest, {
              distance: describeDistance(nearest.distanceMeters, text.distance),
            })}
          </p>
        )}
      </div>
    );
  }
  const one = pluralOf(locale, stores.length) === 'one';
  const heading =
    search.kind === 'pincode'
      ? fill(one ? text.storesOne : text.storesOther, {
          count: stores.length,
          pincode: search.pincode,
        })
      : fill(one ? text.nearOne : text.nearOther, { count: stores.length, radius: RADIUS_KM });
  const formatDate = dateIn(locale);
  return (
    <>
      <h3 className={styles.heading}>{heading}</h3>
      <ul className={styles.list}>
        {stores.map((store) => (
          <li key={store._id} className={styles.card}>
            <span className={styles.cardIcon}>
              <IconShape path={storeIcon} />
            </span>
            <div className={styles.cardBody}>
              <div className={styles.cardTop}>
                <h4 className={styles.name}>{store.name}</h4>
                <span className={styles.distance}>
                  {describeDistance(store.distanceMeters, text.distance)}
                </span>
              </div>
              <address className={styles.address}>
                {store.address.street && <span>{store.address.street}</span>}
                <span>
                  {[store.address.city, store.address.state].filter(Boolean).join(', ')}{' '}
                  {store.address.pincode}
                </span>
              </address>
              <p className={`${styles.openState} ${OPEN_CLASS[store.open.state] ?? ''}`}>
                {describeOpenState(store.open, now, text.open, formatDate)}
              </p>
              {store.open.note && <p className={styles.note}>{store.open.note}</p>}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
