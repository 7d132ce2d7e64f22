// The registration's licences step: the FSSAI number, an optional GSTIN, and the owner's ID:
// its type and number, of which only the last four characters are kept (a saved number is shown
// masked and sent again only when it changes).
import { GOVERNMENT_ID_TYPES, GSTIN_LENGTH, MAX_ID_NUMBER_LENGTH } from '@kirana/domain/stores';
import { Select } from '@kirana/ui/select';
import { TextField } from '@kirana/ui/text-field';
import { fill } from '../../i18n/fill';
import { say, type Problem } from '../../i18n/rules/words';
import type { StepProps } from './step-props';
import styles from './store-owner.module.css';

interface LicencesStepProps extends StepProps {
  /** The saved ID: its type and its number as shown (masked), if one is saved. */
  savedId: { type: string; masked: string } | null;
}

export function LicencesStep({
  values,
  onChange,
  errors,
  fieldId,
  text,
  rules,
  savedId,
}: LicencesStepProps) {
  const words = (problem: Problem | undefined) => (problem ? say(rules, problem) : undefined);
  const keepsSaved = savedId !== null && savedId.type === values.governmentIdType;
  return (
    <>
      <div className={styles.row}>
        <TextField
          id={fieldId('fssaiNumber')}
          label={text.fssai}
          name="fssaiNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={MAX_ID_NUMBER_LENGTH}
          required
          hint={text.fssaiHint}
          value={values.fssaiNumber}
          onChange={(event) => onChange({ fssaiNumber: event.target.value })}
          error={words(errors.fssaiNumber)}
        />
        <TextField
          id={fieldId('gstin')}
          label={fill(text.optional, { label: text.gstin })}
          name="gstin"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={GSTIN_LENGTH}
          hint={text.gstinHint}
          value={values.gstin}
          onChange={(event) => onChange({ gstin: event.target.value })}
          error={words(errors.gstin)}
        />
      </div>
      <div className={styles.row}>
        <Select
          id={fieldId('governmentIdType')}
          label={text.idType}
          name="governmentIdType"
          required
          placeholder={text.idTypePlaceholder}
          options={GOVERNMENT_ID_TYPES.map((type) => ({ value: type, label: text.idTypes[type] }))}
          value={values.governmentIdType}
          onChange={(event) => onChange({ governmentIdType: event.target.value })}
          error={words(errors.governmentIdType)}
        />
        <TextField
          id={fieldId('governmentIdNumber')}
          label={text.idNumber}
          name="governmentIdNumber"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={MAX_ID_NUMBER_LENGTH}
          required={!keepsSaved}
          hint={
            keepsSaved ? fill(text.idNumberSaved, { masked: savedId.masked }) : text.idNumberHint
          }
          value={values.governmentIdNumber}
          onChange={(event) => onChange({ governmentIdNumber: event.target.value })}
          error={words(errors.governmentIdNumber)}
        />
      </div>
    </>
  );
}
