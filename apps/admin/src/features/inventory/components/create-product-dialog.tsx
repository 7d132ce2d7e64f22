// The Create Custom Product dialog of a custom category.
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import {
  DEFAULT_IS_PACKET,
  DEFAULT_PRICE,
  DEFAULT_QUANTITY,
  CUSTOM_PRODUCT_INVALID,
  missingIdsError,
  validateCustomProduct,
  type ProductFormValues,
} from '@kirana/domain/inventory';
import { CREATE_PRODUCT_FAILED, IS_PACKET_LABEL } from '../messages';
import { CREATING } from '../../../lib/messages';
import { FormDialog } from '../../../components/form-dialog';
import { type FieldErrors } from '@kirana/domain/validation';
import { DEFAULT_UNIT } from '@kirana/domain/units';
import { fieldErrorOf, fieldWords, refusalWords } from '../../../lib/errors';
import { useCreateProduct } from '../api/create-product';
import { ImageField } from './image-field';
import { ProductFields, type ProductFormState } from './product-fields';
import { focusFirstInvalid } from '../../../lib/forms';

/** The form's fields a refusal may name. */
const SERVER_FIELDS = [
  'name',
  'description',
  'price',
  'quantity',
  'unit',
  'isPacket',
  'productImage',
] as const;

interface CreateProductDialogProps {
  branchId: string;
  categoryId: string;
  onClose: () => void;
}

const INITIAL: ProductFormState = {
  name: '',
  price: String(DEFAULT_PRICE),
  quantity: String(DEFAULT_QUANTITY),
  unit: DEFAULT_UNIT,
  isPacket: DEFAULT_IS_PACKET,
  description: '',
};

/** Create Custom Product: every field and an image are required. */
export function CreateProductDialog({ branchId, categoryId, onClose }: CreateProductDialogProps) {
  const create = useCreateProduct();
  const [values, setValues] = useState<ProductFormState>(INITIAL);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<keyof ProductFormValues>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = missingIdsError(branchId, categoryId);
    if (missing) {
      setFormError(missing.text);
      return;
    }
    const result = validateCustomProduct({ ...values, image });
    if (!result.ok || !image) {
      setErrors(result.ok ? {} : result.errors);
      if (!result.ok && result.errors.image) setImageError(result.errors.image.text);
      setFormError(CUSTOM_PRODUCT_INVALID.text);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    setFormError(null);
    const { image: _file, ...fields } = result.value;
    create.mutate({ branchId, categoryId, fields, image }, { onSuccess: onClose });
  }

  // A refusal about a field shows next to it (the image under the image); any other below.
  const placed = fieldErrorOf(create.error, SERVER_FIELDS);
  return (
    <FormDialog
      title="Create Custom Product"
      size="lg"
      busy={create.isPending}
      busyLabel={CREATING}
      submitLabel="Create Product"
      onSubmit={submit}
      onClose={onClose}
    >
      <ProductFields
        values={values}
        onChange={setValues}
        errors={{ ...fieldWords(errors), ...placed }}
        packetLabel={IS_PACKET_LABEL}
        required
      />
      <ImageField
        label="Product Image"
        name="productImage"
        error={placed.productImage ?? imageError}
        onChange={setImage}
        onError={setImageError}
      />
      {formError && <Alert variant="error">{formError}</Alert>}
      {create.isError && Object.keys(placed).length === 0 && (
        <Alert variant="error">{refusalWords(create.error, CREATE_PRODUCT_FAILED)}</Alert>
      )}
    </FormDialog>
  );
}
