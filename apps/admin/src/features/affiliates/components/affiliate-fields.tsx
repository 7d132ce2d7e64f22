// The fields an affiliate product's create step and edit dialog share, with their errors.
import { Checkbox } from '@kirana/ui/checkbox';
import { TextField } from '@kirana/ui/text-field';
import { boundFields } from '../../../lib/bound-fields';
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
  const field = boundFields(values, errors, onChange);
  const set = (changes: Partial<AffiliateFormState>) => onChange({ ...values, ...changes });
  return (
    <>
      <TextField label="Product Name" required {...field('name')} />
      <TextField
        label="Affiliate Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        required
        {...field('affiliateLink')}
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
