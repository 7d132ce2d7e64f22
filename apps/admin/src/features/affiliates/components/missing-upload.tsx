// Step 2 of the wizard without the image step 1 uploads: the seed's message and a way back.
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import {
  BACK_TO_AFFILIATE_DASHBOARD,
  DETAILS_STEP_TITLE,
  MISSING_UPLOAD_INFORMATION,
} from '../messages';
import { WizardFrame } from './wizard-frame';
import styles from './wizard.module.css';

/** Step 2 opened without an uploaded image (e.g. from a bookmark). */
export function MissingUpload({ onBack }: { onBack: () => void }) {
  return (
    <WizardFrame step={2} title={DETAILS_STEP_TITLE}>
      <div className={styles.form}>
        <Alert variant="error">{MISSING_UPLOAD_INFORMATION}</Alert>
        <div>
          <Button onClick={onBack}>{BACK_TO_AFFILIATE_DASHBOARD}</Button>
        </div>
      </div>
    </WizardFrame>
  );
}
