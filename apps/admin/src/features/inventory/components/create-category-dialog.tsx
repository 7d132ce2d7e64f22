// The Create Custom Category dialog of the categories screen.
import { useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { TextField } from '@kirana/ui/text-field';
import { CATEGORY_NAME_AND_IMAGE_REQUIRED, validateCustomCategory } from '@kirana/domain/inventory';
import { CREATE_CATEGORY_FAILED } from '../messages';
import { CREATING } from '../../../lib/messages';
import { FormDialog } from '../../../components/form-dialog';
import { refusalWords } from '../../../lib/errors';
import { useCreateCategory } from '../api/create-category';
import { ImageField } from './image-field';

interface CreateCategoryDialogProps {
  branchId: string;
  onClose: () => void;
}

/** Create Custom Category: a name and an image. */
export function CreateCategoryDialog({ branchId, onClose }: CreateCategoryDialogProps) {
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateCustomCategory({ name, image });
    if (!result.ok || !image) {
      setFormError((result.ok ? CATEGORY_NAME_AND_IMAGE_REQUIRED : result.message).text);
      return;
    }
    setFormError(null);
    create.mutate({ branchId, name: result.value.name, image }, { onSuccess: onClose });
  }

  return (
    <FormDialog
      title="Create Custom Category"
      busy={create.isPending}
      busyLabel={CREATING}
      submitLabel="Create"
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Category Name"
        name="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <ImageField
        label="Category Image"
        name="categoryImage"
        error={imageError}
        onChange={setImage}
        onError={setImageError}
      />
      {formError && <Alert variant="error">{formError}</Alert>}
      {create.isError && (
        <Alert variant="error">{refusalWords(create.error, CREATE_CATEGORY_FAILED)}</Alert>
      )}
    </FormDialog>
  );
}
