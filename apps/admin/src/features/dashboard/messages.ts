// Dashboard copy, word for word from admin-area.md.

export const STATS_LOAD_FAILED = 'Could not load stats.';
