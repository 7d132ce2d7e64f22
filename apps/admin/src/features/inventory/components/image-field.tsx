// The image input of the create dialogs, so a wrong file is refused when chosen, not on submit.
import { ImageDropzone } from '@kirana/ui/image-dropzone';
import { IMAGE_INPUT_ACCEPT, imageFileError } from '@kirana/domain/uploads';
import { IMAGE_FIELD_HINT } from '../messages';

interface ImageFieldProps {
  label: string;
  name: string;
  error: string | null;
  /** Called with the chosen file, or with null when it is not acceptable. */
  onChange: (image: File | null) => void;
  /** Called with why the chosen file is not acceptable, or with null when it is. */
  onError: (error: string | null) => void;
}

/** The required image of a new category or product, checked as soon as it is chosen. */
export function ImageField({ label, name, error, onChange, onError }: ImageFieldProps) {
  return (
    <ImageDropzone
      label={label}
      name={name}
      accept={IMAGE_INPUT_ACCEPT}
      hint={IMAGE_FIELD_HINT}
      required
      error={error}
      onFileSelected={(file) => {
        const fileError = imageFileError(file);
        onChange(fileError === null ? file : null);
        onError(fileError?.text ?? null);
      }}
    />
  );
}
