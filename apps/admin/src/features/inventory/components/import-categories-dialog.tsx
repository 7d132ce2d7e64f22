// The Import Default Categories dialog of the categories screen.
import { useState } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Dialog } from '@kirana/ui/dialog';
import { DialogFormActions } from '@kirana/ui/dialog-form-actions';
import { EmptyState } from '@kirana/ui/empty-state';
import { LoadingState } from '@kirana/ui/loading-state';
import {
  ALL_DEFAULT_CATEGORIES_IMPORTED,
  FETCH_CATEGORIES_FAILED,
  IMPORTING,
  IMPORT_CATEGORIES_FAILED,
  LOADING_CATEGORIES,
  importCategoriesButtonLabel,
} from '../messages';
import { canSubmitImport, notYetImported } from '@kirana/domain/inventory';
import { refusalWords } from '../../../lib/errors';
import { useImportDefaultCategories } from '../api/import-default-categories';
import { useDefaultCategories } from '../api/list-default-categories';
import { ImportPicker } from './import-picker';
import styles from './inventory-forms.module.css';

interface ImportCategoriesDialogProps {
  branchId: string;
  /** Default category ids the branch has already imported (hidden from the list). */
  importedIds: readonly string[];
  /** True while the imported ids are still being read: the list waits for them. */
  loading?: boolean;
  onClose: () => void;
}

/** Import Default Categories: pick default categories the branch has not imported yet. */
export function ImportCategoriesDialog({
  branchId,
  importedIds,
  loading = false,
  onClose,
}: ImportCategoriesDialogProps) {
  const defaults = useDefaultCategories();
  const importCategories = useImportDefaultCategories();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const ready = defaults.isSuccess && !loading;
  const available = ready ? notYetImported(defaults.data, importedIds) : [];

  function submit() {
    const categoryIds = available.filter((item) => selected.has(item._id)).map((item) => item._id);
    if (!canSubmitImport(categoryIds.length)) return;
    importCategories.mutate({ branchId, categoryIds }, { onSuccess: onClose });
  }

  const count = available.filter((item) => selected.has(item._id)).length;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !importCategories.isPending) onClose();
      }}
      title="Import Default Categories"
      description="Choose categories from the default catalogue to add to this branch."
    >
      <div className={styles.form}>
        {(defaults.isPending || loading) && <LoadingState>{LOADING_CATEGORIES}</LoadingState>}
        {defaults.isError && (
          <Alert variant="error">{refusalWords(defaults.error, FETCH_CATEGORIES_FAILED)}</Alert>
        )}
        {ready && available.length === 0 && (
          <EmptyState>{ALL_DEFAULT_CATEGORIES_IMPORTED}</EmptyState>
        )}
        {available.length > 0 && (
          <ImportPicker
            label="Default categories"
            searchLabel="Search categories"
            noMatch={(query) => `No categories match “${query}”.`}
            items={available}
            selected={selected}
            onChange={setSelected}
            disabled={importCategories.isPending}
          />
        )}
        {importCategories.isError && (
          <Alert variant="error">
            {refusalWords(importCategories.error, IMPORT_CATEGORIES_FAILED)}
          </Alert>
        )}
        <DialogFormActions
          onSubmit={submit}
          disabled={!canSubmitImport(count)}
          busy={importCategories.isPending}
          busyLabel={IMPORTING}
        >
          {importCategoriesButtonLabel(count)}
        </DialogFormActions>
      </div>
    </Dialog>
  );
}
