// The registration's documents step: the shop photo, the FSSAI certificate and the owner's ID,
// each saved as soon as it is chosen; after a rejection, what the team found unclear in each, and
// "no action needed" for those it accepted.
import { STORE_DOCUMENT_KINDS } from '@kirana/domain/stores';
import { DocumentUpload } from './document-upload';
import { isVerified, unclearNote } from './resubmission';
import type { OwnerView, Registration } from './calls/view';
import type { StepProps } from './step-props';
import styles from './store-owner.module.css';

interface DocumentsStepProps extends Omit<StepProps, 'values' | 'onChange'> {
  registration: Registration;
  onUploaded: (view: OwnerView) => void;
  onSignedOut: () => void;
}

export function DocumentsStep({
  registration,
  errors,
  fieldId,
  locale,
  text,
  rules,
  onUploaded,
  onSignedOut,
}: DocumentsStepProps) {
  return (
    <>
      <p className={styles.muted}>{text.documentsIntro}</p>
      {STORE_DOCUMENT_KINDS.map((kind) => {
        const saved = registration.documents.find((document) => document.kind === kind);
        // After a rejection the team's word on an unclear document is said with it.
        return (
          <DocumentUpload
            key={kind}
            id={fieldId(kind)}
            kind={kind}
            saved={saved}
            note={unclearNote(saved, text)}
            verified={isVerified(registration, saved)}
            aadhaar={kind === 'government_id' && registration.fields.governmentIdType === 'aadhaar'}
            locale={locale}
            text={text}
            rules={rules}
            error={errors[kind]}
            onUploaded={onUploaded}
            onSignedOut={onSignedOut}
          />
        );
      })}
    </>
  );
}
