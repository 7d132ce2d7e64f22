// /admin/manage-branch/{branchId}/inventory: a store's categories.
import { useParams } from 'react-router';
import { searchParams } from '../../config/paths';
import { useStoreDetail } from '../../features/stores/api/get-store';
import {
  CategoriesScreen,
  type CategoryTab,
} from '../../features/inventory/components/categories-screen';
import { useSearchFilters } from '../../hooks/use-search-filters';

/** /admin/manage-branch/{branchId}/inventory, headed by the store's name; the tab is in ?tab=. */
export function Component() {
  const { branchId = '' } = useParams();
  const { search, update } = useSearchFilters();
  const tab: CategoryTab = search.get(searchParams.tab) === 'custom' ? 'custom' : 'default';
  const branch = useStoreDetail(branchId);
  return (
    <CategoriesScreen
      branchId={branchId}
      branchName={branch.data?.branch.name}
      tab={tab}
      onTabChange={(next) =>
        update({ [searchParams.tab]: next === 'custom' ? 'custom' : undefined })
      }
    />
  );
}
