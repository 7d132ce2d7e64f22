// The Edit Product dialog of a product card.
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import type { Product } from '@kirana/api-client/types';
import { PRODUCT_UPDATE_FAILED, SAVING } from '../../../lib/messages';
import { FormDialog } from '../../../components/form-dialog';
import { validateProductEdit, type ProductFormValues } from '@kirana/domain/inventory';
import { type FieldErrors } from '@kirana/domain/validation';
import { fieldErrorOf, fieldWords, refusalWords } from '../../../lib/errors';
import { useUpdateProduct } from '../api/update-product';
import { ProductFields, type ProductFormState } from './product-fields';
import { focusFirstInvalid } from '../../../lib/forms';

const FIELDS = ['name', 'description', 'price', 'quantity', 'unit', 'isPacket'] as const;

interface EditProductDialogProps {
  branchId: string;
  product: Product;
  onClose: () => void;
}

/** Edit Product: the product's fields; the answer replaces the card. */
export function EditProductDialog({ branchId, product, onClose }: EditProductDialogProps) {
  const update = useUpdateProduct();
  const [values, setValues] = useState<ProductFormState>({
    name: product.name,
    price: String(product.price),
    quantity: String(product.quantity),
    unit: product.unit,
    isPacket: product.isPacket,
    description: product.description,
  });
  const [errors, setErrors] = useState<FieldErrors<keyof ProductFormValues>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateProductEdit(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    update.mutate(
      { branchId, productId: product._id, fields: result.value },
      { onSuccess: onClose },
    );
  }

  // A refusal about a field shows next to it; any other under the form.
  const placed = fieldErrorOf(update.error, FIELDS);
  return (
    <FormDialog
      title="Edit Product"
      busy={update.isPending}
      busyLabel={SAVING}
      submitLabel="Save Changes"
      onSubmit={submit}
      onClose={onClose}
    >
      <ProductFields
        values={values}
        onChange={setValues}
        errors={{ ...fieldWords(errors), ...placed }}
        packetLabel="Is Packet"
      />
      {update.isError && Object.keys(placed).length === 0 && (
        <Alert variant="error">{refusalWords(update.error, PRODUCT_UPDATE_FAILED)}</Alert>
      )}
    </FormDialog>
  );
}
