// The registration's shop step: the shop's name and address, and its pin.
import { MAX_NAME_LENGTH, MAX_PLACE_LENGTH, MAX_STREET_LENGTH } from '@kirana/domain/common';
import { TextField } from '@kirana/ui/text-field';
import { PinControl } from './pin-control';
import { bindStep, type StepProps } from './step-props';
import styles from './store-owner.module.css';

export function ShopStep(props: StepProps) {
  const { values, onChange, errors, fieldId, text, rules } = props;
  const bind = bindStep(props);
  return (
    <>
      <TextField
        {...bind('shopName')}
        label={text.shopName}
        autoComplete="organization"
        maxLength={MAX_NAME_LENGTH}
        required
      />
      <TextField
        {...bind('street')}
        label={text.street}
        autoComplete="street-address"
        maxLength={MAX_STREET_LENGTH}
        required
        hint={text.streetHint}
      />
      <div className={styles.row}>
        <TextField
          {...bind('city')}
          label={text.city}
          autoComplete="address-level2"
          maxLength={MAX_PLACE_LENGTH}
          required
        />
        <TextField
          {...bind('pincode')}
          label={text.pincode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          required
          hint={text.pincodeHint}
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
