// /admin/manage-branch/{branchId}/inventory: a store's categories.
import { CategoriesScreen } from '../../features/inventory/components/categories-screen';
import { useInventoryRoute } from '../inventory-route';

/** /admin/manage-branch/{branchId}/inventory, headed by the store's name; the tab is in ?tab=. */
export function Component() {
  const { screen } = useInventoryRoute();
  return <CategoriesScreen {...screen} />;
}
