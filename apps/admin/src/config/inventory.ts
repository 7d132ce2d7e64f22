// How the inventory screens lay out and page a store's catalogue: items per page ("Load more"
// fetches the next) and grid columns per width breakpoint (packages/ui's Grid: sm 640, md 768,
// lg 1024 px).

/** Items per page of a store's category and product lists. */
export const INVENTORY_PAGE_SIZE = 50;

/** Grid columns at each width breakpoint. */
export const CATEGORY_GRID_COLUMNS = { base: 2, sm: 3, md: 4, lg: 5 } as const;
export const PRODUCT_GRID_COLUMNS = { base: 1, sm: 2, md: 3, lg: 4 } as const;
