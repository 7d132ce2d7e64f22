// The store finder's island: approved stores within 2 km of a pincode or of the visitor's
// location, nearest first, each with its distance and whether it is open now, in the page's
// language.
import { useRef, useState, type FormEvent } from 'react';
import type { PublicStoreList } from '@kirana/api-client/types';
import { COMING_SOON } from '@kirana/domain/common';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { TextField } from '@kirana/ui/text-field';
import { fill } from '../../i18n/fill';
import type { Words } from '../../i18n/rules';
import { problemOf, say } from '../../i18n/rules/words';
import type { Locale } from '../../i18n/locales';
import type { storeFinder as ENGLISH } from '../../i18n/messages/en';
import { IconShape } from '../icon';
import { pin as pinIcon, search as searchIcon } from '../icon-paths';
import type { FinderPoint } from './find-stores';
import { useWake } from '../../islands/wake';
import { onUse } from '../../lib/load-on-use';
import type { LocationProblem } from '../../lib/locate';
import { pincodeToSearch } from './pincode';
import styles from './store-finder.module.css';

/** What was searched: a pincode, or the visitor's location. */
export type Search = { kind: 'pincode'; pincode: string } | { kind: 'location' };

type FinderState =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'loading'; search: Search }
  | { kind: 'done'; search: Search; answer: PublicStoreList; at: Date }
  | { kind: 'outside' }
  | { kind: 'noLocation'; problem: LocationProblem }
  | { kind: 'failed'; message: string };

export interface StoreFinderProps {
  /** The page's language (English when not given). */
  locale?: Locale;
  /** The finder's words in that language (props even in English: the island's script carries
   * no words). */
  text: typeof ENGLISH;
  /** The words of the API's answers it can meet, in that language. */
  rules?: Words;
}

/** The search and its answer's rendering, loaded with the first search (the island's first
 * screen is only the form). */
const resultsPart = onUse(() => import('./store-results'));
type Results = Awaited<ReturnType<typeof resultsPart.load>>;
/** The browser's location, loaded on the first press of "Use my location". */
const locatePart = onUse(() => import('../../lib/locate'));

/** How long the finder waits for the browser to find the visitor. */
const LOCATE_TIMEOUT_MS = 15_000;

/** The name of the button that searches near the visitor's location instead of the pincode. */
const NEAR_ME = 'near';

/**
 * Store finder: a blank pincode does nothing; otherwise the stores within 2 km of it, or of
 * the visitor's location when they press "Use my location" (the browser asks only then), or
 * "We are coming soon in your location" with the nearest store's distance when there is one.
 */
export function StoreFinder({ locale = 'en', text, rules = {} }: StoreFinderProps) {
  const [pincode, setPincode] = useState('');
  const [state, setState] = useState<FinderState>({ kind: 'idle' });
  const latest = useRef(0);
  const [results, setResults] = useState<Results | null>(null);
  // A pincode typed (and a search pressed) before the island woke: kept, and searched once.
  const form = useWake(({ pincode: typed }) => {
    if (typeof typed === 'string') setPincode(typed);
  });

  async function search(point: FinderPoint, what: Search, request: number) {
    setState({ kind: 'loading', search: what });
    try {
      const loaded = await resultsPart.load();
      setResults(() => loaded);
      const answer = await loaded.findStores(point);
      if (request === latest.current)
        setState({ kind: 'done', search: what, answer, at: new Date() });
    } catch (error) {
      if (request !== latest.current) return;
      const problem = problemOf(error);
      setState(
        problem.rule === COMING_SOON.rule
          ? { kind: 'outside' }
          : { kind: 'failed', message: say(rules, problem) },
      );
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const request = ++latest.current;
    if (submitter instanceof HTMLButtonElement && submitter.name === NEAR_ME) {
      setState({ kind: 'locating' });
      // Loaded on the first press (most visitors type a pincode); a failed download is a place
      // not found, as a failed geolocation is.
      const place = await locatePart.load().then(
        ({ locate }) => locate({ timeoutMs: LOCATE_TIMEOUT_MS }),
        () => ({ problem: 'failed' as const }),
      );
      if (request !== latest.current) return;
      if ('problem' in place) setState({ kind: 'noLocation', problem: place.problem });
      else await search(place, { kind: 'location' }, request);
      return;
    }
    const typed = pincodeToSearch(pincode);
    if (typed === null) return;
    await search({ pincode: typed }, { kind: 'pincode', pincode: typed }, request);
  }

  const busy = state.kind === 'locating' || state.kind === 'loading';
  const searchingPincode = state.kind === 'loading' && state.search.kind === 'pincode';
  const searchingNearby = state.kind === 'locating' || (busy && !searchingPincode);

  return (
    <div className={styles.finder}>
      <form
        ref={form}
        className={styles.form}
        onSubmit={onSubmit}
        role="search"
        aria-label={text.formLabel}
      >
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
        <div className={styles.actions}>
          <Button
            type="submit"
            busy={searchingPincode}
            busyLabel={text.searching}
            disabled={busy && !searchingPincode}
            className={styles.submit}
          >
            <IconShape path={searchIcon} size={20} />
            {text.find}
          </Button>
          <Button
            type="submit"
            name={NEAR_ME}
            value="1"
            variant="secondary"
            busy={searchingNearby}
            busyLabel={text.locating}
            disabled={busy && !searchingNearby}
            className={styles.submit}
          >
            <IconShape path={pinIcon} size={20} />
            {text.useLocation}
          </Button>
        </div>
      </form>

      <div className={styles.results} aria-live="polite" aria-busy={busy}>
        {state.kind === 'locating' && <p className={styles.loading}>{text.locating}</p>}
        {state.kind === 'loading' && (
          <p className={styles.loading}>
            {state.search.kind === 'pincode'
              ? fill(text.looking, { pincode: state.search.pincode })
              : text.lookingNear}
          </p>
        )}
        {state.kind === 'failed' && (
          <Alert variant="error" title={text.failedTitle}>
            {state.message}
          </Alert>
        )}
        {state.kind === 'noLocation' && (
          <Alert variant="error" title={text.locationTitle}>
            {state.problem === 'denied'
              ? text.locationDenied
              : state.problem === 'unsupported'
                ? text.locationUnsupported
                : text.locationFailed}
          </Alert>
        )}
        {state.kind === 'outside' && (
          <div className={styles.empty}>
            <IconShape path={pinIcon} size={32} />
            <p className={styles.emptyTitle}>{text.comingSoon}</p>
            <p>{text.outsideCity}</p>
          </div>
        )}
        {state.kind === 'done' && results && (
          <results.StoreResults
            locale={locale}
            text={text}
            search={state.search}
            answer={state.answer}
            now={state.at}
          />
        )}
      </div>
    </div>
  );
}
