// The catalogue's spreadsheet actions on the inventory screen: export, template and bulk upload.
import { useState } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import {
  BULK_UPLOAD_LABEL,
  DOWNLOAD_TEMPLATE_LABEL,
  EXPORTING,
  EXPORT_CSV_LABEL,
  EXPORT_FAILED,
} from '../messages';
import { refusalWords } from '../../../lib/errors';
import { useExportCatalogue } from '../api/export-catalogue';
import { TEMPLATE_FILE_NAME, download, templateCsv } from '../csv';
import { BulkUploadDialog } from './bulk-upload-dialog';
import styles from './inventory-screen.module.css';

/** The store's catalogue as a spreadsheet: export it, get the template, upload one in bulk. */
export function CatalogueCsvActions({ branchId }: { branchId: string }) {
  const exporting = useExportCatalogue();
  const [uploading, setUploading] = useState(false);

  return (
    <>
      <div className={styles.toolbar} role="group" aria-label="Catalogue CSV">
        <p className={styles.lead}>The whole catalogue as a CSV file, for a spreadsheet.</p>
        <div>
          <Button
            variant="secondary"
            size="sm"
            aria-busy={exporting.isPending}
            disabled={exporting.isPending}
            onClick={() =>
              exporting.mutate(branchId, {
                onSuccess: ({ blob, fileName }) => download(blob, fileName),
              })
            }
          >
            {exporting.isPending ? EXPORTING : EXPORT_CSV_LABEL}
          </Button>{' '}
          <Button variant="secondary" size="sm" onClick={() => setUploading(true)}>
            {BULK_UPLOAD_LABEL}
          </Button>{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => download(templateCsv(), TEMPLATE_FILE_NAME)}
          >
            {DOWNLOAD_TEMPLATE_LABEL}
          </Button>
        </div>
      </div>
      {exporting.isError && (
        <Alert variant="error">{refusalWords(exporting.error, EXPORT_FAILED)}</Alert>
      )}
      {uploading && <BulkUploadDialog branchId={branchId} onClose={() => setUploading(false)} />}
    </>
  );
}
