import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { Checkbox } from '@kirana/ui/checkbox';
import { Dialog, DialogActions, DialogClose } from '@kirana/ui/dialog';
import { TextField } from '@kirana/ui/text-field';
import type { AffiliateProduct } from '@kirana/api-client/types';
import { ACTIVE_PRODUCT_LABEL, PRODUCT_UPDATE_FAILED, SAVING } from '@kirana/domain/messages';
import { validateAffiliateEdit, type FieldErrors } from '@kirana/domain/rules';
import { errorText } from '../../../lib/errors';
import { useUpdateAffiliateProduct } from '../api/update-affiliate-product';
import styles from './affiliate-forms.module.css';
import { focusFirstInvalid } from '../../../lib/forms';

interface EditAffiliateDialogProps {
  product: AffiliateProduct;
  onClose: () => void;
}

/** Edit an affiliate product's name, link and active flag. */
export function EditAffiliateDialog({ product, onClose }: EditAffiliateDialogProps) {
  const update = useUpdateAffiliateProduct();
  const [name, setName] = useState(product.name);
  const [affiliateLink, setAffiliateLink] = useState(product.affiliateLink);
  const [isActive, setIsActive] = useState(product.isActive);
  const [errors, setErrors] = useState<FieldErrors<'name' | 'affiliateLink' | 'isActive'>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateAffiliateEdit({ name, affiliateLink, isActive });
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    update.mutate({ productId: product._id, body: result.value }, { onSuccess: onClose });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title="Edit Affiliate Product"
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Product Name"
          name="name"
          required
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Affiliate Link"
          name="affiliateLink"
          type="url"
          inputMode="url"
          required
          value={affiliateLink}
          error={errors.affiliateLink}
          onChange={(event) => setAffiliateLink(event.target.value)}
        />
        <Checkbox
          label={ACTIVE_PRODUCT_LABEL}
          name="isActive"
          checked={isActive}
          onChange={(event) => setIsActive(event.target.checked)}
        />
        {update.isError && (
          <Alert variant="error">{errorText(update.error, PRODUCT_UPDATE_FAILED)}</Alert>
        )}
        <DialogActions>
          <DialogClose>
            <Button variant="secondary" disabled={update.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" busy={update.isPending} busyLabel={SAVING}>
            Save Changes
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
