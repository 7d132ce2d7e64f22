import { Card } from '@kirana/ui/card';
import { Price } from '@kirana/ui/price';
import type { Product } from '@kirana/api-client/types';
import { PencilIcon, TrashIcon } from './icons';
import styles from './inventory-card.module.css';

interface ProductCardProps {
  product: Product;
  /** "remove" for an imported product (default tab), "delete" for a custom one. */
  removal: 'remove' | 'delete';
  onEdit: (product: Product) => void;
  onRemove: (product: Product) => void;
}

/** A product: image, name, description and price per quantity; edit and remove buttons. */
export function ProductCard({ product, removal, onEdit, onRemove }: ProductCardProps) {
  return (
    <Card as="li" padding="none" className={styles.card}>
      <img
        className={styles.image}
        src={product.imageUrl}
        alt=""
        loading="lazy"
        width={320}
        height={240}
      />
      <div className={styles.body}>
        <h2 className={styles.name}>{product.name}</h2>
        {product.isPacket && <span className={styles.tag}>Packet</span>}
        <p className={styles.description}>{product.description}</p>
        <Price
          className={styles.price}
          price={product.price}
          quantity={product.quantity}
          unit={product.unit}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={`Edit ${product.name}`}
          title="Edit product"
          onClick={() => onEdit(product)}
        >
          <PencilIcon />
        </button>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.danger}`}
          aria-label={`${removal === 'remove' ? 'Remove' : 'Delete'} ${product.name}`}
          title={removal === 'remove' ? 'Remove product' : 'Delete product'}
          onClick={() => onRemove(product)}
        >
          <TrashIcon />
        </button>
      </div>
    </Card>
  );
}
