import { useParams, useSearchParams } from 'react-router';
import { searchParams } from '../../config/paths';
import {
  CategoriesScreen,
  type CategoryTab,
} from '../../features/inventory/components/categories-screen';

/** /admin/manage-branch/{branchId}/inventory; the open tab is kept in ?tab=. */
export function Component() {
  const { branchId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const tab: CategoryTab = search.get(searchParams.tab) === 'custom' ? 'custom' : 'default';
  return (
    <CategoriesScreen
      branchId={branchId}
      tab={tab}
      onTabChange={(next) =>
        setSearch(next === 'custom' ? { [searchParams.tab]: 'custom' } : {}, { replace: true })
      }
    />
  );
}
