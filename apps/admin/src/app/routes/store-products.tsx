// /admin/manage-branch/{branchId}/products: a search across every category of a store.
import { StoreProductsScreen } from '../../features/inventory/components/store-products-screen';
import { useInventoryRoute } from '../inventory-route';

/**
 * /admin/manage-branch/{branchId}/products: a search of every product of the store; the tab
 * (?tab=), the search (?q=) and the order (?sort=) are kept in the URL.
 */
export function Component() {
  const { screen, products } = useInventoryRoute();
  return <StoreProductsScreen {...screen} {...products} />;
}
