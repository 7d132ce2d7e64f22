// /admin/manage-branch/{branchId}/inventory/{categoryId}: one category's products.
import { useLocation } from 'react-router';
import { searchParams, type ProductsNavigationState } from '../../config/paths';
import { ProductsScreen } from '../../features/inventory/components/products-screen';
import { useInventoryRoute } from '../inventory-route';

/**
 * /admin/manage-branch/{branchId}/inventory/{categoryId}. The category's kind comes from the
 * server (the branch's categories); navigation state or the URL (?custom=true,
 * ?defaultCategoryId=) only show it sooner. The open tab (?tab=), the search (?q=) and the
 * order (?sort=) are kept in the URL.
 */
export function Component() {
  const { categoryId, search, screen, products } = useInventoryRoute();
  const state = useLocation().state as ProductsNavigationState | null;
  const hint = {
    isCustom: state?.isCustom ?? (search.get(searchParams.custom) === 'true' || undefined),
    defaultCategoryId:
      state?.defaultCategoryId ?? search.get(searchParams.defaultCategoryId) ?? undefined,
  };
  return <ProductsScreen {...screen} {...products} categoryId={categoryId} hint={hint} />;
}
