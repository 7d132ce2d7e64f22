// The stores screens' copy: the branch lookup's, word for word from admin-area.md, and the
// words of a store's statuses, decisions and its owner's languages.

import type { StoreDecision, StoreStatus } from '@kirana/domain/stores';
import type { OwnerLanguage } from '@kirana/domain/store-owners';

export const HOURS_SAVE_FAILED = 'Failed to save the opening hours. Please try again.';
export const HOURS_LOAD_FAILED = 'Failed to load the opening hours.';
// The lookup's own words are apart: the lookup sits on the dashboard, without the rest (issue 43).
export { BRANCH_VERIFY_FAILED, UNEXPECTED_ERROR_TRY_LATER } from './lookup-messages';

export const STORE_STATUS_LABELS: Record<StoreStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

/** What each decision does, as its confirm dialog says it. */
export const DECISION_EFFECTS: Record<StoreDecision, string> = {
  approve:
    'The store becomes approved: it appears in the store finder and can sell. The owner is told.',
  reject:
    'The store is rejected and the owner is told the reason. It can be reopened later if they resubmit.',
  suspend:
    'The store stops appearing in the store finder and cannot sell until it is reinstated. The owner is told the reason.',
  reinstate: 'The store is approved again and appears in the store finder. The owner is told.',
  reopen: 'The registration goes back to the pending queue for a new review.',
};

/** The languages an owner's messages are written in. */
export const LANGUAGE_LABELS: Record<OwnerLanguage, string> = {
  en: 'English',
  te: 'Telugu',
  hi: 'Hindi',
};
