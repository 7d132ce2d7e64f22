// A store's categories screen: the Default and Custom tabs, import, create and remove.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@kirana/ui/button';
import { ConfirmDialog } from '@kirana/ui/confirm-dialog';
import { EmptyState } from '@kirana/ui/empty-state';
import { Tabs, TabsList, TabsTrigger } from '@kirana/ui/tabs';
import type { Category, ItemKind } from '@kirana/api-client/types';
import { CATEGORY_NOT_EMPTY } from '@kirana/domain/inventory';
import { MorePages } from '../../../components/more-pages';
import { LoadState } from '../../../components/load-state';
import { CATEGORY_GRID_COLUMNS } from '../../../config/inventory';
import {
  CONFIRM_DELETE_CUSTOM_CATEGORY,
  CONFIRM_REMOVE_CATEGORY,
  CUSTOM_CATEGORIES_TAB,
  DEFAULT_CATEGORIES_TAB,
  DELETE_CUSTOM_CATEGORY_FAILED,
  DELETE_CUSTOM_CATEGORY_LABEL,
  FETCH_CATEGORIES_FAILED,
  LOADING_CATEGORIES,
  NO_CUSTOM_CATEGORIES,
  NO_DEFAULT_CATEGORIES,
  REMOVE_CATEGORY_FAILED,
  REMOVE_CATEGORY_LABEL,
  SEARCH_STORE_LABEL,
} from '../messages';
import { paths } from '../../../config/paths';
import { refusalWords } from '../../../lib/errors';
import { useAllCategories, useCategoryPages } from '../api/list-categories';
import { isCategoryNotEmpty, useRemoveCategory } from '../hooks/use-remove-category';
import { CatalogueCsvActions } from './catalogue-csv-actions';
import { CategoryCard } from './category-card';
import { CreateCategoryDialog } from './create-category-dialog';
import { ImportCategoriesDialog } from './import-categories-dialog';
import { InventoryHeader } from './inventory-header';
import { SearchForm } from '../../../components/search-form';
import { KindTab } from './kind-tab';
import { ItemGrid } from './item-grid';
import styles from './inventory-screen.module.css';

export type CategoryTab = 'default' | 'custom';

interface CategoriesScreenProps {
  branchId: string;
  /** The store's name, once known. */
  branchName: string | undefined;
  tab: CategoryTab;
  onTabChange: (tab: CategoryTab) => void;
}

function removalError(category: Category, error: unknown): string {
  if (isCategoryNotEmpty(error)) return CATEGORY_NOT_EMPTY.text;
  return refusalWords(
    error,
    category.createdFromTemplate ? REMOVE_CATEGORY_FAILED : DELETE_CUSTOM_CATEGORY_FAILED,
  );
}

/** A branch's categories: imported ones (Default) and custom ones, with import and create. */
export function CategoriesScreen({
  branchId,
  branchName,
  tab,
  onTabChange,
}: CategoriesScreenProps) {
  const navigate = useNavigate();
  const remove = useRemoveCategory(branchId);
  const [dialog, setDialog] = useState<'import' | 'create' | null>(null);
  const [removing, setRemoving] = useState<Category | null>(null);

  function list(kind: ItemKind, empty: string) {
    return (
      <CategoryPages
        branchId={branchId}
        kind={kind}
        empty={empty}
        onRemove={(chosen) => {
          remove.reset();
          setRemoving(chosen);
        }}
      />
    );
  }

  return (
    <>
      <InventoryHeader branchId={branchId} branchName={branchName} />
      <CatalogueCsvActions branchId={branchId} />
      <div className={styles.controls}>
        <SearchForm
          name={SEARCH_STORE_LABEL}
          label={SEARCH_STORE_LABEL}
          placeholder="Product name"
          query=""
          onSearch={(query) => navigate(paths.storeProducts(branchId, query))}
        />
      </div>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as CategoryTab)}>
        <TabsList aria-label="Category type" className={styles.tabs}>
          <TabsTrigger value="default">{DEFAULT_CATEGORIES_TAB}</TabsTrigger>
          <TabsTrigger value="custom">{CUSTOM_CATEGORIES_TAB}</TabsTrigger>
        </TabsList>
        <KindTab
          value="default"
          lead="Categories imported from the default catalogue."
          action={<Button onClick={() => setDialog('import')}>Import Default Categories</Button>}
        >
          {list('imported', NO_DEFAULT_CATEGORIES)}
        </KindTab>
        <KindTab
          value="custom"
          lead="Categories created for this branch only."
          action={<Button onClick={() => setDialog('create')}>Create Custom Category</Button>}
        >
          {list('custom', NO_CUSTOM_CATEGORIES)}
        </KindTab>
      </Tabs>

      {dialog === 'import' && <ImportDialog branchId={branchId} onClose={() => setDialog(null)} />}
      {dialog === 'create' && (
        <CreateCategoryDialog branchId={branchId} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={
          removing?.createdFromTemplate === false
            ? DELETE_CUSTOM_CATEGORY_LABEL
            : REMOVE_CATEGORY_LABEL
        }
        message={
          removing?.createdFromTemplate === false
            ? CONFIRM_DELETE_CUSTOM_CATEGORY
            : CONFIRM_REMOVE_CATEGORY
        }
        confirmLabel={removing?.createdFromTemplate === false ? 'Delete' : 'Remove'}
        busy={remove.isPending}
        busyLabel={removing?.createdFromTemplate === false ? 'Deleting...' : 'Removing...'}
        error={removing && remove.isError ? removalError(removing, remove.error) : undefined}
        onConfirm={() => {
          if (removing) remove.mutate(removing, { onSuccess: () => setRemoving(null) });
        }}
      />
    </>
  );
}

/** One kind of the store's categories, page by page ("Load more" appends the next). */
function CategoryPages({
  branchId,
  kind,
  empty,
  onRemove,
}: {
  branchId: string;
  kind: ItemKind;
  empty: string;
  onRemove: (category: Category) => void;
}) {
  const pages = useCategoryPages(branchId, kind);
  const categories = pages.data?.pages.flatMap((page) => page.items) ?? [];
  if (pages.isPending || pages.isError)
    return (
      <LoadState query={pages} loading={LOADING_CATEGORIES} failed={FETCH_CATEGORIES_FAILED} />
    );
  if (categories.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <ItemGrid columns={CATEGORY_GRID_COLUMNS} busy={pages.isFetching}>
        {categories.map((category) => (
          <CategoryCard
            key={category._id}
            branchId={branchId}
            category={category}
            onRemove={onRemove}
          />
        ))}
      </ItemGrid>
      <MorePages query={pages} />
    </>
  );
}

/** The import dialog, once every category of the store (all pages) says what to hide. */
function ImportDialog({ branchId, onClose }: { branchId: string; onClose: () => void }) {
  const categories = useAllCategories(branchId);
  const importedIds = (categories.data ?? []).flatMap((category) =>
    category.createdFromTemplate && category.defaultCategoryId ? [category.defaultCategoryId] : [],
  );
  return (
    <ImportCategoriesDialog
      branchId={branchId}
      importedIds={importedIds}
      loading={categories.isPending}
      onClose={onClose}
    />
  );
}
