// Step 2 of the affiliate wizard: the product's details, created with the image of step 1.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { UnauthorizedError } from '@kirana/api-client/client';
import {
  AFFILIATE_CREATED_REDIRECT_DELAY_MS,
  DEFAULT_IS_ACTIVE,
  validateAffiliateCreate,
} from '@kirana/domain/affiliates';
import {
  AFFILIATE_CREATE_FAILED,
  DETAILS_STEP_TITLE,
  PRODUCT_CREATED,
  REDIRECTING_TO_AFFILIATE_DASHBOARD,
} from '../messages';
import { CREATING } from '../../../lib/messages';
import { type FieldErrors } from '@kirana/domain/validation';
import { fieldErrorOf, fieldWords, refusalWords } from '../../../lib/errors';
import { useCreateAffiliateProduct } from '../api/create-affiliate-product';
import { AffiliateFields, type AffiliateFormState } from './affiliate-fields';
import { WizardFrame } from './wizard-frame';
import styles from './wizard.module.css';
import { focusFirstInvalid } from '../../../lib/forms';

type Field = 'name' | 'affiliateLink' | 'imageUrl' | 'isActive';
const FIELDS: readonly Field[] = ['name', 'affiliateLink', 'imageUrl', 'isActive'];

interface DetailsStepProps {
  imageUrl: string;
  onBack: () => void;
  onCancel: () => void;
  /** Called two seconds after the product is created. */
  onCreated: () => void;
  /** Called when the session turned out to be gone. */
  onUnauthorized: () => void;
}

/** Step 2: name, affiliate link and active flag of the product with the uploaded image. */
export function DetailsStep({
  imageUrl,
  onBack,
  onCancel,
  onCreated,
  onUnauthorized,
}: DetailsStepProps) {
  const create = useCreateAffiliateProduct();
  const [values, setValues] = useState<AffiliateFormState>({
    name: '',
    affiliateLink: '',
    isActive: DEFAULT_IS_ACTIVE,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const created = create.isSuccess;

  useEffect(() => {
    if (!created) return undefined;
    const timer = setTimeout(onCreated, AFFILIATE_CREATED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created, onCreated]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateAffiliateCreate({ ...values, imageUrl });
    if (!result.ok) {
      setErrors(result.errors);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setErrors({});
    create.mutate(result.value, {
      onError: (error) => {
        if (error instanceof UnauthorizedError) onUnauthorized();
      },
    });
  }

  if (created) {
    return (
      <WizardFrame step={2} title={DETAILS_STEP_TITLE}>
        <Alert variant="success" title={PRODUCT_CREATED}>
          {REDIRECTING_TO_AFFILIATE_DASHBOARD}
        </Alert>
      </WizardFrame>
    );
  }

  // A refusal about a field shows next to it; any other under the form.
  const placed = fieldErrorOf(create.error, FIELDS);
  const shown = { ...fieldWords(errors), ...placed };
  const failed = create.isError && Object.keys(placed).length === 0;
  return (
    <WizardFrame step={2} title={DETAILS_STEP_TITLE}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <figure className={styles.preview}>
          <img
            className={styles.previewImage}
            src={imageUrl}
            alt="Preview of the uploaded product"
          />
          <figcaption className={styles.previewUrl}>{imageUrl}</figcaption>
        </figure>
        {shown.imageUrl && <Alert variant="error">{shown.imageUrl}</Alert>}
        <AffiliateFields values={values} onChange={setValues} errors={shown} />
        {failed && (
          <Alert variant="error" title={AFFILIATE_CREATE_FAILED}>
            {refusalWords(create.error, '')}
          </Alert>
        )}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <div className={styles.actionsEnd}>
            <Button variant="secondary" onClick={onBack} disabled={create.isPending}>
              Back
            </Button>
            <Button type="submit" busy={create.isPending} busyLabel={CREATING}>
              Create Product
            </Button>
          </div>
        </div>
      </form>
    </WizardFrame>
  );
}
