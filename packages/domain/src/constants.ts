/** Currency symbol shown before every price (admin-area.md section 9). */
export const CURRENCY_SYMBOL = '₹';
