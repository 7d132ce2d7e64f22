// The registration's licences step: the FSSAI number, an optional GSTIN, and the owner's ID:
// its type and number, of which only the last four characters are kept (a saved number is shown
// masked and sent again only when it changes).
import { GOVERNMENT_ID_TYPES, GSTIN_LENGTH, MAX_ID_NUMBER_LENGTH } from '@kirana/domain/stores';
import { Select } from '@kirana/ui/select';
import { TextField } from '@kirana/ui/text-field';
import { fill } from '../../i18n/fill';
import { bindStep, type StepProps } from './step-props';
import styles from './store-owner.module.css';

interface LicencesStepProps extends StepProps {
  /** The saved ID: its type and its number as shown (masked), if one is saved. */
  savedId: { type: string; masked: string } | null;
}

export function LicencesStep({ savedId, ...props }: LicencesStepProps) {
  const { values, text } = props;
  const bind = bindStep(props);
  const keepsSaved = savedId !== null && savedId.type === values.governmentIdType;
  return (
    <>
      <div className={styles.row}>
        <TextField
          {...bind('fssaiNumber')}
          label={text.fssai}
          inputMode="numeric"
          autoComplete="off"
          maxLength={MAX_ID_NUMBER_LENGTH}
          required
          hint={text.fssaiHint}
        />
        <TextField
          {...bind('gstin')}
          label={fill(text.optional, { label: text.gstin })}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={GSTIN_LENGTH}
          hint={text.gstinHint}
        />
      </div>
      <div className={styles.row}>
        <Select
          {...bind('governmentIdType')}
          label={text.idType}
          required
          placeholder={text.idTypePlaceholder}
          options={GOVERNMENT_ID_TYPES.map((type) => ({ value: type, label: text.idTypes[type] }))}
        />
        <TextField
          {...bind('governmentIdNumber')}
          label={text.idNumber}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={MAX_ID_NUMBER_LENGTH}
          required={!keepsSaved}
          hint={
            keepsSaved ? fill(text.idNumberSaved, { masked: savedId.masked }) : text.idNumberHint
          }
        />
      </div>
    </>
  );
}
