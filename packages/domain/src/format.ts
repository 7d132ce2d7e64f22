// How prices, file sizes and file names are shown. Prices use Indian digit grouping and always
// two decimals: "₹45.00 / 1 kg", "₹1,00,000.00 / 12 pc".

import { CURRENCY_SYMBOL, PRICE_DECIMALS, PRICE_LOCALE } from './common.js';
import { JPEG_EXTENSION } from './uploads.js';

// Made at the first price shown, not as the module loads: a page's first Intl call stalls a
// phone while ICU loads its data, and most pages that load this module show no price at once.
let rupees: Intl.NumberFormat | undefined;

/** An amount in rupees: "₹45.00", "₹1,250.50". */
export function formatRupees(amount: number): string {
  rupees ??= new Intl.NumberFormat(PRICE_LOCALE, {
    minimumFractionDigits: PRICE_DECIMALS,
    maximumFractionDigits: PRICE_DECIMALS,
  });
  return `${CURRENCY_SYMBOL}${rupees.format(amount)}`;
}

/** A product's price per quantity and unit: "₹45.00 / 1 kg". */
export function formatPrice(price: number, quantity: number, unit: string): string {
  return `${formatRupees(price)} / ${quantity} ${unit}`;
}

/** A file size in kilobytes with two decimals, as the upload step shows it: "512.00 KB". */
export function formatFileSizeKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

/** The name of an image after conversion to JPEG: "photo.png" becomes "photo.jpg". */
export function jpegFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  return `${base || 'image'}${JPEG_EXTENSION}`;
}
