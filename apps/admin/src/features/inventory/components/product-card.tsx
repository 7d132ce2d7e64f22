// One product in a product list.
import type { ReactNode } from 'react';
import { Card } from '@kirana/ui/card';
import { Price } from '@kirana/ui/price';
import type { Product } from '@kirana/api-client/types';
import { PencilIcon, TrashIcon } from './icons';
import { CardImage } from '../../../components/card-image';
import styles from './inventory-card.module.css';

interface ProductCardProps {
  product: Product;
  /** "remove" for an imported product (default tab), "delete" for a custom one. */
  removal: 'remove' | 'delete';
  onEdit: (product: Product) => void;
  onRemove: (product: Product) => void;
  /** Whether the card's checkbox is ticked (choosing several for one removal). */
  selected: boolean;
  onSelectedChange: (product: Product, selected: boolean) => void;
  /** A line above the name, e.g. the product's category in a search of the whole store. */
  eyebrow?: ReactNode;
}

/**
 * A product: image, name, description and price per quantity; a checkbox to choose it, and
 * edit and remove buttons.
 */
export function ProductCard({
  product,
  removal,
  onEdit,
  onRemove,
  selected,
  onSelectedChange,
  eyebrow,
}: ProductCardProps) {
  return (
    <Card
      as="li"
      padding="none"
      className={selected ? `${styles.card} ${styles.chosen}` : styles.card}
    >
      <CardImage className={styles.image} src={product.imageUrl} width={320} height={240} />
      <div className={styles.body}>
        {eyebrow && <p className={styles.category}>{eyebrow}</p>}
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
      <label className={styles.select} title="Select product">
        <input
          type="checkbox"
          aria-label={`Select ${product.name}`}
          checked={selected}
          onChange={(event) => onSelectedChange(product, event.target.checked)}
        />
      </label>
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
