// The affiliate product's edit dialog; its Active box is how a deactivated product comes back.
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import type { AffiliateProduct } from '@kirana/api-client/types';
import { PRODUCT_UPDATE_FAILED, SAVING } from '../../../lib/messages';
import { FormDialog } from '../../../components/form-dialog';
import { apiErrorMessage } from '../messages';
import { validateAffiliateEdit } from '@kirana/domain/affiliates';
import { type FieldErrors } from '@kirana/domain/validation';
import { fieldErrorOf, fieldWords, isApiError, refusalWords } from '../../../lib/errors';
import { useUpdateAffiliateProduct } from '../api/update-affiliate-product';
import { AffiliateFields, type AffiliateFormState } from './affiliate-fields';
import { focusFirstInvalid } from '../../../lib/forms';

const FIELDS = ['name', 'affiliateLink', 'isActive'] as const;

interface EditAffiliateDialogProps {
  product: AffiliateProduct;
  onClose: () => void;
}

/** Edit an affiliate product's name, link and active flag. */
export function EditAffiliateDialog({ product, onClose }: EditAffiliateDialogProps) {
  const update = useUpdateAffiliateProduct();
  const [values, setValues] = useState<AffiliateFormState>({
    name: product.name,
    affiliateLink: product.affiliateLink,
    isActive: product.isActive,
  });
  const [errors, setErrors] = useState<FieldErrors<'name' | 'affiliateLink' | 'isActive'>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateAffiliateEdit(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    update.mutate({ productId: product._id, body: result.value }, { onSuccess: onClose });
  }

  // A refusal about a field shows next to it; any other under the form.
  const placed = fieldErrorOf(update.error, FIELDS);
  return (
    <FormDialog
      title="Edit Affiliate Product"
      busy={update.isPending}
      busyLabel={SAVING}
      submitLabel="Save Changes"
      onSubmit={submit}
      onClose={onClose}
    >
      <AffiliateFields
        values={values}
        onChange={setValues}
        errors={{ ...fieldWords(errors), ...placed }}
      />
      {update.isError && Object.keys(placed).length === 0 && (
        <Alert variant="error">
          {refusalWords(
            update.error,
            isApiError(update.error) ? apiErrorMessage(update.error.status) : PRODUCT_UPDATE_FAILED,
          )}
        </Alert>
      )}
    </FormDialog>
  );
}
