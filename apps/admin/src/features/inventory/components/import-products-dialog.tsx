// The Import Default Products dialog of an imported category.
import { useState } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Dialog } from '@kirana/ui/dialog';
import { DialogFormActions } from '@kirana/ui/dialog-form-actions';
import { EmptyState } from '@kirana/ui/empty-state';
import { LoadingState } from '@kirana/ui/loading-state';
import { Price } from '@kirana/ui/price';
import {
  FETCH_DEFAULT_PRODUCTS_FAILED,
  IMPORTING,
  IMPORT_PRODUCTS_FAILED,
  NO_NEW_DEFAULT_PRODUCTS,
  importProductsButtonLabel,
} from '../messages';
import { LOADING_PRODUCTS } from '../../../lib/messages';
import {
  SELECT_PRODUCTS_TO_IMPORT,
  canSubmitImport,
  notYetImported,
  validateImportProducts,
} from '@kirana/domain/inventory';
import { refusalWords } from '../../../lib/errors';
import { useImportDefaultProducts } from '../api/import-default-products';
import { useDefaultProducts } from '../api/list-default-products';
import { ImportPicker } from './import-picker';
import styles from './inventory-forms.module.css';

interface ImportProductsDialogProps {
  branchId: string;
  categoryId: string;
  defaultCategoryId: string;
  /** Default product ids already imported into this category (hidden from the list). */
  importedIds: readonly string[];
  /** True while the imported ids are still being read: the list waits for them. */
  loading?: boolean;
  onClose: () => void;
}

/** Import Default Products: pick products of the default category not imported yet. */
export function ImportProductsDialog({
  branchId,
  categoryId,
  defaultCategoryId,
  importedIds,
  loading = false,
  onClose,
}: ImportProductsDialogProps) {
  const defaults = useDefaultProducts(defaultCategoryId);
  const importProducts = useImportDefaultProducts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const ready = defaults.isSuccess && !loading;
  const available = ready ? notYetImported(defaults.data, importedIds) : [];
  const productIds = available.filter((item) => selected.has(item._id)).map((item) => item._id);

  function select(next: ReadonlySet<string>) {
    setError(null);
    setSelected(next);
  }

  function submit() {
    const result = validateImportProducts({ productIds });
    if (!result.ok) {
      setError(SELECT_PRODUCTS_TO_IMPORT.text);
      return;
    }
    importProducts.mutate(
      { branchId, categoryId, productIds: result.value.productIds },
      { onSuccess: onClose },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !importProducts.isPending) onClose();
      }}
      title="Import Default Products"
      description="Choose products of the default catalogue to add to this category."
    >
      <div className={styles.form}>
        {(defaults.isPending || loading) && <LoadingState>{LOADING_PRODUCTS}</LoadingState>}
        {defaults.isError && (
          <Alert variant="error">
            {refusalWords(defaults.error, FETCH_DEFAULT_PRODUCTS_FAILED)}
          </Alert>
        )}
        {ready && available.length === 0 && <EmptyState>{NO_NEW_DEFAULT_PRODUCTS}</EmptyState>}
        {available.length > 0 && (
          <ImportPicker
            label="Default products"
            searchLabel="Search products"
            noMatch={(query) => `No products match “${query}”.`}
            items={available.map((product) => ({
              ...product,
              detail: (
                <>
                  Suggested price:{' '}
                  <Price
                    price={product.suggestedPrice}
                    quantity={product.quantity}
                    unit={product.unit}
                  />
                </>
              ),
            }))}
            selected={selected}
            onChange={select}
            disabled={importProducts.isPending}
          />
        )}
        {error && <Alert variant="error">{error}</Alert>}
        {importProducts.isError && (
          <Alert variant="error">
            {refusalWords(importProducts.error, IMPORT_PRODUCTS_FAILED)}
          </Alert>
        )}
        <DialogFormActions
          onSubmit={submit}
          disabled={!canSubmitImport(productIds.length, importProducts.isPending)}
          busy={importProducts.isPending}
          busyLabel={IMPORTING}
        >
          {importProductsButtonLabel(productIds.length)}
        </DialogFormActions>
      </div>
    </Dialog>
  );
}
