// The registration's owner step: the owner's name, an optional e-mail, and the language our
// messages come in (each language named in its own script).
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@kirana/domain/common';
import { OWNER_LANGUAGES, type OwnerLanguage } from '@kirana/domain/store-owners';
import { FieldError } from '@kirana/ui/field-error';
import { TextField } from '@kirana/ui/text-field';
import { fill } from '../../i18n/fill';
import { LOCALE_NAMES } from '../../i18n/locales';
import { wordsOf } from '../form-field';
import { bindStep, type StepProps } from './step-props';
import frame from './store-owner.module.css';
import styles from './owner-steps.module.css';

export function OwnerStep(props: StepProps) {
  const { values, onChange, errors, fieldId, text, rules } = props;
  const bind = bindStep(props);
  const languageId = fieldId('language');
  const hintId = `${languageId}-hint`;
  const errorId = errors.language ? `${languageId}-error` : undefined;
  return (
    <>
      <TextField
        {...bind('ownerName')}
        label={text.ownerName}
        autoComplete="name"
        maxLength={MAX_NAME_LENGTH}
        required
        hint={text.ownerNameHint}
      />
      <TextField
        {...bind('ownerEmail')}
        label={fill(text.optional, { label: text.email })}
        type="email"
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH}
      />
      <fieldset
        className={styles.choices}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      >
        <legend className={styles.legend}>{text.language}</legend>
        <p id={hintId} className={frame.muted}>
          {text.languageHint}
        </p>
        {OWNER_LANGUAGES.map((language: OwnerLanguage, index) => (
          <label key={language} className={styles.choice} lang={language}>
            <input
              type="radio"
              name="language"
              value={language}
              id={index === 0 ? languageId : undefined}
              checked={values.language === language}
              onChange={() => onChange({ language })}
            />
            {LOCALE_NAMES[language]}
          </label>
        ))}
        <FieldError id={errorId}>{wordsOf(rules)(errors.language)}</FieldError>
      </fieldset>
    </>
  );
}
