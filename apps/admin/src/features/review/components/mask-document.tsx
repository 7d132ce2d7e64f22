// "Cover a number" on a document image (issue 40, section 1): the reviewer drags up to
// MASK_BOXES_MAX boxes over an unmasked Aadhaar number on the image shown large, confirms that
// the original is destroyed, and one call burns the boxes in and replaces the stored image.
import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import {
  DOCUMENT_MASKED,
  MASK_BOX_MIN,
  MASK_BOXES_MAX,
  REASON_LABELS,
} from '@kirana/domain/stores';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { ConfirmDialog } from '@kirana/ui/confirm-dialog';
import { Dialog, DialogActions, DialogClose } from '@kirana/ui/dialog';
import { MaskBoxes, type MaskBox } from '@kirana/ui/mask-boxes';
import { refusalWords } from '../../../lib/errors';
import { UNKNOWN_ERROR } from '../../../lib/messages';
import { useMaskDocument } from '../api/mask-document';
import styles from './mask-document.module.css';

export const MASK_ACTION = 'Cover a number';
export const MASK_CONFIRM = 'Mask and replace';

/** Under a PDF, for a reviewer who could mask an image: why there is no mask action. */
export function PdfCannotBeMasked() {
  return (
    <p className={styles.note}>
      A PDF&apos;s number can&apos;t be covered here: if it shows a full Aadhaar number, reject it
      with &ldquo;{REASON_LABELS.aadhaar_not_masked}&rdquo;.
    </p>
  );
}

export function MaskDocument({
  documentId,
  label,
  src,
  itemKey,
}: {
  documentId: string;
  /** What it is ("Government ID"). */
  label: string;
  /** The image as the viewer shows it; null while it loads. */
  src: string | null;
  /** The reviewed item's detail, refreshed after a mask. */
  itemKey: QueryKey;
}) {
  const mask = useMaskDocument(itemKey);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [boxes, setBoxes] = useState<MaskBox[]>([]);
  const [done, setDone] = useState(false);

  const close = () => {
    setOpen(false);
    setConfirming(false);
    setBoxes([]);
    mask.reset();
  };

  return (
    <div className={styles.mask}>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (next) {
            setDone(false);
            setOpen(true);
          } else if (!mask.isPending) close();
        }}
        size="lg"
        title={`Cover a number: ${label}`}
        description="Drag a box over the first 8 digits of an Aadhaar number (and any other copy of it), so only the last 4 show. Up to 4 boxes."
        trigger={
          <Button size="sm" variant="secondary" disabled={!src}>
            {MASK_ACTION}
          </Button>
        }
      >
        {src && (
          <MaskBoxes
            className={styles.boxes}
            src={src}
            alt={label}
            boxes={boxes}
            onChange={setBoxes}
            max={MASK_BOXES_MAX}
            minSize={MASK_BOX_MIN}
          />
        )}
        <DialogActions>
          <DialogClose>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={boxes.length === 0}
            onClick={() => setConfirming(true)}
          >
            {MASK_CONFIRM}
          </Button>
        </DialogActions>
        <ConfirmDialog
          open={confirming}
          onOpenChange={(next) => {
            setConfirming(next);
            if (!next) mask.reset();
          }}
          title="Mask and replace the image?"
          message={`The ${boxes.length === 1 ? 'box is' : `${boxes.length} boxes are`} burned into the image, which replaces the stored one. The original is destroyed and cannot be brought back.`}
          confirmLabel={MASK_CONFIRM}
          busy={mask.isPending}
          busyLabel="Masking..."
          error={mask.isError ? refusalWords(mask.error, UNKNOWN_ERROR) : null}
          onConfirm={() =>
            mask.mutate(
              { documentId, boxes },
              {
                onSuccess: () => {
                  close();
                  setDone(true);
                },
              },
            )
          }
        />
      </Dialog>
      {done && <Alert variant="success">{DOCUMENT_MASKED}</Alert>}
    </div>
  );
}
