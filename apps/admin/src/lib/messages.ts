// Messages several admin features show (busy labels, generic failures, how long something has
// waited), word for word from admin-area.md where it gives them. Copy of one feature lives in
// that feature.

export const UNKNOWN_ERROR = 'An unknown error occurred.';
export const LOADING_PRODUCTS = 'Loading products...';
/** Busy labels of the create, save and import buttons. */
export const CREATING = 'Creating...';
export const SAVING = 'Saving...';
/** Edit failure fallback (affiliate edit and inventory product edit alike). */
export const PRODUCT_UPDATE_FAILED = 'Failed to update product.';

/** The second factor's words, at sign-in and where My account replaces the app. */
export const RECOVERY_CODE_LABEL = 'Recovery code';
export const USE_RECOVERY_CODE = 'Use a recovery code instead';
export const USE_APP_CODE = 'Use a code from your app instead';
export const RECOVERY_FILE_HEADING = 'Kirana admin recovery codes: each signs in once.';
export const RECOVERY_SAVED = 'I have saved them';

/** "Waiting 3 days", "Waiting 5 hours", "Waiting 12 minutes", from the submission to `now`. */
export function waitingLabel(submittedAt: Date | string, now: Date): string {
  const ms = Math.max(0, now.getTime() - new Date(submittedAt).getTime());
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const [n, unit] = days > 0 ? [days, 'day'] : hours > 0 ? [hours, 'hour'] : [minutes, 'minute'];
  return `Waiting ${n} ${unit}${n === 1 ? '' : 's'}`;
}

export const OVERDUE_LABEL = 'Overdue';

/** Who did it, in a history, when a store's owner did it on the site (no admin). */
export const BY_STORE_OWNER = 'The store’s owner';

/** Who did an audit entry, as a history's "who" line: the admin, or the store's owner. */
export function whoDid(entry: { admin: { name: string } | null; byOwner: boolean }): string | null {
  return entry.byOwner ? BY_STORE_OWNER : (entry.admin?.name ?? null);
}
