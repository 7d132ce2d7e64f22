// The fields the create and edit product dialogs share, with the unit rules of a packet.
import { Checkbox } from '@kirana/ui/checkbox';
import { Select } from '@kirana/ui/select';
import { TextArea } from '@kirana/ui/text-area';
import { TextField } from '@kirana/ui/text-field';
import { boundFields } from '../../../lib/fields';
import {
  PRICE_MIN,
  PRICE_STEP,
  QUANTITY_MIN,
  QUANTITY_STEP,
  type ProductFormValues,
} from '@kirana/domain/inventory';
import { unitAfterPacketToggle, unitsFor } from '@kirana/domain/units';
import styles from './inventory-forms.module.css';

export interface ProductFormState {
  name: string;
  price: string;
  quantity: string;
  unit: string;
  isPacket: boolean;
  description: string;
}

interface ProductFieldsProps {
  values: ProductFormState;
  onChange: (values: ProductFormState) => void;
  /** Each field's error in words: the rules' and the server's. */
  errors: Partial<Record<keyof ProductFormValues, string>>;
  /** Label of the packet checkbox ("Is this a packet?" or "Is Packet"). */
  packetLabel: string;
  required?: boolean;
}

/**
 * Name, price, quantity, packet flag, unit and description of a product. Toggling the packet
 * flag resets the unit to kg, and the unit choices follow it (kg and L for loose products).
 */
export function ProductFields({
  values,
  onChange,
  errors,
  packetLabel,
  required = false,
}: ProductFieldsProps) {
  const field = boundFields(values, errors, onChange);
  const set = (changes: Partial<ProductFormState>) => onChange({ ...values, ...changes });
  return (
    <>
      <TextField label="Name" required={required} {...field('name')} />
      <div className={styles.pair}>
        <TextField
          label="Price (₹)"
          type="number"
          inputMode="decimal"
          min={PRICE_MIN}
          step={PRICE_STEP}
          required={required}
          {...field('price')}
        />
        <TextField
          label="Quantity"
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          step={QUANTITY_STEP}
          required={required}
          {...field('quantity')}
        />
      </div>
      <Checkbox
        label={packetLabel}
        name="isPacket"
        checked={values.isPacket}
        onChange={(event) =>
          set({ isPacket: event.target.checked, unit: unitAfterPacketToggle(event.target.checked) })
        }
      />
      <Select
        label="Unit"
        required={required}
        options={unitsFor(values.isPacket).map((unit) => ({ value: unit, label: unit }))}
        {...field('unit')}
      />
      <TextArea label="Description" rows={3} required={required} {...field('description')} />
    </>
  );
}
