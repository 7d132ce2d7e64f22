// What the inventory routes (a store's categories, a category's products, the store's product
// search) read the same way: the store from the path and its name once known, the Default or
// Custom tab in ?tab=, and the product lists' search and order in ?q= and ?sort=.
import { useParams } from 'react-router';
import { searchParams } from '../config/paths';
import { useStoreDetail } from '../features/stores/api/get-store';
import {
  productFilterParams,
  productFiltersFrom,
  type ProductListFilters,
} from '../features/inventory/product-filters';
import { useSearchFilters } from '../hooks/use-search-filters';

type Tab = 'default' | 'custom';

export function useInventoryRoute() {
  const { branchId = '', categoryId = '' } = useParams();
  const { search, update } = useSearchFilters();
  const branch = useStoreDetail(branchId);
  const tab: Tab = search.get(searchParams.tab) === 'custom' ? 'custom' : 'default';
  return {
    categoryId,
    search,
    /** The props of the store's screen and its tabs. */
    screen: {
      branchId,
      branchName: branch.data?.branch.name,
      tab,
      onTabChange: (next: Tab) =>
        update({ [searchParams.tab]: next === 'custom' ? 'custom' : undefined }),
    },
    /** The product lists' search and order. */
    products: {
      filters: productFiltersFrom(search),
      onFiltersChange: (filters: ProductListFilters) => update(productFilterParams(filters)),
    },
  };
}
