// Messages several admin features show (busy labels, generic failures), word for word from
// admin-area.md. Copy of one feature lives in that feature.

export const UNKNOWN_ERROR = 'An unknown error occurred.';
export const LOADING_PRODUCTS = 'Loading products...';
/** Busy labels of the create, save and import buttons. */
export const CREATING = 'Creating...';
export const SAVING = 'Saving...';
/** Edit failure fallback (affiliate edit and inventory product edit alike). */
export const PRODUCT_UPDATE_FAILED = 'Failed to update product.';
