// The fields an affiliate product's create step and edit dialog share, with their errors.
import { Checkbox } from '@kirana/ui/checkbox';
import { TextField } from '@kirana/ui/text-field';
import { ACTIVE_PRODUCT_LABEL } from '../messages';

export interface AffiliateFormState {
  name: string;
  affiliateLink: string;
  isActive: boolean;
}

interface AffiliateFieldsProps {
  values: AffiliateFormState;
  onChange: (values: AffiliateFormState) => void;
  /** Each field's error in words: the rules' and the server's. */
  errors: Partial<Record<'name' | 'affiliateLink', string>>;
}

/** Name, affiliate link and active flag of an affiliate product. */
export function AffiliateFields({ values, onChange, errors }: AffiliateFieldsProps) {
  const set = (changes: Partial<AffiliateFormState>) => onChange({ ...values, ...changes });
  return (
    <>
      <TextField
        label="Product Name"
        name="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => set({ name: event.target.value })}
      />
      <TextField
        label="Affiliate Link"
        name="affiliateLink"
        type="url"
        inputMode="url"
        placeholder="https://"
        required
        value={values.affiliateLink}
        error={errors.affiliateLink}
        onChange={(event) => set({ affiliateLink: event.target.value })}
      />
      <Checkbox
        label={ACTIVE_PRODUCT_LABEL}
        name="isActive"
        checked={values.isActive}
        onChange={(event) => set({ isActive: event.target.checked })}
      />
    </>
  );
}
