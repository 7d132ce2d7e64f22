// Prices read the same everywhere: the domain's formatter in one text node.
import { formatPrice, formatRupees } from '@kirana/domain/format';
import { cx } from '../internal/cx';
import styles from './price.module.css';

export interface PriceProps {
  /** Rupees. */
  price: number;
  /** With `unit`, shows the price per quantity: "₹45.00 / 1 kg". */
  quantity?: number;
  unit?: string;
  className?: string;
}

/**
 * A price in rupees, formatted by @kirana/domain's formatPrice ("₹45.00 / 1 kg") or
 * formatRupees ("₹45.00") when there is no quantity and unit.
 */
export function Price({ price, quantity, unit, className }: PriceProps) {
  const text =
    quantity !== undefined && unit ? formatPrice(price, quantity, unit) : formatRupees(price);
  return <span className={cx(styles.price, className)}>{text}</span>;
}
