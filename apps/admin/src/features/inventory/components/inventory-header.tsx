import { Link } from 'react-router';
import { Breadcrumb, type BreadcrumbLinkProps } from '@kirana/ui/breadcrumb';
import { buttonClassName } from '@kirana/ui/button';
import { CopyableId } from '../../../components/copyable-id';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';

function RouterLink({ href, ...rest }: BreadcrumbLinkProps) {
  return <Link to={href} {...rest} />;
}

interface InventoryHeaderProps {
  branchId: string;
  /** The store's name once known. */
  branchName: string | undefined;
  /** On the products screen: the category, its name once known. */
  category?: { id: string; name: string | undefined };
}

/**
 * The top of the inventory screens: the trail Branches › store › Inventory › category, the
 * store's or the category's name as the heading, and the ids on copyable lines.
 */
export function InventoryHeader({ branchId, branchName, category }: InventoryHeaderProps) {
  const store = branchName ?? 'Branch';
  return (
    <>
      <Breadcrumb
        linkComponent={RouterLink}
        items={[
          { label: 'Branches', href: paths.branches },
          { label: store, href: paths.branch(branchId) },
          category
            ? { label: 'Inventory', href: paths.inventory(branchId) }
            : { label: 'Inventory' },
          ...(category ? [{ label: category.name ?? 'Category' }] : []),
        ]}
      />
      <PageHeader
        back={
          category ? (
            <Link
              to={paths.inventory(branchId)}
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            >
              ← Back to Categories
            </Link>
          ) : (
            <Link
              to={paths.branch(branchId)}
              className={buttonClassName({ variant: 'ghost', size: 'sm' })}
            >
              ← Back to Branch Management
            </Link>
          )
        }
        title={category ? (category.name ?? 'Products') : (branchName ?? 'Inventory Categories')}
        subtitle={category ? `Products · ${store}` : 'Inventory Categories'}
      />
      <CopyableId label="Branch ID" id={branchId} />
      {category && <CopyableId label="Category ID" id={category.id} />}
    </>
  );
}
