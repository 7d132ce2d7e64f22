// The affiliate products screen: the active list or the inactive one, with edit and deactivate.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@kirana/ui/alert';
import { Button, buttonClassName } from '@kirana/ui/button';
import { Card } from '@kirana/ui/card';
import { ConfirmDialog } from '@kirana/ui/confirm-dialog';
import { EmptyState } from '@kirana/ui/empty-state';
import { LoadingState } from '@kirana/ui/loading-state';
import type { AffiliateProduct } from '@kirana/api-client/types';
import {
  AFFILIATE_DEACTIVATE_FAILED,
  AFFILIATE_PRODUCTS_LOAD_FAILED,
  CONFIRM_DEACTIVATE_AFFILIATE_PRODUCT,
  NO_ACTIVE_AFFILIATE_PRODUCTS,
  NO_INACTIVE_AFFILIATE_PRODUCTS,
} from '../messages';
import { LOADING_PRODUCTS } from '../../../lib/messages';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useAffiliateProducts } from '../api/list-affiliate-products';
import { useDeactivateAffiliateProduct } from '../api/deactivate-affiliate-product';
import { EditAffiliateDialog } from './edit-affiliate-dialog';
import { CardImage } from '../../../components/card-image';
import styles from './affiliate-products-view.module.css';

interface AffiliateProductsViewProps {
  /** Which list: active products (with create and deactivate) or inactive ones. */
  active: boolean;
  onBack: () => void;
  /** Active view only: opens the inactive list. */
  onShowInactive?: () => void;
}

/** The active or inactive affiliate products, with edit (both) and deactivate (active). */
export function AffiliateProductsView({
  active,
  onBack,
  onShowInactive,
}: AffiliateProductsViewProps) {
  const products = useAffiliateProducts();
  const deactivate = useDeactivateAffiliateProduct();
  const [editing, setEditing] = useState<AffiliateProduct | null>(null);
  const [deactivating, setDeactivating] = useState<AffiliateProduct | null>(null);

  const all = products.data ?? [];
  const shown = all.filter((product) => product.isActive === active);
  const inactiveCount = all.filter((product) => !product.isActive).length;

  function confirmDeactivate() {
    if (!deactivating) return;
    deactivate.mutate(deactivating._id, { onSuccess: () => setDeactivating(null) });
  }

  return (
    <>
      <PageHeader
        title={active ? 'Active Affiliate Products' : 'Inactive Affiliate Products'}
        subtitle={
          active
            ? 'Products customers see, each with its affiliate link.'
            : 'Deactivated products. Edit one and tick Active Product to bring it back.'
        }
        back={
          <Button variant="ghost" size="sm" onClick={onBack}>
            {active ? '← Back to Dashboard' : '← Back to Active Products'}
          </Button>
        }
        actions={
          active && (
            <>
              <Button variant="secondary" onClick={onShowInactive}>
                {`View Inactive Products (${inactiveCount})`}
              </Button>
              <Link to={paths.createAffiliateProduct} className={buttonClassName()}>
                Create New Product
              </Link>
            </>
          )
        }
      />

      {products.isPending && <LoadingState>{LOADING_PRODUCTS}</LoadingState>}
      {products.isError && <Alert variant="error">{AFFILIATE_PRODUCTS_LOAD_FAILED}</Alert>}
      {products.isSuccess && shown.length === 0 && (
        <EmptyState>
          {active ? NO_ACTIVE_AFFILIATE_PRODUCTS : NO_INACTIVE_AFFILIATE_PRODUCTS}
        </EmptyState>
      )}
      {shown.length > 0 && (
        <ul className={styles.grid} aria-label={active ? 'Active products' : 'Inactive products'}>
          {shown.map((product) => (
            <Card as="li" padding="none" key={product._id} className={styles.card}>
              <CardImage className={styles.image} src={product.imageUrl} width={320} height={200} />
              <div className={styles.body}>
                <h2 className={styles.name}>{product.name}</h2>
                <a
                  className={styles.link}
                  href={product.affiliateLink}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {product.affiliateLink}
                </a>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${product.name}`}
                    onClick={() => setEditing(product)}
                  >
                    Edit
                  </Button>
                  {active && (
                    <Button
                      variant="danger"
                      size="sm"
                      aria-label={`Deactivate ${product.name}`}
                      onClick={() => {
                        deactivate.reset();
                        setDeactivating(product);
                      }}
                    >
                      Deactivate
                    </Button>
                  )}
                </div>
              </div>
            </Card>
          ))}
        </ul>
      )}

      {editing && (
        <EditAffiliateDialog key={editing._id} product={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        title="Deactivate product"
        message={CONFIRM_DEACTIVATE_AFFILIATE_PRODUCT}
        confirmLabel="Deactivate"
        busyLabel="Deactivating..."
        busy={deactivate.isPending}
        error={deactivate.isError ? AFFILIATE_DEACTIVATE_FAILED : undefined}
        onConfirm={confirmDeactivate}
      />
    </>
  );
}
