// The bulk upload of a store's catalogue: a CSV checked on the server, its preview, then
// applied in one request or not at all.
import { useId } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { Dialog } from '@kirana/ui/dialog';
import type { CatalogueUpload, CatalogueUploadRow } from '@kirana/api-client/types';
import { formatPrice } from '@kirana/domain/format';
import {
  ALREADY_APPLIED,
  APPLYING,
  APPLY_FAILED,
  APPLY_LABEL,
  BULK_UPLOAD_HELP,
  BULK_UPLOAD_TITLE,
  CHECKING_FILE,
  DOWNLOAD_ERROR_REPORT,
  FIX_ERRORS_FIRST,
  UPLOAD_FAILED,
  appliedText,
  moreRowsText,
  uploadCountsText,
} from '../messages';
import { refusalWords } from '../../../lib/errors';
import { useApplyCatalogueUpload } from '../api/apply-catalogue-upload';
import { useCreateCatalogueUpload } from '../api/create-catalogue-upload';
import { ERROR_REPORT_FILE_NAME, download, errorReportCsv } from '../csv';
import styles from './inventory-forms.module.css';

interface BulkUploadDialogProps {
  branchId: string;
  onClose: () => void;
}

function RowList({
  title,
  rows,
  total,
}: {
  title: string;
  rows: CatalogueUploadRow[];
  total: number;
}) {
  if (total === 0) return null;
  return (
    <section aria-label={title}>
      <h3 className={styles.hint}>
        {title} ({total})
      </h3>
      <ul>
        {rows.map((row) => (
          <li key={row.line}>
            Line {row.line}: {row.category} › {row.name} —{' '}
            {formatPrice(row.price, row.quantity, row.unit)}
            {row.newCategory ? ' (new category)' : ''}
            {row.changes.length > 0 ? ` (changes: ${row.changes.join(', ')})` : ''}
          </li>
        ))}
      </ul>
      {rows.length < total && <p className={styles.hint}>{moreRowsText(rows.length, total)}</p>}
    </section>
  );
}

function Preview({ upload }: { upload: CatalogueUpload }) {
  const { counts } = upload;
  return (
    <>
      <p role="status">{uploadCountsText(counts)}</p>
      {upload.alreadyApplied && <Alert variant="info">{ALREADY_APPLIED}</Alert>}
      {counts.invalid > 0 && (
        <section aria-label="Rows with errors">
          <Alert variant="error">{FIX_ERRORS_FIRST}</Alert>
          <ul>
            {upload.invalid.map((row) => (
              <li key={row.line}>
                Line {row.line}
                {row.name ? ` (${row.name})` : ''}: {row.messages.join(' ')}
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => download(errorReportCsv(upload.invalid), ERROR_REPORT_FILE_NAME)}
          >
            {DOWNLOAD_ERROR_REPORT}
          </Button>
        </section>
      )}
      <RowList title="To create" rows={upload.create} total={counts.create} />
      <RowList title="To update" rows={upload.update} total={counts.update} />
      <RowList title="Unchanged" rows={upload.unchanged} total={counts.unchanged} />
    </>
  );
}

/** Bulk upload: choose a CSV file, read its preview, apply it whole (never with errors). */
export function BulkUploadDialog({ branchId, onClose }: BulkUploadDialogProps) {
  const check = useCreateCatalogueUpload();
  const apply = useApplyCatalogueUpload();
  const inputId = useId();
  const upload = check.data;
  const busy = check.isPending || apply.isPending;

  return (
    <Dialog
      open
      size="lg"
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={BULK_UPLOAD_TITLE}
      description={BULK_UPLOAD_HELP}
    >
      <div className={styles.form}>
        <div>
          <label htmlFor={inputId}>CSV file</label>{' '}
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              apply.reset();
              check.mutate({ branchId, file });
            }}
          />
        </div>
        {check.isPending && <p role="status">{CHECKING_FILE}</p>}
        {check.isError && <Alert variant="error">{refusalWords(check.error, UPLOAD_FAILED)}</Alert>}
        {upload && !check.isPending && <Preview upload={upload} />}
        {apply.isSuccess && <Alert variant="success">{appliedText(apply.data)}</Alert>}
        {apply.isError && <Alert variant="error">{refusalWords(apply.error, APPLY_FAILED)}</Alert>}
        <div>
          <Button
            disabled={!upload || check.isPending || upload.counts.invalid > 0 || apply.isSuccess}
            aria-busy={apply.isPending}
            onClick={() => upload && apply.mutate({ branchId, uploadId: upload._id })}
          >
            {apply.isPending ? APPLYING : APPLY_LABEL}
          </Button>{' '}
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            {apply.isSuccess ? 'Close' : 'Cancel'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
