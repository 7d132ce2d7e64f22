// The store screen's "Edit hours" dialog: the week's spans and a temporary closure, checked with
// the API's own rules before sending; a refusal is shown under the day or field it is about.
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import {
  ClosureFields,
  WeekHoursField,
  hoursEditorBody,
  hoursEditorValues,
  type ClosureValue,
  type WeekHoursValue,
} from '@kirana/ui/store-hours';
import { HOURS_EDITOR_WORDS as WORDS, MAX_CLOSURE_NOTE_LENGTH } from '@kirana/domain/store-hours';
import {
  checkStoreHours,
  storeHoursPlace,
  type StoreHoursPlace,
} from '@kirana/domain/store-hours-rules';
import { refusalAt, refusalWords } from '../../../lib/errors';
import { FormDialog } from '../../../components/form-dialog';
import { SAVING } from '../../../lib/messages';
import { useSetStoreHours, type StoreHours } from '../api/store-hours';
import { HOURS_SAVE_FAILED } from '../messages';
import styles from './store-hours-panel.module.css';

interface StoreHoursDialogProps {
  branchId: string;
  storeName: string;
  current: StoreHours;
  onClose: () => void;
}

type Errors = Partial<Record<StoreHoursPlace, string>>;

export function StoreHoursDialog({ branchId, storeName, current, onClose }: StoreHoursDialogProps) {
  const save = useSetStoreHours(branchId);
  const [initial] = useState(() => hoursEditorValues(current));
  const [week, setWeek] = useState<WeekHoursValue>(initial.week);
  const [closure, setClosure] = useState<ClosureValue>(initial.closure);
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkStoreHours(hoursEditorBody(week, closure));
    if (!check.ok) {
      setErrors(
        Object.fromEntries(Object.entries(check.errors).map(([place, m]) => [place, m.text])),
      );
      return;
    }
    setErrors({});
    save.mutate(check.value, {
      onSuccess: onClose,
      onError: (error) => {
        const refusal = refusalAt(error);
        const place = refusal?.field ? storeHoursPlace(refusal.field) : null;
        if (refusal && place) setErrors({ [place]: refusal.words });
      },
    });
  }

  const placed = Object.keys(errors).length > 0;
  return (
    <FormDialog
      title={`Opening hours of ${storeName}`}
      size="lg"
      busy={save.isPending}
      busyLabel={SAVING}
      submitLabel="Save hours"
      onSubmit={submit}
      onClose={onClose}
      formClassName={styles.form}
    >
      <WeekHoursField
        legend={WORDS.legend}
        hint={WORDS.hint}
        value={week}
        onChange={setWeek}
        words={WORDS.week}
        errors={errors}
        disabled={save.isPending}
      />
      <ClosureFields
        value={closure}
        onChange={setClosure}
        words={WORDS.closure}
        errors={{ until: errors.until, note: errors.note }}
        maxNoteLength={MAX_CLOSURE_NOTE_LENGTH}
        disabled={save.isPending}
      />
      {save.isError && !placed && (
        <Alert variant="error">{refusalWords(save.error, HOURS_SAVE_FAILED)}</Alert>
      )}
    </FormDialog>
  );
}
