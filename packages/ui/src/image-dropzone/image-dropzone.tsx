// The image input of the admin's forms: click or drop, keyboard too.
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { formatFileSizeKb } from '@kirana/domain/format';
import { FieldError } from '../field-error/field-error';
import { cx } from '../internal/cx';
import { LineIcon } from '../internal/line-icon';
import { useFieldIds } from '../internal/field';
import fieldStyles from '../internal/field.module.css';
import { visuallyHiddenClassName } from '../visually-hidden/visually-hidden';
import styles from './image-dropzone.module.css';

export interface ImageDropzoneProps {
  /** Name of the field, e.g. "Product Image"; the file input's accessible name. */
  label: ReactNode;
  /** Called with the file chosen by click or dropped; checking type and size is the caller's job. */
  onFileSelected: (file: File) => void;
  /** File types for the picker, e.g. "image/jpeg,image/png". Defaults to "image/*". */
  accept?: string;
  /** Limits and types, e.g. "JPEG, PNG, GIF or WebP, up to 5MB". */
  hint?: ReactNode;
  error?: ReactNode;
  /** What the drop area says; defaults to "Click to select an image / or drag and drop it here". */
  prompt?: ReactNode;
  /** Form field name, so a plain form submission carries the file. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * Whether it says the chosen file's name and size (true by default); false where the caller
   * says what became of the file itself (a document uploaded at once and shown as saved).
   */
  showChosen?: boolean;
  id?: string;
  className?: string;
}

/** "photo.png (123.40 KB)" */
function describeFile(file: File): string {
  return `${file.name} (${formatFileSizeKb(file.size)})`;
}

/**
 * Choose an image by click (a real, labelled file input that keyboard users reach with Tab and
 * open with Enter or Space) or by dropping it on the area. Shows the chosen file's name and
 * size and announces it politely.
 */
export function ImageDropzone({
  label,
  onFileSelected,
  accept = 'image/*',
  hint,
  error,
  prompt = (
    <>
      <span className={styles.prompt}>Click to select an image</span>
      <span>or drag and drop it here</span>
    </>
  ),
  name,
  required,
  disabled,
  showChosen = true,
  id,
  className,
}: ImageDropzoneProps) {
  const { controlId: inputId, hintId, errorId } = useFieldIds(id, hint, error);
  const labelId = `${inputId}-label`;
  const fileId = `${inputId}-file`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setFile] = useState<File | null>(null);
  const file = showChosen ? chosen : null;
  const [dragging, setDragging] = useState(false);

  function select(picked: File | undefined) {
    if (!picked) return;
    setFile(picked);
    onFileSelected(picked);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = event.dataTransfer.files;
    // Put the dropped file in the input too, so a form submission includes it.
    if (inputRef.current && typeof FileList !== 'undefined' && files instanceof FileList) {
      inputRef.current.files = files;
    }
    select(files[0]);
  }

  return (
    <div className={cx(styles.field, className)}>
      <span id={labelId} className={cx(fieldStyles.label, required && fieldStyles.required)}>
        {label}
      </span>
      {hintId && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        name={name}
        accept={accept}
        required={required}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={[hintId, file && fileId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={errorId ? true : undefined}
        className={cx(visuallyHiddenClassName, styles.input)}
        onChange={(event) => select(event.target.files?.[0])}
      />
      <label
        htmlFor={inputId}
        className={cx(styles.zone, dragging && styles.dragging, errorId && styles.invalid)}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <LineIcon
          className={styles.icon}
          roundEnds
          d="M4 16.5V18a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-1.5M12 4v11m0-11L7.5 8.5M12 4l4.5 4.5"
        />
        {prompt}
      </label>
      {showChosen && (
        <p id={fileId} className={styles.file} role="status">
          {file ? describeFile(file) : ''}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
