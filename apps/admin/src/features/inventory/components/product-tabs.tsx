// The Default and Custom tabs of a product screen (a category's, or the store's search), with the
// lists' search and order under the tab names; each screen gives its tabs' contents.
import type { ReactNode } from 'react';
import { Tabs, TabsList, TabsTrigger } from '@kirana/ui/tabs';
import { CUSTOM_PRODUCTS_TAB, DEFAULT_PRODUCTS_TAB } from '../messages';
import type { ProductListFilters } from '../product-filters';
import { ListControls } from './list-controls';
import styles from './inventory-screen.module.css';

export type ProductTab = 'default' | 'custom';

interface ProductTabsProps {
  tab: ProductTab;
  onTabChange: (tab: ProductTab) => void;
  /** Whether there is a Default tab (a custom category has only the Custom one). */
  withDefault?: boolean;
  /** The search box's label. */
  searchLabel: string;
  filters: ProductListFilters;
  onFiltersChange: (filters: ProductListFilters) => void;
  children: ReactNode;
}

export function ProductTabs({
  tab,
  onTabChange,
  withDefault = true,
  searchLabel,
  filters,
  onFiltersChange,
  children,
}: ProductTabsProps) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as ProductTab)}>
      <TabsList aria-label="Product type" className={styles.tabs}>
        {withDefault && <TabsTrigger value="default">{DEFAULT_PRODUCTS_TAB}</TabsTrigger>}
        <TabsTrigger value="custom">{CUSTOM_PRODUCTS_TAB}</TabsTrigger>
      </TabsList>
      <ListControls label={searchLabel} filters={filters} onFiltersChange={onFiltersChange} />
      {children}
    </Tabs>
  );
}
