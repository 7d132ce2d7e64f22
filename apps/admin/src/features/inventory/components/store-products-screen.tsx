// The search of a whole store's products, across its categories.
import { TabsContent } from '@kirana/ui/tabs';
import type { BranchProduct } from '@kirana/api-client/types';
import {
  NO_CUSTOM_PRODUCTS_IN_STORE,
  NO_IMPORTED_PRODUCTS_IN_STORE,
  SEARCH_STORE_LABEL,
} from '../messages';
import { useStoreProductPages } from '../api/search-products';
import { pageFilters, type ProductListFilters } from '../product-filters';
import { InventoryHeader } from './inventory-header';
import { ProductList, type ProductsOfKindProps } from './product-list';
import { ProductTabs, type ProductTab } from './product-tabs';

interface StoreProductsScreenProps {
  branchId: string;
  /** The store's name, once known. */
  branchName: string | undefined;
  tab: ProductTab;
  onTabChange: (tab: ProductTab) => void;
  filters: ProductListFilters;
  onFiltersChange: (filters: ProductListFilters) => void;
}

function StoreProducts(list: ProductsOfKindProps) {
  const pages = useStoreProductPages(list.branchId, pageFilters(list.kind, list.filters));
  return (
    <ProductList
      {...list}
      pages={pages}
      eyebrow={(product: BranchProduct) => product.categoryName}
    />
  );
}

/**
 * Every product of the store, whatever its category: found by name, sorted by name or price,
 * imported and custom ones on their tabs, chosen and removed or deleted many at a time.
 */
export function StoreProductsScreen({
  branchId,
  branchName,
  tab,
  onTabChange,
  filters,
  onFiltersChange,
}: StoreProductsScreenProps) {
  // What both tabs' lists share: the store, the search and order.
  const list = { branchId, filters };
  return (
    <>
      <InventoryHeader branchId={branchId} branchName={branchName} search />
      <ProductTabs
        tab={tab}
        onTabChange={onTabChange}
        searchLabel={SEARCH_STORE_LABEL}
        filters={filters}
        onFiltersChange={onFiltersChange}
      >
        <TabsContent value="default">
          <StoreProducts {...list} kind="imported" empty={NO_IMPORTED_PRODUCTS_IN_STORE} />
        </TabsContent>
        <TabsContent value="custom">
          <StoreProducts {...list} kind="custom" empty={NO_CUSTOM_PRODUCTS_IN_STORE} />
        </TabsContent>
      </ProductTabs>
    </>
  );
}
