// The search and order controls of the product lists.
import { Select } from '@kirana/ui/select';
import type { ProductSort } from '@kirana/api-client/types';
import { SearchForm } from '../../../components/search-form';
import { PRODUCT_SORT_LABELS, SORT_LABEL } from '../messages';
import type { ProductListFilters } from '../product-filters';
import styles from './inventory-screen.module.css';

const SORT_OPTIONS = (Object.keys(PRODUCT_SORT_LABELS) as ProductSort[]).map((value) => ({
  value,
  label: PRODUCT_SORT_LABELS[value],
}));

interface ListControlsProps {
  /** The search box's label, e.g. "Search products". */
  label: string;
  /** The search and order in effect. */
  filters: ProductListFilters;
  onFiltersChange: (filters: ProductListFilters) => void;
}

/** A product list's search (by name) and order (name or price). */
export function ListControls({ label, filters, onFiltersChange }: ListControlsProps) {
  return (
    <div className={styles.controls}>
      <SearchForm
        name={label}
        label={label}
        placeholder="Product name"
        query={filters.q}
        onSearch={(q) => onFiltersChange({ ...filters, q })}
      />
      <Select
        label={SORT_LABEL}
        name="sort"
        options={SORT_OPTIONS}
        value={filters.sort}
        onChange={(event) =>
          onFiltersChange({ ...filters, sort: event.target.value as ProductSort })
        }
      />
    </div>
  );
}
