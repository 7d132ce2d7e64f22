// A category's products screen: its Default and Custom tabs, import and create.
import { useState } from 'react';
import { Button } from '@kirana/ui/button';
import {
  NO_CUSTOM_PRODUCTS,
  NO_DEFAULT_PRODUCTS_IN_CATEGORY,
  SEARCH_PRODUCTS_LABEL,
} from '../messages';
import { useAllCategories } from '../api/list-categories';
import { useImportedProducts, useProductPages } from '../api/list-products';
import { pageFilters, type ProductListFilters } from '../product-filters';
import { CreateProductDialog } from './create-product-dialog';
import { ImportProductsDialog } from './import-products-dialog';
import { InventoryHeader } from './inventory-header';
import { KindTab } from './kind-tab';
import { ProductList, type ProductsOfKindProps } from './product-list';
import { ProductTabs, type ProductTab } from './product-tabs';

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
  /** The lists' search and order. */
  filters: ProductListFilters;
  onFiltersChange: (filters: ProductListFilters) => void;
}

/** The products of one kind in the category, searched and sorted as the screen says. */
function CategoryProducts({ categoryId, ...list }: ProductsOfKindProps & { categoryId: string }) {
  const pages = useProductPages(list.branchId, categoryId, pageFilters(list.kind, list.filters));
  return <ProductList {...list} pages={pages} />;
}

/** A category's products: imported ones (Default) and custom ones. */
export function ProductsScreen({
  branchId,
  categoryId,
  branchName,
  hint,
  tab,
  onTabChange,
  filters,
  onFiltersChange,
}: ProductsScreenProps) {
  const category = useAllCategories(branchId).data?.find((item) => item._id === categoryId);
  const isCustom = category ? !category.createdFromTemplate : (hint.isCustom ?? false);
  const defaultCategoryId = category
    ? (category.defaultCategoryId ?? null)
    : (hint.defaultCategoryId ?? null);
  const [dialog, setDialog] = useState<'import' | 'create' | null>(null);
  const activeTab: ProductTab = isCustom ? 'custom' : tab;
  // What both tabs' lists share: the store, the category, the search and order.
  const list = { branchId, categoryId, filters };

  return (
    <>
      <InventoryHeader
        branchId={branchId}
        branchName={branchName}
        category={{ id: categoryId, name: category?.name }}
      />
      <ProductTabs
        tab={activeTab}
        onTabChange={onTabChange}
        withDefault={!isCustom}
        searchLabel={SEARCH_PRODUCTS_LABEL}
        filters={filters}
        onFiltersChange={onFiltersChange}
      >
        {!isCustom && (
          <KindTab
            value="default"
            lead="Products imported from the default catalogue."
            action={
              defaultCategoryId && (
                <Button onClick={() => setDialog('import')}>Import Default Products</Button>
              )
            }
          >
            <CategoryProducts {...list} kind="imported" empty={NO_DEFAULT_PRODUCTS_IN_CATEGORY} />
          </KindTab>
        )}
        <KindTab
          value="custom"
          lead="Products created for this branch only."
          action={<Button onClick={() => setDialog('create')}>Create Custom Product</Button>}
        >
          <CategoryProducts {...list} kind="custom" empty={NO_CUSTOM_PRODUCTS} />
        </KindTab>
      </ProductTabs>

      {dialog === 'import' && defaultCategoryId && (
        <ImportDialog
          branchId={branchId}
          categoryId={categoryId}
          defaultCategoryId={defaultCategoryId}
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
    </>
  );
}

/** The import dialog, once the category's imported products (all pages) say what to hide. */
function ImportDialog(props: {
  branchId: string;
  categoryId: string;
  defaultCategoryId: string;
  onClose: () => void;
}) {
  const imported = useImportedProducts(props.branchId, props.categoryId);
  const importedIds = (imported.data ?? []).flatMap((product) =>
    product.defaultProductId ? [product.defaultProductId] : [],
  );
  return <ImportProductsDialog {...props} importedIds={importedIds} loading={imported.isPending} />;
}
