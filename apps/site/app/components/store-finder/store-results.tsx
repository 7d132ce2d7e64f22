// The store finder's answer: the stores within 2 km, nearest first, each with its distance,
// whether it is open now, its phone (tap to call) and directions (a maps link); or why there are
// none, with the nearest store in the city named, its distance and its card.
import { dayWords } from '@kirana/domain/date-words';
import type { PublicStore, PublicStoreList } from '@kirana/api-client/types';
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
import { phone as phoneIcon, pin as pinIcon, store as storeIcon } from '../icon-paths';
import { directionsUrl, telHref } from './store-links';
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

interface StoreCardProps {
  store: PublicStore;
  text: typeof ENGLISH;
  now: Date;
  formatDate: (date: string) => string;
}

/** A store: name, distance, address, open state, and its phone and directions as links. */
function StoreCard({ store, text, now, formatDate }: StoreCardProps) {
  return (
    <li className={styles.card}>
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
            {[store.address.city, store.address.state]
              .filter(Boolean)
              .map((place) => text.places[place] ?? place)
              .join(', ')}{' '}
            {store.address.pincode}
          </span>
        </address>
        <p className={`${styles.openState} ${OPEN_CLASS[store.open.state] ?? ''}`}>
          {describeOpenState(store.open, now, text.open, formatDate)}
        </p>
        {store.open.note && <p className={styles.note}>{store.open.note}</p>}
        <p className={styles.links}>
          <a
            className={styles.link}
            href={telHref(store.phone)}
            aria-label={fill(text.call, { name: store.name, phone: store.phone })}
          >
            <IconShape path={phoneIcon} size={18} />
            <span dir="ltr">{store.phone}</span>
          </a>
          <a
            className={styles.link}
            href={directionsUrl(store.location)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(text.directionsTo, { name: store.name })}
          >
            <IconShape path={pinIcon} size={18} />
            {text.directions}
          </a>
        </p>
      </div>
    </li>
  );
}

export function StoreResults({ locale, text, search, answer, now }: StoreResultsProps) {
  const { stores, reason, nearest } = answer;
  const formatDate = dateIn(locale);
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
      <>
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
                name: nearest.name,
                distance: describeDistance(nearest.distanceMeters, text.distance),
              })}
            </p>
          )}
        </div>
        {nearest && (
          <ul className={`${styles.list} ${styles.nearestList}`} aria-label={text.nearestLabel}>
            <StoreCard store={nearest} text={text} now={now} formatDate={formatDate} />
          </ul>
        )}
      </>
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
  return (
    <>
      <h3 className={styles.heading}>{heading}</h3>
      <ul className={styles.list}>
        {stores.map((store) => (
          <StoreCard key={store._id} store={store} text={text} now={now} formatDate={formatDate} />
        ))}
      </ul>
    </>
  );
}
