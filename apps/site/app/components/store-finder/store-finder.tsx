// The store finder's island: a pincode search over the approved stores, in the page's language.
import { useRef, useState, type FormEvent } from 'react';
import type { PublicStore } from '@kirana/api-client/types';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { TextField } from '@kirana/ui/text-field';
import { fill, pluralOf } from '../../i18n/fill';
import type { Words } from '../../i18n/rules';
import { problemOf, say } from '../../i18n/rules/words';
import type { Locale } from '../../i18n/locales';
import { storeFinder as ENGLISH } from '../../i18n/messages/en';
import { Icon } from '../icon';
import { findStores } from './find-stores';
import { pincodeToSearch } from './pincode';
import styles from './store-finder.module.css';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading'; pincode: string }
  | { kind: 'done'; pincode: string; stores: PublicStore[] }
  | { kind: 'failed'; pincode: string; message: string };

export interface StoreFinderProps {
  /** The page's language (English when not given). */
  locale?: Locale;
  /** The finder's words in that language. */
  text?: typeof ENGLISH;
  /** The words of the API's answers it can meet, in that language. */
  rules?: Words;
}

/**
 * Store finder: a pincode search over the approved stores. A blank pincode does nothing;
 * otherwise the stores serving it are shown, or "We are coming soon in your location".
 */
export function StoreFinder({ locale = 'en', text = ENGLISH, rules = {} }: StoreFinderProps) {
  const [pincode, setPincode] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const latest = useRef(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = pincodeToSearch(pincode);
    if (search === null) return;
    const request = ++latest.current;
    setState({ kind: 'loading', pincode: search });
    try {
      const stores = await findStores(search);
      if (request === latest.current) setState({ kind: 'done', pincode: search, stores });
    } catch (error) {
      if (request === latest.current) {
        setState({
          kind: 'failed',
          pincode: search,
          message: say(rules, problemOf(error)),
        });
      }
    }
  }

  return (
    <div className={styles.finder}>
      <form className={styles.form} onSubmit={onSubmit} role="search" aria-label={text.formLabel}>
        <TextField
          label={text.pincode}
          name="pincode"
          hint={text.hint}
          inputMode="numeric"
          autoComplete="postal-code"
          value={pincode}
          onChange={(event) => setPincode(event.target.value)}
          className={styles.field}
        />
        <Button
          type="submit"
          busy={state.kind === 'loading'}
          busyLabel={text.searching}
          className={styles.submit}
        >
          <Icon name="search" size={20} />
          {text.find}
        </Button>
      </form>

      <div className={styles.results} aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <p className={styles.loading}>{fill(text.looking, { pincode: state.pincode })}</p>
        )}
        {state.kind === 'failed' && (
          <Alert variant="error" title={text.failedTitle}>
            {state.message}
          </Alert>
        )}
        {state.kind === 'done' && state.stores.length === 0 && (
          <div className={styles.empty}>
            <Icon name="pin" size={32} />
            <p className={styles.emptyTitle}>{text.comingSoon}</p>
            <p>{fill(text.noStoreYet, { pincode: state.pincode })}</p>
          </div>
        )}
        {state.kind === 'done' && state.stores.length > 0 && (
          <>
            <h3 className={styles.heading}>
              {fill(
                pluralOf(locale, state.stores.length) === 'one' ? text.storesOne : text.storesOther,
                {
                  count: state.stores.length,
                  pincode: state.pincode,
                },
              )}
            </h3>
            <ul className={styles.list}>
              {state.stores.map((store) => (
                <li key={store._id} className={styles.card}>
                  <span className={styles.cardIcon}>
                    <Icon name="store" />
                  </span>
                  <div>
                    <h4 className={styles.name}>{store.name}</h4>
                    <address className={styles.address}>
                      {store.address.street && <span>{store.address.street}</span>}
                      <span>
                        {[store.address.city, store.address.state].filter(Boolean).join(', ')}{' '}
                        {store.address.pincode}
                      </span>
                    </address>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
