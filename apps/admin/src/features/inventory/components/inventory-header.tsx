// The heading the inventory screens share, so each names the store and category it is in.
import { Link } from 'react-router';
import { Breadcrumb, type BreadcrumbLinkProps } from '@kirana/ui/breadcrumb';
import { CopyableId } from '../../../components/copyable-id';
import { BackLink, PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { SEARCH_RESULTS_TITLE } from '../messages';

function RouterLink({ href, ...rest }: BreadcrumbLinkProps) {
  return <Link to={href} {...rest} />;
}

interface InventoryHeaderProps {
  branchId: string;
  /** The store's name once known. */
  branchName: string | undefined;
  /**
   * Below the categories: a category's products screen (the category, its name once known) or
   * the search of the store's products.
   */
  category?: { id: string; name: string | undefined };
  search?: boolean;
}

/**
 * The top of the inventory screens: the trail Stores › store › Inventory › category (or
 * search), the
 * store's or the category's name as the heading, and the ids on copyable lines.
 */
export function InventoryHeader({
  branchId,
  branchName,
  category,
  search = false,
}: InventoryHeaderProps) {
  const store = branchName ?? 'Store';
  const below = category !== undefined || search;
  let title = branchName ?? 'Inventory Categories';
  if (category) title = category.name ?? 'Products';
  if (search) title = SEARCH_RESULTS_TITLE;
  return (
    <>
      <Breadcrumb
        linkComponent={RouterLink}
        items={[
          { label: 'Stores', href: paths.branches },
          { label: store, href: paths.branch(branchId) },
          below ? { label: 'Inventory', href: paths.inventory(branchId) } : { label: 'Inventory' },
          ...(category ? [{ label: category.name ?? 'Category' }] : []),
          ...(search ? [{ label: SEARCH_RESULTS_TITLE }] : []),
        ]}
      />
      <PageHeader
        back={
          below ? (
            <BackLink to={paths.inventory(branchId)}>← Back to Categories</BackLink>
          ) : (
            <BackLink to={paths.branch(branchId)}>← Back to Branch Management</BackLink>
          )
        }
        title={title}
        subtitle={below ? `Products · ${store}` : 'Inventory Categories'}
      />
      <CopyableId label="Branch ID" id={branchId} />
      {category && <CopyableId label="Category ID" id={category.id} />}
    </>
  );
}
