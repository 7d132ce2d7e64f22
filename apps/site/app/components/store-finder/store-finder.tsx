import { useRef, useState, type FormEvent } from 'react';
import type { PublicStore } from '@kirana/api-client/types';
import { COMING_SOON_IN_YOUR_LOCATION } from '../../content/messages';
import { UNEXPECTED_ERROR } from '@kirana/domain/common';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { TextField } from '@kirana/ui/text-field';
import { Icon } from '../icon';
import { findStores } from './find-stores';
import { pincodeToSearch } from './pincode';
import styles from './store-finder.module.css';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading'; pincode: string }
  | { kind: 'done'; pincode: string; stores: PublicStore[] }
  | { kind: 'failed'; pincode: string; message: string };

/** Text of a failed search: the API's message when it answered, else the client's. */
function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR;
}

/**
 * Store finder: a pincode search over the approved stores. A blank pincode does nothing;
 * otherwise the stores serving it are shown, or "We are coming soon in your location".
 */
export function StoreFinder() {
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
        setState({ kind: 'failed', pincode: search, message: errorText(error) });
      }
    }
  }

  return (
    <div className={styles.finder}>
      <form className={styles.form} onSubmit={onSubmit} role="search" aria-label="Stores">
        <TextField
          label="Pincode"
          name="pincode"
          hint="Enter your area's pincode, for example 500001."
          inputMode="numeric"
          autoComplete="postal-code"
          value={pincode}
          onChange={(event) => setPincode(event.target.value)}
          className={styles.field}
        />
        <Button
          type="submit"
          busy={state.kind === 'loading'}
          busyLabel="Searching..."
          className={styles.submit}
        >
          <Icon name="search" size={20} />
          Find Stores
        </Button>
      </form>

      <div className={styles.results} aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <p className={styles.loading}>Looking for stores in {state.pincode}...</p>
        )}
        {state.kind === 'failed' && (
          <Alert variant="error" title="We could not search for stores right now.">
            {state.message}
          </Alert>
        )}
        {state.kind === 'done' && state.stores.length === 0 && (
          <div className={styles.empty}>
            <Icon name="pin" size={32} />
            <p className={styles.emptyTitle}>{COMING_SOON_IN_YOUR_LOCATION}</p>
            <p>
              We have no partner store serving {state.pincode} yet. Know a great kirana nearby? Tell
              them about Kirana Partner.
            </p>
          </div>
        )}
        {state.kind === 'done' && state.stores.length > 0 && (
          <>
            <h3 className={styles.heading}>
              {state.stores.length === 1 ? '1 store' : `${state.stores.length} stores`} serving{' '}
              {state.pincode}
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
