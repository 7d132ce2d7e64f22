// A product list's search and order, kept in the URL (?q=dal&sort=price) so a reload or a shared
// link shows the same list.

import type { ItemKind, ProductSort } from '@kirana/api-client/types';
import { searchParams as param } from '../../config/paths';
import type { ProductFilters } from './api/keys';
import { PRODUCT_SORT_LABELS } from './messages';

export interface ProductListFilters {
  q: string;
  sort: ProductSort;
}

const isProductSort = (value: string | null): value is ProductSort =>
  value !== null && Object.hasOwn(PRODUCT_SORT_LABELS, value);

export function productFiltersFrom(search: URLSearchParams): ProductListFilters {
  const sort = search.get(param.sort);
  return {
    q: search.get(param.query)?.trim() ?? '',
    sort: isProductSort(sort) ? sort : 'name',
  };
}

/** The URL's parameters for the filters (the defaults leave theirs out). */
export function productFilterParams(
  filters: ProductListFilters,
): Record<string, string | undefined> {
  return {
    [param.query]: filters.q || undefined,
    [param.sort]: filters.sort === 'name' ? undefined : filters.sort,
  };
}

/** What the API is asked for: one kind of product, in the screen's order and search. */
export function pageFilters(kind: ItemKind, filters: ProductListFilters): ProductFilters {
  return { kind, sort: filters.sort, ...(filters.q ? { q: filters.q } : {}) };
}
