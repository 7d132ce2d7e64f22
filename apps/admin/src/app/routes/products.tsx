// /admin/manage-branch/{branchId}/inventory/{categoryId}: one category's products.
import { useLocation, useParams } from 'react-router';
import { searchParams, type ProductsNavigationState } from '../../config/paths';
import { useStoreDetail } from '../../features/stores/api/get-store';
import {
  ProductsScreen,
  type ProductTab,
} from '../../features/inventory/components/products-screen';
import { productFilterParams, productFiltersFrom } from '../../features/inventory/product-filters';
import { useSearchFilters } from '../../hooks/use-search-filters';

/**
 * /admin/manage-branch/{branchId}/inventory/{categoryId}. The category's kind comes from the
 * server (the branch's categories); navigation state or the URL (?custom=true,
 * ?defaultCategoryId=) only show it sooner. The open tab (?tab=), the search (?q=) and the
 * order (?sort=) are kept in the URL.
 */
export function Component() {
  const { branchId = '', categoryId = '' } = useParams();
  const { search, update } = useSearchFilters();
  const state = useLocation().state as ProductsNavigationState | null;
  const branch = useStoreDetail(branchId);
  const hint = {
    isCustom: state?.isCustom ?? (search.get(searchParams.custom) === 'true' || undefined),
    defaultCategoryId:
      state?.defaultCategoryId ?? search.get(searchParams.defaultCategoryId) ?? undefined,
  };
  const tab: ProductTab = search.get(searchParams.tab) === 'custom' ? 'custom' : 'default';

  return (
    <ProductsScreen
      branchId={branchId}
      categoryId={categoryId}
      branchName={branch.data?.branch.name}
      hint={hint}
      tab={tab}
      onTabChange={(next) =>
        update({ [searchParams.tab]: next === 'custom' ? 'custom' : undefined })
      }
      filters={productFiltersFrom(search)}
      onFiltersChange={(filters) => update(productFilterParams(filters))}
    />
  );
}
