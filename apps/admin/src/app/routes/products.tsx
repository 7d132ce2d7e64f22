import { useLocation, useParams, useSearchParams } from 'react-router';
import { searchParams, type ProductsNavigationState } from '../../config/paths';
import {
  ProductsScreen,
  type ProductTab,
} from '../../features/inventory/components/products-screen';

/**
 * /admin/manage-branch/{branchId}/inventory/{categoryId}. Whether the category is custom and
 * its default category come from navigation state, or from the URL (?custom=true,
 * ?defaultCategoryId=) after a reload; the open tab is kept in ?tab=.
 */
export function Component() {
  const { branchId = '', categoryId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const state = useLocation().state as ProductsNavigationState | null;
  const isCustom = state?.isCustom ?? search.get(searchParams.custom) === 'true';
  const defaultCategoryId =
    state?.defaultCategoryId ?? search.get(searchParams.defaultCategoryId) ?? null;
  const tabParam = search.get(searchParams.tab);
  const tab: ProductTab = isCustom || tabParam === 'custom' ? 'custom' : 'default';

  return (
    <ProductsScreen
      branchId={branchId}
      categoryId={categoryId}
      isCustom={isCustom}
      defaultCategoryId={defaultCategoryId}
      tab={tab}
      onTabChange={(next) => {
        const params = new URLSearchParams(search);
        if (next === 'custom') params.set(searchParams.tab, 'custom');
        else params.delete(searchParams.tab);
        setSearch(params, { replace: true, state });
      }}
    />
  );
}
