// The registration's shop step: the shop's name and address, and its pin.
import { MAX_NAME_LENGTH, MAX_PLACE_LENGTH, MAX_STREET_LENGTH } from '@kirana/domain/common';
import { TextField } from '@kirana/ui/text-field';
import { say, type Problem } from '../../i18n/rules/words';
import { PinControl } from './pin-control';
import type { StepProps } from './step-props';
import styles from './store-owner.module.css';

export function ShopStep({ values, onChange, errors, fieldId, text, rules }: StepProps) {
  const words = (problem: Problem | undefined) => (problem ? say(rules, problem) : undefined);
  return (
    <>
      <TextField
        id={fieldId('shopName')}
        label={text.shopName}
        name="shopName"
        autoComplete="organization"
        maxLength={MAX_NAME_LENGTH}
        required
        value={values.shopName}
        onChange={(event) => onChange({ shopName: event.target.value })}
        error={words(errors.shopName)}
      />
      <TextField
        id={fieldId('street')}
        label={text.street}
        name="street"
        autoComplete="street-address"
        maxLength={MAX_STREET_LENGTH}
        required
        hint={text.streetHint}
        value={values.street}
        onChange={(event) => onChange({ street: event.target.value })}
        error={words(errors.street)}
      />
      <div className={styles.row}>
        <TextField
          id={fieldId('city')}
          label={text.city}
          name="city"
          autoComplete="address-level2"
          maxLength={MAX_PLACE_LENGTH}
          required
          value={values.city}
          onChange={(event) => onChange({ city: event.target.value })}
          error={words(errors.city)}
        />
        <TextField
          id={fieldId('pincode')}
          label={text.pincode}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          required
          hint={text.pincodeHint}
          value={values.pincode}
          onChange={(event) => onChange({ pincode: event.target.value })}
          error={words(errors.pincode)}
        />
      </div>
      <PinControl
        id={fieldId('pin')}
        pin={values.pin}
        pincode={values.pincode}
        text={text}
        rules={rules}
        error={errors.pin}
        onChange={(pin) => onChange({ pin })}
      />
    </>
  );
}
