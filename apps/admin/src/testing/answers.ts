// Fake-API answers that several screens' tests arrange the same way: a store's details, an
// application's, a store's categories, a category's products (searched and sorted as the API
// would), the team and the affiliate products.
import type {
  AffiliateProduct,
  Branch,
  Category,
  Product,
  TeamMember,
  components,
} from '@kirana/api-client/types';
import type { FakeApi } from './fake-api';
import { listed, makeApplicationDetail, makeStoreDetail } from './fixtures';

/** The store's details (the store screen, the inventory headers) for `store`. */
export function answerStore(api: FakeApi, store: Branch): void {
  api.get('/api/admin/branches/{branchId}', () => ({
    status: 'success',
    data: makeStoreDetail(store),
  }));
}

/** A delivery-partner application's details (its review screen) for `application`. */
export function answerApplication(
  api: FakeApi,
  application: components['schemas']['PartnerApplication'],
): void {
  api.get('/api/admin/delivery-partners/applications/{applicationId}', () => ({
    status: 'success',
    data: makeApplicationDetail(application),
  }));
}

/** The store's categories: `categories`, one page. */
export function answerCategories(api: FakeApi, categories: Category[]): void {
  api.get('/api/branch/{branchId}/categories', () => ({
    status: 'success',
    data: { categories, nextCursor: null },
  }));
}

/** A category's products: those of `products` the query's kind, search and order pick. */
export function answerCategoryProducts(api: FakeApi, products: Product[]): void {
  api.get('/api/branch/{branchId}/categories/{categoryId}/products', ({ query }) => ({
    status: 'success',
    data: { products: listed(products, query), nextCursor: null },
  }));
}

/** The team (the Team screen, the activity log's admin filter): `admins`. */
export function answerTeam(api: FakeApi, admins: TeamMember[]): void {
  api.get('/api/admin/admins', () => ({ status: 'success', data: { admins } }));
}

/** The affiliate products (the affiliates view, the wizard's way back to it): `products`. */
export function answerAffiliateProducts(api: FakeApi, products: AffiliateProduct[] = []): void {
  api.get('/api/affiliate/products', () => ({
    status: 'success',
    data: { affiliateProducts: products },
  }));
}
