// The branch lookup's copy, word for word from admin-area.md (./messages.ts gives it too).

export const UNEXPECTED_ERROR_TRY_LATER = 'An unexpected error occurred. Please try again later.';
export const BRANCH_VERIFY_FAILED = 'Failed to verify branch. Please check the ID and try again.';
