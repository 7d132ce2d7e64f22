/** Query keys of affiliate products: one list holds active and inactive products alike. */
export const affiliateKeys = {
  all: ['affiliate-products'] as const,
  list: () => [...affiliateKeys.all, 'list'] as const,
};
