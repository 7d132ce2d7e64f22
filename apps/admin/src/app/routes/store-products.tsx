// /admin/manage-branch/{branchId}/products: a search across every category of a store.
import { useParams } from 'react-router';
import { searchParams } from '../../config/paths';
import { useStoreDetail } from '../../features/stores/api/get-store';
import type { ProductTab } from '../../features/inventory/components/products-screen';
import { StoreProductsScreen } from '../../features/inventory/components/store-products-screen';
import { productFilterParams, productFiltersFrom } from '../../features/inventory/product-filters';
import { useSearchFilters } from '../../hooks/use-search-filters';

/**
 * /admin/manage-branch/{branchId}/products: a search of every product of the store; the tab
 * (?tab=), the search (?q=) and the order (?sort=) are kept in the URL.
 */
export function Component() {
  const { branchId = '' } = useParams();
  const { search, update } = useSearchFilters();
  const branch = useStoreDetail(branchId);
  const tab: ProductTab = search.get(searchParams.tab) === 'custom' ? 'custom' : 'default';
  return (
    <StoreProductsScreen
      branchId={branchId}
      branchName={branch.data?.branch.name}
      tab={tab}
      onTabChange={(next) =>
        update({ [searchParams.tab]: next === 'custom' ? 'custom' : undefined })
      }
      filters={productFiltersFrom(search)}
      onFiltersChange={(filters) => update(productFilterParams(filters))}
    />
  );
}
