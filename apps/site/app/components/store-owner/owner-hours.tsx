// The owner's opening hours on /store-status, once the store is sent (a week never saved starts
// from the suggested 07:00–22:00 every day): what customers see now
// ("Open now, closes 21:00"), and the week's spans and a temporary closure to change, checked
// with the API's own rules (loaded on saving) before they are sent; a refusal, the browser's or
// the API's, shows under the day or field it is about, in the page's language.
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type { StoreHours } from '@kirana/api-client/types';
import {
  MAX_CLOSURE_NOTE_LENGTH,
  SUGGESTED_HOURS,
  SUGGESTED_SPAN,
  describeOpenState,
} from '@kirana/domain/store-hours';
import type { StoreHoursPlace } from '@kirana/domain/store-hours-rules';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import {
  ClosureFields,
  WeekHoursField,
  hoursEditorBody,
  hoursEditorValues,
  type ClosureValue,
  type WeekHoursValue,
} from '@kirana/ui/store-hours';
import { formatDay } from '../../i18n/date-time';
import { fill } from '../../i18n/fill';
import type { Locale } from '../../i18n/locales';
import type { Words } from '../../i18n/rules';
import { say, type Problem } from '../../i18n/rules/words';
import { readHours } from './calls/read-hours';
import { saveHours } from './calls/save-hours';
import type { StoreOwnerText } from './props';
import { refusalOf } from './refusal';
import { onUse } from '../../lib/load-on-use';
import frame from './store-owner.module.css';
import styles from './owner-steps.module.css';

interface OwnerHoursProps {
  locale: Locale;
  text: StoreOwnerText;
  rules: Words;
  onSignedOut: () => void;
}

type Editing = { saved: StoreHours; week: WeekHoursValue; closure: ClosureValue };

/** The hours rules (zod) load on the first save, as the other forms' rules do. */
const hoursRules = onUse(() => import('@kirana/domain/store-hours-rules'));

export function OwnerHours({ locale, text, rules, onSignedOut }: OwnerHoursProps) {
  const words = text.hours;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [loadFailure, setLoadFailure] = useState<Problem | null>(null);
  const [errors, setErrors] = useState<Partial<Record<StoreHoursPlace, string>>>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  /** A store that never saved its hours starts from the suggested week, not seven closed days. */
  function edit(saved: StoreHours) {
    const start = saved.hours ? saved : { ...saved, hours: SUGGESTED_HOURS };
    setEditing({ saved, ...hoursEditorValues(start) });
  }

  function loadFailed(error: unknown) {
    const refusal = refusalOf(error);
    if (refusal.signedOut) onSignedOut();
    else setLoadFailure(refusal.problem);
  }
  const load = useEffectEvent(() => {
    readHours().then(edit, loadFailed);
  });
  useEffect(() => load(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editing) return;
    setSaved(false);
    setFailure(null);
    setSaving(true);
    try {
      let loaded: Awaited<ReturnType<typeof hoursRules.load>>;
      try {
        loaded = await hoursRules.load();
      } catch (error) {
        // The rules did not download: said like a failed save; pressing again tries again.
        setFailure(refusalOf(error).problem);
        return;
      }
      const { checkStoreHours, storeHoursPlace } = loaded;
      const check = checkStoreHours(hoursEditorBody(editing.week, editing.closure));
      if (!check.ok) {
        setErrors(
          Object.fromEntries(
            Object.entries(check.errors).map(([place, message]) => [place, say(rules, message)]),
          ),
        );
        return;
      }
      setErrors({});
      try {
        edit(await saveHours(check.value));
        setSaved(true);
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal.signedOut) return onSignedOut();
        const place = refusal.field ? storeHoursPlace(refusal.field) : null;
        if (place) setErrors({ [place]: say(rules, refusal.problem) });
        else setFailure(refusal.problem);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="owner-hours" className={styles.hours}>
      <h3 id="owner-hours">{words.title}</h3>
      <p className={frame.muted}>{words.intro}</p>
      {loadFailure && (
        <Alert variant="error" title={words.loadFailed}>
          {say(rules, loadFailure)}
        </Alert>
      )}
      {editing && (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{words.now}</dt>
              <dd>
                {describeOpenState(editing.saved.open, new Date(), words.open, (date) =>
                  formatDay(locale, `${date}T12:00:00+05:30`),
                )}
              </dd>
            </div>
          </dl>
          {!editing.saved.hours && <p>{fill(words.suggested, { ...SUGGESTED_SPAN })}</p>}
          <form className={styles.hoursForm} onSubmit={(event) => void submit(event)} noValidate>
            <WeekHoursField
              legend={words.legend}
              hint={words.hint}
              value={editing.week}
              onChange={(week) => setEditing({ ...editing, week })}
              words={words.week}
              errors={errors}
              disabled={saving}
            />
            <ClosureFields
              value={editing.closure}
              onChange={(closure) => setEditing({ ...editing, closure })}
              words={words.closure}
              errors={{ until: errors.until, note: errors.note }}
              maxNoteLength={MAX_CLOSURE_NOTE_LENGTH}
              disabled={saving}
            />
            {failure && (
              <Alert variant="error" title={text.notSaved}>
                {say(rules, failure)}
              </Alert>
            )}
            {saved && <Alert variant="success">{words.saved}</Alert>}
            <div className={frame.actions}>
              <Button type="submit" busy={saving} busyLabel={words.saving}>
                {words.save}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
