// The product list of a category or of a store's search: pages, selection and removal in bulk.
import { useState, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Alert } from '@kirana/ui/alert';
import { Button } from '@kirana/ui/button';
import { Checkbox } from '@kirana/ui/checkbox';
import { ConfirmDialog } from '@kirana/ui/confirm-dialog';
import { EmptyState } from '@kirana/ui/empty-state';
import { LoadingState } from '@kirana/ui/loading-state';
import { SelectionBar } from '@kirana/ui/selection-bar';
import type { ItemKind, Product } from '@kirana/api-client/types';
import { MorePages } from '../../../components/more-pages';
import { PRODUCT_GRID_COLUMNS } from '../../../config/inventory';
import {
  CONFIRM_DELETE_CUSTOM_PRODUCT,
  CONFIRM_REMOVE_IMPORTED_PRODUCT,
  DELETE_SELECTED,
  FETCH_PRODUCTS_FAILED,
  REMOVE_SELECTED,
  confirmDeleteSelected,
  confirmRemoveSelected,
  deleteProductFailedMessage,
  fetchErrorMessage,
  noProductsMatch,
  productsSelectedText,
  removeProductFailedMessage,
  selectShownLabel,
  shownText,
} from '../messages';
import { LOADING_PRODUCTS, UNKNOWN_ERROR } from '../../../lib/messages';
import { refusalWords } from '../../../lib/errors';
import type { Page } from '../api/cache';
import type { ProductListFilters } from '../product-filters';
import { useRemoveProducts } from '../api/remove-products';
import { EditProductDialog } from './edit-product-dialog';
import { ProductCard } from './product-card';
import { ItemGrid } from './item-grid';
import styles from './inventory-screen.module.css';

/** What a screen shows one kind of its products by. */
export interface ProductsOfKindProps {
  branchId: string;
  /** Imported products are removed from the store, custom ones deleted. */
  kind: ItemKind;
  /** The search and order: an empty result of a search says nothing matched it. */
  filters: ProductListFilters;
  /** What the list says when it is empty and nothing was searched. */
  empty: string;
}

interface ProductListProps<T extends Product> extends ProductsOfKindProps {
  /** The pages of one kind of product, as "Load more" fetches them. */
  pages: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** A line above a product's name, e.g. its category. */
  eyebrow?: (product: T) => ReactNode;
}

/** One kind of a store's products: a new search or order starts a new list, and a new selection. */
export function ProductList<T extends Product>(props: ProductListProps<T>) {
  return <ProductPages key={`${props.filters.q}\n${props.filters.sort}`} {...props} />;
}

/**
 * One kind of a store's products, page by page: "Load more" appends the next page below (the
 * screen keeps its scroll position). Each card has a checkbox, "Select all shown" chooses every
 * loaded card, and the selection bar removes (imported) or deletes (custom) the chosen ones in
 * one request after one confirmation. A card's own buttons edit it or remove it alone.
 */
function ProductPages<T extends Product>({
  branchId,
  pages,
  kind,
  empty,
  filters,
  eyebrow,
}: ProductListProps<T>) {
  const searched = filters.q || undefined;
  const removal = useRemoveProducts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Product | null>(null);
  /** What the open confirmation removes: one product (its card's button) or the selection. */
  const [confirming, setConfirming] = useState<{ ids: string[]; one: boolean } | null>(null);

  const products = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const shownIds = new Set(products.map((product) => product._id));
  // Only what is still listed counts (a product removed elsewhere drops out of the choice).
  const chosen = [...selected].filter((id) => shownIds.has(id));
  const allChosen = products.length > 0 && chosen.length === products.length;

  function choose(product: Product, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(product._id);
    else next.delete(product._id);
    setSelected(next);
  }

  function ask(ids: string[], one: boolean) {
    removal.reset();
    setConfirming({ ids, one });
  }

  function confirm() {
    if (!confirming) return;
    removal.mutate(
      { branchId, productIds: confirming.ids, kind },
      {
        onSuccess: (gone) => {
          const next = new Set(selected);
          for (const id of gone) next.delete(id);
          setSelected(next);
          setConfirming(null);
        },
      },
    );
  }

  if (pages.isPending) return <LoadingState>{LOADING_PRODUCTS}</LoadingState>;
  if (pages.isError) {
    return (
      <Alert variant="error">
        {fetchErrorMessage(refusalWords(pages.error, FETCH_PRODUCTS_FAILED))}
      </Alert>
    );
  }
  if (products.length === 0) {
    return <EmptyState>{searched ? noProductsMatch(searched) : empty}</EmptyState>;
  }

  const removing = kind === 'imported';
  const failed = (removing ? removeProductFailedMessage : deleteProductFailedMessage)(
    refusalWords(removal.error, UNKNOWN_ERROR),
  );
  let question = '';
  if (confirming) {
    if (confirming.one) {
      question = removing ? CONFIRM_REMOVE_IMPORTED_PRODUCT : CONFIRM_DELETE_CUSTOM_PRODUCT;
    } else {
      question = (removing ? confirmRemoveSelected : confirmDeleteSelected)(confirming.ids.length);
    }
  }
  let title = removing ? 'Remove product' : 'Delete product';
  if (confirming && !confirming.one) title = removing ? 'Remove products' : 'Delete products';

  return (
    <>
      <div className={styles.listHead}>
        <Checkbox
          label={selectShownLabel(products.length)}
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          onChange={(event) =>
            setSelected(
              event.target.checked ? new Set(products.map((product) => product._id)) : new Set(),
            )
          }
        />
        <p className={styles.lead}>{shownText(products.length, pages.hasNextPage)}</p>
      </div>
      <ItemGrid columns={PRODUCT_GRID_COLUMNS} busy={pages.isFetching}>
        {products.map((product) => (
          <ProductCard
            key={product._id}
            product={product}
            removal={removing ? 'remove' : 'delete'}
            eyebrow={eyebrow?.(product)}
            selected={selected.has(product._id)}
            onSelectedChange={choose}
            onEdit={setEditing}
            onRemove={(one) => ask([one._id], true)}
          />
        ))}
      </ItemGrid>
      <MorePages query={pages} />
      {chosen.length > 0 && (
        <SelectionBar
          onClear={() => setSelected(new Set())}
          actions={
            <Button variant="danger" onClick={() => ask(chosen, false)}>
              {removing ? REMOVE_SELECTED : DELETE_SELECTED}
            </Button>
          }
        >
          {productsSelectedText(chosen.length)}
        </SelectionBar>
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
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={title}
        message={question}
        confirmLabel={removing ? 'Remove' : 'Delete'}
        busy={removal.isPending}
        busyLabel={removing ? 'Removing...' : 'Deleting...'}
        error={confirming && removal.isError ? failed : undefined}
        onConfirm={confirm}
      />
    </>
  );
}
