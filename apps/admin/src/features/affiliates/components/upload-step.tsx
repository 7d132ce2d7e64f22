// Step 1 of the affiliate wizard: an image checked, converted to JPEG and uploaded with a
// one-use ticket asked for at that moment.
import { useEffect, useState } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { ImageDropzone } from '@kirana/ui/image-dropzone';
import { ProgressBar } from '@kirana/ui/progress-bar';
import { IMAGE_INPUT_ACCEPT, IMAGE_FILE_REQUIRED, imageFileError } from '@kirana/domain/uploads';
import { UPLOAD_SUCCESS_DELAY_MS } from '@kirana/domain/affiliates';
import { IMAGE_UPLOADED, MAX_IMAGE_SIZE_LABEL, UPLOAD_STEP_TITLE } from '../messages';
import { UNEXPECTED_ERROR } from '@kirana/domain/common';
import {
  UploadFailure,
  useUploadAffiliateImage,
  type UploadedImage,
} from '../api/upload-affiliate-image';
import { WizardFrame } from './wizard-frame';
import styles from './wizard.module.css';

interface UploadStepProps {
  /** Called one second after a successful upload. */
  onUploaded: (image: UploadedImage) => void;
  onCancel: () => void;
}

/**
 * Step 1: choose an image (JPEG, PNG, GIF or WebP, at most MAX_AFFILIATE_IMAGE_MB) and upload
 * it as JPEG.
 */
export function UploadStep({ onUploaded, onCancel }: UploadStepProps) {
  const upload = useUploadAffiliateImage();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const uploaded = upload.data;

  useEffect(() => {
    if (!uploaded) return undefined;
    const timer = setTimeout(() => onUploaded(uploaded), UPLOAD_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [uploaded, onUploaded]);

  function choose(chosen: File) {
    const error = imageFileError(chosen);
    setFile(error === null ? chosen : null);
    setFileError(error?.text ?? null);
    setProgress(0);
    upload.reset();
  }

  function start() {
    if (!file) {
      setFileError(IMAGE_FILE_REQUIRED.text);
      return;
    }
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress });
  }

  return (
    <WizardFrame step={1} title={UPLOAD_STEP_TITLE}>
      <div className={styles.form}>
        <ImageDropzone
          label="Product Image"
          name="image"
          accept={IMAGE_INPUT_ACCEPT}
          hint={`JPEG, PNG, GIF or WebP. ${MAX_IMAGE_SIZE_LABEL}.`}
          error={fileError}
          disabled={upload.isPending || uploaded !== undefined}
          onFileSelected={choose}
        />
        {(upload.isPending || uploaded) && <ProgressBar label="Uploading image" value={progress} />}
        {upload.isError && (
          <Alert variant="error">
            {upload.error instanceof UploadFailure ? upload.error.words : UNEXPECTED_ERROR.text}
          </Alert>
        )}
        {uploaded && <Alert variant="success">{IMAGE_UPLOADED}</Alert>}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onCancel} disabled={upload.isPending}>
            Cancel
          </Button>
          <Button
            onClick={start}
            busy={upload.isPending}
            busyLabel="Uploading..."
            disabled={uploaded !== undefined}
          >
            Upload Image
          </Button>
        </div>
      </div>
    </WizardFrame>
  );
}
