import { useState } from 'react';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { ConfirmDialog } from '@kirana/ui/confirm-dialog';
import { EmptyState } from '@kirana/ui/empty-state';
import { Grid } from '@kirana/ui/grid';
import { LoadingState } from '@kirana/ui/loading-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@kirana/ui/tabs';
import type { Product } from '@kirana/api-client/types';
import { PRODUCT_GRID_COLUMNS, partitionByTemplate } from '@kirana/domain/inventory';
import {
  CONFIRM_DELETE_CUSTOM_PRODUCT,
  CONFIRM_REMOVE_IMPORTED_PRODUCT,
  CUSTOM_PRODUCTS_TAB,
  DEFAULT_PRODUCTS_TAB,
  FETCH_PRODUCTS_FAILED,
  NO_CUSTOM_PRODUCTS,
  NO_DEFAULT_PRODUCTS_IN_CATEGORY,
  deleteProductFailedMessage,
  fetchErrorMessage,
  removeProductFailedMessage,
} from '../messages';
import { LOADING_PRODUCTS, UNKNOWN_ERROR } from '../../../lib/messages';
import { errorText } from '../../../lib/errors';
import { useDeleteCustomProducts } from '../api/delete-custom-products';
import { useCategories } from '../api/list-categories';
import { InventoryHeader } from './inventory-header';
import { useProducts } from '../api/list-products';
import { useRemoveImportedProducts } from '../api/remove-imported-products';
import { CreateProductDialog } from './create-product-dialog';
import { EditProductDialog } from './edit-product-dialog';
import { ImportProductsDialog } from './import-products-dialog';
import { ProductCard } from './product-card';
import styles from './inventory-screen.module.css';

export type ProductTab = 'default' | 'custom';

const { base, sm, md, lg } = PRODUCT_GRID_COLUMNS;
const COLUMNS = [base, sm, md, lg] as const;

interface ProductsScreenProps {
  branchId: string;
  categoryId: string;
  /** The store's name, once known. */
  branchName: string | undefined;
  /**
   * What the link that opened the screen said of the category, used until the branch's
   * categories answer (then the server's word counts, so a bare deep link works too).
   */
  hint: { isCustom?: boolean; defaultCategoryId?: string | null };
  /** The open tab; a custom category has only the Custom tab. */
  tab: ProductTab;
  onTabChange: (tab: ProductTab) => void;
}

/** A category's products: imported ones (Default) and custom ones. */
export function ProductsScreen({
  branchId,
  categoryId,
  branchName,
  hint,
  tab,
  onTabChange,
}: ProductsScreenProps) {
  const products = useProducts(branchId, categoryId);
  const category = useCategories(branchId).data?.find((item) => item._id === categoryId);
  const isCustom = category ? !category.createdFromTemplate : (hint.isCustom ?? false);
  const defaultCategoryId = category
    ? (category.defaultCategoryId ?? null)
    : (hint.defaultCategoryId ?? null);
  const removeImported = useRemoveImportedProducts();
  const deleteCustom = useDeleteCustomProducts();
  const [dialog, setDialog] = useState<'import' | 'create' | null>(null);
  const [editing, setEditing] = useState<Product | null>(null);
  const [removing, setRemoving] = useState<Product | null>(null);

  const { defaults, customs } = partitionByTemplate(products.data ?? []);
  const importedIds = defaults.flatMap((product) =>
    product.defaultProductId ? [product.defaultProductId] : [],
  );
  const activeTab: ProductTab = isCustom ? 'custom' : tab;
  const removal = removing?.createdFromTemplate ? removeImported : deleteCustom;

  function list(items: Product[], empty: string, kind: 'remove' | 'delete') {
    if (products.isPending) return <LoadingState>{LOADING_PRODUCTS}</LoadingState>;
    if (products.isError) {
      return (
        <Alert variant="error">
          {fetchErrorMessage(errorText(products.error, FETCH_PRODUCTS_FAILED))}
        </Alert>
      );
    }
    if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
    return (
      <Grid as="ul" columns={COLUMNS} className={styles.grid}>
        {items.map((product) => (
          <ProductCard
            key={product._id}
            product={product}
            removal={kind}
            onEdit={setEditing}
            onRemove={(chosen) => {
              removeImported.reset();
              deleteCustom.reset();
              setRemoving(chosen);
            }}
          />
        ))}
      </Grid>
    );
  }

  function confirmRemoval() {
    if (!removing) return;
    removal.mutate(
      { branchId, categoryId, productIds: [removing._id] },
      { onSuccess: () => setRemoving(null) },
    );
  }

  const removalError =
    removing && removal.isError
      ? (removing.createdFromTemplate ? removeProductFailedMessage : deleteProductFailedMessage)(
          errorText(removal.error, UNKNOWN_ERROR),
        )
      : undefined;

  return (
    <>
      <InventoryHeader
        branchId={branchId}
        branchName={branchName}
        category={{ id: categoryId, name: category?.name }}
      />
      <Tabs value={activeTab} onValueChange={(value) => onTabChange(value as ProductTab)}>
        <TabsList aria-label="Product type" className={styles.tabs}>
          {!isCustom && <TabsTrigger value="default">{DEFAULT_PRODUCTS_TAB}</TabsTrigger>}
          <TabsTrigger value="custom">{CUSTOM_PRODUCTS_TAB}</TabsTrigger>
        </TabsList>
        {!isCustom && (
          <TabsContent value="default">
            <div className={styles.toolbar}>
              <p className={styles.lead}>Products imported from the default catalogue.</p>
              {defaultCategoryId && (
                <Button onClick={() => setDialog('import')}>Import Default Products</Button>
              )}
            </div>
            {list(defaults, NO_DEFAULT_PRODUCTS_IN_CATEGORY, 'remove')}
          </TabsContent>
        )}
        <TabsContent value="custom">
          <div className={styles.toolbar}>
            <p className={styles.lead}>Products created for this branch only.</p>
            <Button onClick={() => setDialog('create')}>Create Custom Product</Button>
          </div>
          {list(customs, NO_CUSTOM_PRODUCTS, 'delete')}
        </TabsContent>
      </Tabs>

      {dialog === 'import' && defaultCategoryId && (
        <ImportProductsDialog
          branchId={branchId}
          categoryId={categoryId}
          defaultCategoryId={defaultCategoryId}
          importedIds={importedIds}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'create' && (
        <CreateProductDialog
          branchId={branchId}
          categoryId={categoryId}
          onClose={() => setDialog(null)}
        />
      )}
      {editing && (
        <EditProductDialog
          key={editing._id}
          branchId={branchId}
          product={editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={removing?.createdFromTemplate ? 'Remove product' : 'Delete product'}
        message={
          removing?.createdFromTemplate
            ? CONFIRM_REMOVE_IMPORTED_PRODUCT
            : CONFIRM_DELETE_CUSTOM_PRODUCT
        }
        confirmLabel={removing?.createdFromTemplate ? 'Remove' : 'Delete'}
        busy={removal.isPending}
        busyLabel={removing?.createdFromTemplate ? 'Removing...' : 'Deleting...'}
        error={removalError}
        onConfirm={confirmRemoval}
      />
    </>
  );
}
