// One category in the categories grid.
import { Link } from 'react-router';
import { Card } from '@kirana/ui/card';
import type { Category } from '@kirana/api-client/types';
import { DELETE_CUSTOM_CATEGORY_LABEL, REMOVE_CATEGORY_LABEL } from '../messages';
import { paths, type ProductsNavigationState } from '../../../config/paths';
import { TrashIcon } from './icons';
import { CardImage } from '../../../components/card-image';
import styles from './inventory-card.module.css';

interface CategoryCardProps {
  branchId: string;
  category: Category;
  onRemove: (category: Category) => void;
}

/** A category: opens its products; a remove (imported) or delete (custom) button. */
export function CategoryCard({ branchId, category, onRemove }: CategoryCardProps) {
  const state: ProductsNavigationState = {
    isCustom: !category.createdFromTemplate,
    defaultCategoryId: category.defaultCategoryId,
  };
  const label = category.createdFromTemplate ? REMOVE_CATEGORY_LABEL : DELETE_CUSTOM_CATEGORY_LABEL;
  return (
    <Card as="li" padding="none" interactive className={styles.card}>
      <Link
        to={paths.products(branchId, category._id, state)}
        state={state}
        className={styles.open}
      >
        <CardImage className={styles.image} src={category.imageUrl} width={240} height={180} />
        <span className={styles.body}>
          <span className={styles.name}>{category.name}</span>
        </span>
      </Link>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.danger}`}
          aria-label={`${label}: ${category.name}`}
          title={label}
          onClick={() => onRemove(category)}
        >
          <TrashIcon />
        </button>
      </div>
    </Card>
  );
}
